// An upload's bytes and headers, as storage-js sends them: a multipart form (a Blob or FormData
// body: the file part, `cacheControl`, `metadata`) or a raw body with content-type, cache-control
// and x-metadata (base64 JSON). The bytes go to a temporary file, refused past `maxBytes`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { ERRORS, StorageError } from './errors.ts';

export interface ReceivedUpload {
  tmpFile: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
  etag: string;
}

function parseMetadata(raw: string | undefined): Record<string, unknown> | null {
  if (raw === undefined || raw === '') return null;
  try {
    const v = JSON.parse(raw) as unknown;
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw ERRORS.invalidRequest('Invalid metadata');
}

/** A stored cache-control value: hosted keeps `max-age=N` (a bare number from a form becomes that). */
const cacheControlOf = (v: string | undefined) => (!v ? 'no-cache' : /^\d+$/.test(v) ? `max-age=${v}` : v);

async function toFile(src: Readable, tmpDir: string, maxBytes: number): Promise<{ tmpFile: string; size: number; etag: string }> {
  fs.mkdirSync(tmpDir, { recursive: true });
  const tmpFile = path.join(tmpDir, crypto.randomUUID());
  const md5 = crypto.createHash('md5');
  let size = 0;
  // Past the limit the rest is read and dropped, not cut off: the client still gets the answer.
  const counter = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      size += chunk.length;
      if (size > maxBytes) return cb();
      md5.update(chunk);
      cb(null, chunk);
    },
  });
  try {
    await pipeline(src, counter, fs.createWriteStream(tmpFile));
  } catch (e) {
    fs.rmSync(tmpFile, { force: true });
    throw e;
  }
  if (size > maxBytes) {
    fs.rmSync(tmpFile, { force: true });
    throw ERRORS.entityTooLarge();
  }
  return { tmpFile, size, etag: `"${md5.digest('hex')}"` };
}

export async function receiveUpload(req: IncomingMessage, tmpDir: string, maxBytes: number): Promise<ReceivedUpload> {
  const declared = Number(req.headers['content-length']);
  const type = req.headers['content-type'] ?? '';
  if (/^multipart\/form-data/i.test(type)) return receiveMultipart(req, tmpDir, maxBytes);
  if (Number.isFinite(declared) && declared > maxBytes) throw ERRORS.entityTooLarge();
  const meta = req.headers['x-metadata'] as string | undefined;
  const userMetadata = parseMetadata(meta === undefined ? undefined : Buffer.from(meta, 'base64').toString('utf8'));
  const file = await toFile(req, tmpDir, maxBytes);
  return { ...file, mimetype: type || 'text/plain;charset=UTF-8', cacheControl: cacheControlOf(req.headers['cache-control']), userMetadata };
}

function receiveMultipart(req: IncomingMessage, tmpDir: string, maxBytes: number): Promise<ReceivedUpload> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, limits: { files: 1, fields: 20, fieldSize: 64 * 1024 } });
    } catch {
      return reject(ERRORS.invalidRequest('Malformed multipart body'));
    }
    const fields: Record<string, string> = {};
    let file: Promise<{ tmpFile: string; size: number; etag: string }> | undefined;
    let mimetype = '';
    bb.on('field', (name, value) => {
      fields[name] = value;
    });
    bb.on('file', (_name, stream, info) => {
      mimetype = info.mimeType;
      file = toFile(stream, tmpDir, maxBytes);
      file.catch(() => {});
    });
    bb.on('error', () => reject(ERRORS.invalidRequest('Malformed multipart body')));
    // A client that goes away mid-body: busboy never closes, so the wait ends here.
    req.once('close', () => {
      if (!req.complete) reject(ERRORS.invalidRequest('Upload interrupted'));
    });
    bb.on('close', () => {
      if (!file) return reject(ERRORS.invalidRequest('No content provided'));
      file.then(
        (f) => {
          try {
            resolve({ ...f, mimetype: fields.contentType || mimetype || 'text/plain;charset=UTF-8', cacheControl: cacheControlOf(fields.cacheControl), userMetadata: parseMetadata(fields.metadata) });
          } catch (e) {
            fs.rmSync(f.tmpFile, { force: true });
            reject(e);
          }
        },
        (e: unknown) => reject(e instanceof StorageError ? e : ERRORS.invalidRequest('Upload interrupted')),
      );
    });
    req.pipe(bb);
  });
}

/** Whether a bucket's allowed_mime_types (exact types or `type/*`) let this content type in. */
export function mimeAllowed(allowed: string[] | null, mimetype: string): boolean {
  if (!allowed?.length) return true;
  const base = mimetype.split(';')[0]!.trim().toLowerCase();
  return allowed.some((a) => {
    const t = a.trim().toLowerCase();
    return t === base || (t.endsWith('/*') && base.startsWith(t.slice(0, -1)));
  });
}
