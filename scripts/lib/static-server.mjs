// A small production static server: gzip, long cache for hashed files, SPA fallback,
// CORS (remotes are fetched cross-origin by the shell) and the runtime config files.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.map': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.cjs', '.css', '.json', '.svg', '.map', '.txt']);
const HASHED = /\.[0-9a-f]{10}\.(js|css)$|\/assets\//;
/** Addresses with an extension that the page server makes (shell/server/sitemap.ts), not files. */
const PAGE_SERVER_FILES = /^\/(robots\.txt|sitemap(-[1-9]\d*)?\.xml)$/;

/**
 * @param {{ dir: string, port: number, dynamic?: Record<string, () => unknown>, pages?: (req: import('node:http').IncomingMessage) => Promise<Response> }} options
 *   `dynamic`: paths answered with generated JSON (runtime-config.json, remotes.json).
 *   `pages`: the page server (the shell's): answers every address that is not a file.
 */
export function startStaticServer({ dir, port, dynamic = {}, pages }) {
  const cache = new Map();

  async function load(file) {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const key = `${file}:${info.mtimeMs}`;
    if (!cache.has(key)) {
      const body = await readFile(file);
      const ext = path.extname(file);
      cache.set(key, { body, gzipped: COMPRESSIBLE.has(ext) ? gzipSync(body) : null, ext });
    }
    return cache.get(key);
  }

  const server = createServer(async (req, res) => {
    try {
      res.setHeader('Access-Control-Allow-Origin', '*');
      const url = new URL(req.url ?? '/', 'http://localhost');
      const generator = dynamic[url.pathname];
      if (generator) {
        res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-store' });
        res.end(JSON.stringify(generator()));
        return;
      }
      let decoded;
      try {
        decoded = decodeURIComponent(url.pathname);
      } catch {
        res.writeHead(400, { 'Content-Type': TYPES['.txt'] });
        res.end('Malformed URL');
        return;
      }
      const safePath = path.normalize(decoded).replace(/^(\.\.[/\\])+/, '');
      if (pages && (!path.extname(safePath) || PAGE_SERVER_FILES.test(url.pathname))) {
        const response = await pages(req);
        const page = Buffer.from(await response.arrayBuffer());
        const headers = Object.fromEntries(response.headers);
        const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
        const body = gzip ? gzipSync(page) : page;
        if (gzip) headers['Content-Encoding'] = 'gzip';
        headers['Content-Length'] = body.length;
        headers.Vary = [headers.Vary, 'Accept-Encoding'].filter(Boolean).join(', ');
        res.writeHead(response.status, headers);
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      let file = path.join(dir, safePath);
      if (!file.startsWith(dir) || safePath === '/' || safePath === '.') file = path.join(dir, 'index.html');
      let entry = await load(file);
      let status = 200;
      if (!entry) {
        // Unknown asset → 404; unknown page → the app's page, whose router decides. That is
        // app.html when a build keeps it beside a rendered index.html.
        if (path.extname(safePath)) status = 404;
        else entry = (await load(path.join(dir, 'app.html'))) ?? (await load(path.join(dir, 'index.html')));
      }
      if (!entry) {
        res.writeHead(404, { 'Content-Type': TYPES['.txt'] });
        res.end('Not found');
        return;
      }
      const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      const headers = {
        'Content-Type': TYPES[entry.ext] ?? 'application/octet-stream',
        'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
        Vary: 'Accept-Encoding',
      };
      const body = acceptsGzip && entry.gzipped ? entry.gzipped : entry.body;
      if (body === entry.gzipped) headers['Content-Encoding'] = 'gzip';
      headers['Content-Length'] = body.length;
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': TYPES['.txt'] });
      res.end(String(error));
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
