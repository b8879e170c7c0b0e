// Request bodies (JSON or form-encoded, as Razorpay's API accepts both), Basic auth, and replies.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RazorpayError } from './errors.ts';
import { safeEqual } from './ids.ts';

const MAX_BODY_BYTES = 1024 * 1024;

export async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new RazorpayError(413, 'The request body is too large.');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return formToObject(new URLSearchParams(text));
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new RazorpayError(400, 'The request body must be a JSON object or form-encoded fields.');
}

/** `notes[booking]=UT-1` → `{ notes: { booking: 'UT-1' } }`, as Razorpay's form parsing does. */
export function formToObject(params: URLSearchParams): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of params) {
    const nested = /^([^[\]]+)\[([^[\]]*)\]$/.exec(key);
    if (nested) {
      const parent = (result[nested[1]!] ??= {}) as Record<string, unknown>;
      if (typeof parent === 'object') parent[nested[2]!] = value;
    } else {
      result[key] = value;
    }
  }
  return result;
}

/** Throws Razorpay's 401 unless the request carries `key_id:key_secret` as Basic auth. */
export function requireAuth(req: IncomingMessage, keyId: string, keySecret: string) {
  const header = req.headers.authorization ?? '';
  const match = /^Basic\s+(\S+)$/i.exec(header);
  if (!match) throw new RazorpayError(401, 'Please provide your api key for authentication purposes.');
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const id = colon === -1 ? decoded : decoded.slice(0, colon);
  const secret = colon === -1 ? '' : decoded.slice(colon + 1);
  if (!safeEqual(id, keyId)) throw new RazorpayError(401, 'The api key provided is invalid');
  if (!safeEqual(secret, keySecret)) throw new RazorpayError(401, 'Authentication failed');
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store' });
  res.end(text);
}

export function sendText(res: ServerResponse, status: number, contentType: string, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}
