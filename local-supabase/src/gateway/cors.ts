// CORS for the browser apps. Hosted Supabase answers any origin; locally that let any web
// page a developer visited read and write their database with the well-known keys, so only
// the app's own origins are allowed: the shell's and every remote's port on localhost and
// 127.0.0.1 (from the remote registry and the *_PORT variables), SITE_URL and
// ADDITIONAL_REDIRECT_URLS, and SUPABASE_CORS_ORIGINS (a comma-separated list).
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { repoRoot } from '../config.ts';

export const ALLOWED_HEADERS =
  'apikey, authorization, x-client-info, content-type, prefer, accept-profile, content-profile, range, x-supabase-api-version, x-retry-count';
export const EXPOSED_HEADERS = 'content-range, x-supabase-api-version';
const METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

interface RegistryEntry {
  port: number;
  portEnv: string;
}

function originOf(url: string): string | undefined {
  try {
    const u = new URL(url.trim());
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Every origin the gateway answers CORS for, from the environment as it is now. */
export function allowedOrigins(env: NodeJS.ProcessEnv = process.env): Set<string> {
  const registry = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared', 'federation', 'remote-registry.json'), 'utf8')) as {
    apps: RegistryEntry[];
  };
  // Every app of the registry, the shell host included.
  const ports = registry.apps.map((app) => Number(env[app.portEnv] ?? app.port));
  const origins = new Set<string>();
  for (const port of ports) for (const host of ['localhost', '127.0.0.1']) origins.add(`http://${host}:${port}`);
  for (const url of [env.SITE_URL, ...(env.ADDITIONAL_REDIRECT_URLS ?? '').split(','), ...(env.SUPABASE_CORS_ORIGINS ?? '').split(',')]) {
    const origin = url ? originOf(url) : undefined;
    if (origin) origins.add(origin);
  }
  return origins;
}

let cached: Set<string> | undefined;
const isAllowed = (origin: string) => (cached ??= allowedOrigins()).has(origin);

export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (!origin) {
    // Not a browser's cross-origin request (curl, server code): nothing to protect with CORS.
    res.setHeader('Access-Control-Allow-Origin', '*');
  } else {
    res.setHeader('Vary', 'Origin');
    if (!isAllowed(origin)) return; // no allowance at all: the browser keeps the response from the page
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
  }
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}

/** Answers a preflight; returns true when the request was one. */
export function handlePreflight(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'OPTIONS') return false;
  applyCors(req, res);
  if (res.hasHeader('Access-Control-Allow-Origin')) {
    res.setHeader('Access-Control-Allow-Methods', METHODS);
    // Echo what the browser asks for on top of the fixed list, so a new supabase-js header never breaks preflight.
    const asked = req.headers['access-control-request-headers'];
    res.setHeader('Access-Control-Allow-Headers', asked ? `${ALLOWED_HEADERS}, ${asked}` : ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', '86400');
  }
  res.writeHead(204).end();
  return true;
}
