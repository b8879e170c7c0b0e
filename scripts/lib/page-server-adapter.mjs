// The page server (shell/server/, built into shell/dist-server/page-server.cjs) on Node: loads it
// with the shell's build, and turns Node's request into a Web `Request` and its `Response` back.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * `(req) => Promise<Response>`, or undefined when the shell was built without its page server.
 * @param {{ shellDist: string, serverFile: string, manifestUrls: () => Record<string, string>, backend: () => { supabaseUrl: string, supabaseAnonKey: string }, siteOrigin?: string, cacheMs?: number }} options
 */
export async function loadPageServer({ shellDist, serverFile, manifestUrls, backend, siteOrigin, cacheMs }) {
  if (!existsSync(serverFile)) return undefined;
  const { createShellPageServer } = require(serverFile);
  const assetsFile = path.join(shellDist, 'page-assets.json');
  const handle = await createShellPageServer({
    template: readFileSync(path.join(shellDist, 'index.html'), 'utf8'),
    shellPageAssets: existsSync(assetsFile) ? JSON.parse(readFileSync(assetsFile, 'utf8')) : {},
    manifestUrls,
    backend: backend(),
    siteOrigin,
    cacheMs,
  });
  return (req) => handle(toRequest(req));
}

function toRequest(req) {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  return new Request(url, { method: req.method, headers });
}

