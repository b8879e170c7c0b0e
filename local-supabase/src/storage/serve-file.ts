// An object's bytes back to the client, with what hosted sends: its content type, cache-control,
// ETag and Last-Modified, conditional GETs and single byte ranges.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ERRORS } from './errors.ts';

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

/** `attachment`: the file name to offer for saving (storage-js's `download` option), or null to show inline. */
export function serveFile(req: IncomingMessage, res: ServerResponse, file: string, meta: ObjectMetadata, attachment: string | null): void {
  let size: number;
  try {
    size = fs.statSync(file).size;
  } catch {
    throw ERRORS.noSuchKey();
  }
  const headers: Record<string, string | number> = {
    'Content-Type': meta.mimetype,
    'Cache-Control': meta.cacheControl,
    ETag: meta.eTag,
    'Last-Modified': new Date(meta.lastModified).toUTCString(),
    'Accept-Ranges': 'bytes',
  };
  if (attachment !== null) headers['Content-Disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(attachment)}`;
  if (req.headers['if-none-match'] === meta.eTag) return void res.writeHead(304, headers).end();
  let start = 0;
  let end = size - 1;
  const range = req.headers.range;
  if (range) {
    const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
    if (!m || (m[1] === '' && m[2] === '')) throw ERRORS.invalidRange();
    if (m[1] === '') {
      start = Math.max(0, size - Number(m[2]));
    } else {
      start = Number(m[1]);
      if (m[2] !== '') end = Math.min(end, Number(m[2]));
    }
    if (start > end || start >= size) {
      return void res.writeHead(416, { ...headers, 'Content-Range': `bytes */${size}` }).end();
    }
    headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  }
  headers['Content-Length'] = size === 0 ? 0 : end - start + 1;
  res.writeHead(range ? 206 : 200, headers);
  if (req.method === 'HEAD' || size === 0) return void res.end();
  const stream = fs.createReadStream(file, { start, end });
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
