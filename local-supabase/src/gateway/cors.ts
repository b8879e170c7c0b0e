// CORS as the hosted Supabase gateway answers it: the browser apps run on other
// origins (shell and remotes on their own ports) and send these headers.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const ALLOWED_HEADERS =
  'apikey, authorization, x-client-info, content-type, prefer, accept-profile, content-profile, range, x-supabase-api-version, x-retry-count';
export const EXPOSED_HEADERS = 'content-range, x-supabase-api-version';
const METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin) {
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
  }
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}

/** Answers a preflight; returns true when the request was one. */
export function handlePreflight(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'OPTIONS') return false;
  applyCors(req, res);
  res.setHeader('Access-Control-Allow-Methods', METHODS);
  // Echo what the browser asks for on top of the fixed list, so a new supabase-js header never breaks preflight.
  const asked = req.headers['access-control-request-headers'];
  res.setHeader('Access-Control-Allow-Headers', asked ? `${ALLOWED_HEADERS}, ${asked}` : ALLOWED_HEADERS);
  res.setHeader('Access-Control-Max-Age', '86400');
  res.writeHead(204).end();
  return true;
}
