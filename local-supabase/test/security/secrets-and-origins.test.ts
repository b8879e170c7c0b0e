// The local stack used the Supabase CLI's public default JWT secret and reflected any Origin
// in CORS, so any web page a developer visited could read and write their database with the
// well-known keys. Now: a secret per install, the default refused, CORS for the app's own
// origins only, and the gateway on 127.0.0.1.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allowedOrigins } from '../../src/gateway/cors.ts';
import { apiKeysFor, loadOrCreateJwtSecret, PUBLIC_DEFAULT_JWT_SECRET, signHs256 } from '../../src/secrets.mjs';
import { stack } from '../helpers.ts';

// The Supabase CLI's well-known local anon key, as every tutorial prints it.
const WELL_KNOWN_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const EVIL = 'https://evil.example';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-secrets-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('secrets', () => {
  it('generates a different secret and keys for every install, and keeps them', () => {
    const a = loadOrCreateJwtSecret(path.join(tmp, 'a', 'secrets.json'));
    const b = loadOrCreateJwtSecret(path.join(tmp, 'b', 'secrets.json'));
    expect(a.created && b.created).toBe(true);
    expect(a.jwtSecret).not.toBe(b.jwtSecret);
    expect(apiKeysFor(a.jwtSecret).anonKey).not.toBe(apiKeysFor(b.jwtSecret).anonKey);
    expect(apiKeysFor(a.jwtSecret).serviceKey).not.toBe(apiKeysFor(b.jwtSecret).serviceKey);
    // Kept: the next start of the same install signs the same keys.
    expect(loadOrCreateJwtSecret(path.join(tmp, 'a', 'secrets.json'))).toMatchObject({ jwtSecret: a.jwtSecret, created: false });
    expect(fs.statSync(path.join(tmp, 'a', 'secrets.json')).mode & 0o077).toBe(0);
  });

  it('runs the test stack on keys of its own, not the well-known ones', () => {
    expect(stack().jwtSecret).not.toBe(PUBLIC_DEFAULT_JWT_SECRET);
    expect(stack().anonKey).not.toBe(WELL_KNOWN_ANON_KEY);
  });

  it('refuses the public default secret, from the file or from JWT_SECRET', () => {
    const file = path.join(tmp, 'default', 'secrets.json');
    fs.mkdirSync(path.dirname(file));
    fs.writeFileSync(file, JSON.stringify({ jwtSecret: PUBLIC_DEFAULT_JWT_SECRET }));
    expect(() => loadOrCreateJwtSecret(file)).toThrow(/public default/);
    const saved = process.env.JWT_SECRET;
    process.env.JWT_SECRET = PUBLIC_DEFAULT_JWT_SECRET;
    try {
      expect(() => loadOrCreateJwtSecret(path.join(tmp, 'other.json'))).toThrow(/public default/);
    } finally {
      if (saved === undefined) delete process.env.JWT_SECRET;
      else process.env.JWT_SECRET = saved;
    }
  });

  it('refuses a token signed with the public default secret on REST and auth', async () => {
    const forged = signHs256({ iss: 'supabase-demo', role: 'service_role', exp: Math.floor(Date.now() / 1000) + 3600 }, PUBLIC_DEFAULT_JWT_SECRET);
    const rest = await fetch(`${stack().url}/rest/v1/profiles?select=id&limit=1`, { headers: { apikey: forged, authorization: `Bearer ${forged}` } });
    expect(rest.status).toBe(401);
    const withRealKey = await fetch(`${stack().url}/rest/v1/profiles?select=id&limit=1`, { headers: { apikey: stack().anonKey, authorization: `Bearer ${forged}` } });
    expect(withRealKey.status).toBe(401);
    const user = await fetch(`${stack().url}/auth/v1/user`, { headers: { apikey: stack().anonKey, authorization: `Bearer ${forged}` } });
    // GoTrue answers a token it cannot verify with 403 bad_jwt.
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ error_code: 'bad_jwt' });
    // The well-known anon key itself opens nothing either.
    const wellKnown = await fetch(`${stack().url}/rest/v1/services?select=id&limit=1`, { headers: { apikey: WELL_KNOWN_ANON_KEY } });
    expect(wellKnown.status).toBe(401);
  });
});

describe('origins', () => {
  const appOrigin = `http://localhost:${process.env.SHELL_PORT ?? 3000}`;

  it('gives a foreign Origin no CORS allowance, on requests and preflights', async () => {
    const get = await fetch(`${stack().url}/rest/v1/services?select=id&limit=1`, { headers: { apikey: stack().anonKey, origin: EVIL } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
    expect(get.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${stack().url}/rest/v1/services`, {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey, authorization, content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
  });

  it("allows the app's own origins", async () => {
    const preflight = await fetch(`${stack().url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: { origin: appOrigin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey, content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const origins = allowedOrigins({ SHELL_PORT: '4700', CATALOG_PORT: '4701', SUPABASE_CORS_ORIGINS: 'https://demo.example.org, not a url', SITE_URL: 'https://site.example/app' });
    for (const origin of ['http://localhost:4700', 'http://127.0.0.1:4700', 'http://localhost:4701', 'http://localhost:3002', 'https://demo.example.org', 'https://site.example']) {
      expect(origins).toContain(origin);
    }
    expect(origins).not.toContain(EVIL);
    expect(origins).not.toContain('http://localhost:8080');
  });

  it('listens on 127.0.0.1 only', async () => {
    const port = Number(new URL(stack().url).port);
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((a) => a && !a.internal && a.family === 'IPv4');
    expect(outside, 'this machine has a non-loopback IPv4 address to try').toBeDefined();
    const reached = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: outside!.address, port, timeout: 3000 });
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
      socket.once('timeout', () => (socket.destroy(), resolve(false)));
    });
    expect(reached).toBe(false);
  });
});
