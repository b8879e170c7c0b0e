// Edge Functions through a real gateway and real Deno workers, with hosted's rules: the JWT
// check (off for a webhook), the /functions/v1 prefix stripped, only the allowed environment,
// no CORS added by the gateway, a hung function cut at the idle timeout, a broken one a 503.
// The functions are the repository's (supabase/functions) plus fixtures, served from a copy
// so the test can add its own .env, config sections and a broken function.
import crypto from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { repoRoot } from '../src/config.ts';
import { denoBinary } from '../src/functions/function-workers.ts';
import { client, confirmedUser, stack, uniqueEmail } from './helpers.ts';
import { ownGateway } from './security/own-gateway.ts';
import { rawRequest } from './security/raw-http.ts';

/** A second gateway over the same functions cuts hung calls this soon (the main one waits 60 s: a busy machine is slow to fill 256 MB). */
const SHORT_IDLE_TIMEOUT_MS = 2500;
const fixtures = path.join(repoRoot, 'local-supabase', 'test', 'fixtures', 'functions');
const denoDir = path.join(repoRoot, '.local', 'deno');

let gw: Awaited<ReturnType<typeof ownGateway>>;
let impatientGw: Awaited<ReturnType<typeof ownGateway>>;
let tmp: string;

const fnUrl = (p: string) => `${gw.url}/functions/v1/${p}`;
const anonClient = (): SupabaseClient =>
  createClient(gw.url, stack().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
const sign = (claims: Record<string, unknown>, secret = stack().jwtSecret) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-functions-test-'));
  const dir = path.join(tmp, 'functions');
  fs.cpSync(path.join(repoRoot, 'supabase', 'functions'), dir, { recursive: true, filter: (src) => path.basename(src) !== '.env' });
  fs.cpSync(fixtures, dir, { recursive: true });
  fs.mkdirSync(path.join(dir, 'hang'));
  fs.writeFileSync(path.join(dir, 'hang', 'index.ts'), 'Deno.serve(() => new Promise<Response>(() => {}));\n');
  // Keeps every block it allocates: past 256 MB the worker dies, as hosted ends it.
  fs.mkdirSync(path.join(dir, 'hog'));
  fs.writeFileSync(path.join(dir, 'hog', 'index.ts'), 'const kept: number[][] = [];\nDeno.serve(() => { for (;;) kept.push(new Array(1 << 20)); });\n');
  fs.mkdirSync(path.join(dir, 'broken'));
  fs.writeFileSync(path.join(dir, 'broken', 'index.ts'), 'Deno.serve((req: Request) => new Response("x"\n');
  fs.writeFileSync(
    path.join(dir, '.env'),
    ['TEST_SECRET=from-dotenv', 'WEBHOOK_SECRET="whsec local"', '# a comment', 'SUPABASE_URL=http://not-the-gateway.invalid', ''].join('\n'),
  );
  const configFile = path.join(tmp, 'config.toml');
  fs.writeFileSync(
    configFile,
    `${fs.readFileSync(path.join(repoRoot, 'supabase', 'config.toml'), 'utf8')}\n[functions.webhook-echo]\nverify_jwt = false\n\n[functions.hang]\nverify_jwt = false\n`,
  );
  // In the gateway's own environment only: a function must not see it.
  process.env.GATEWAY_ONLY_SECRET = 'must-not-leak';
  const s = stack();
  const functions = (idleTimeoutMs: number) => (url: string) => ({
    dir,
    configFile,
    denoDir,
    idleTimeoutMs,
    log: () => {},
    env: {
      supabaseUrl: url,
      anonKey: s.anonKey,
      serviceKey: s.serviceKey,
      dbUrl: s.dbUrl,
      secretsFile: path.join(dir, '.env'),
      secrets: { ALLOWED_ORIGINS: 'http://localhost:3000' },
    },
  });
  gw = await ownGateway({ functions: functions(60_000) });
  impatientGw = await ownGateway({ functions: functions(SHORT_IDLE_TIMEOUT_MS) });
});

afterAll(async () => {
  delete process.env.GATEWAY_ONLY_SECRET;
  await gw?.stop();
  await impatientGw?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('JWT verification (on by default)', () => {
  it('serves a signed-in user through supabase-js functions.invoke, and the function sees that user', async () => {
    const email = uniqueEmail('fn');
    const user = await confirmedUser(email, 'Test@12345');
    const c = anonClient();
    const { error: signInError } = await c.auth.signInWithPassword({ email, password: 'Test@12345' });
    expect(signInError).toBeNull();
    const { data, error } = await c.functions.invoke('echo-auth', { body: { hello: 'world' } });
    expect(error).toBeNull();
    expect(data).toEqual({ userId: user.id, email, path: '/echo-auth' });
  }, 60_000);

  it.each([
    ['no Authorization header', undefined],
    ['a token that is not a JWT', 'Bearer not-a-jwt'],
    ['an expired JWT', 'expired'],
    ['a JWT signed with another secret', 'foreign'],
  ])('refuses %s with 401 {"msg":"Invalid JWT"}', async (_label, auth) => {
    let authorization = auth;
    const now = Math.floor(Date.now() / 1000);
    if (auth === 'expired') authorization = `Bearer ${await sign({ role: 'authenticated', sub: crypto.randomUUID(), iat: now - 7200, exp: now - 3600 })}`;
    if (auth === 'foreign') authorization = `Bearer ${await sign({ role: 'anon', exp: now + 3600 }, 'another-projects-secret-of-32-chars!!')}`;
    const r = await fetch(fnUrl('echo-auth'), { method: 'POST', headers: authorization ? { authorization } : {} });
    expect(r.status).toBe(401);
    expect(await r.json()).toEqual({ msg: 'Invalid JWT' });
  });

  it('takes the anon key as a valid JWT (the function itself then finds no user)', async () => {
    const { data, error } = await anonClient().functions.invoke('echo-auth');
    // Past the gateway: the 401 is the function's own answer, not {"msg":"Invalid JWT"}.
    expect(data).toBeNull();
    expect(error?.name).toBe('FunctionsHttpError');
    const response = (error as { context: Response }).context;
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'not_signed_in' });
  }, 60_000);
});

describe('a verify_jwt = false function (webhook style)', () => {
  it('takes an anonymous POST and sees its raw body byte for byte, and the path without /functions/v1', async () => {
    const raw = Buffer.concat([Buffer.from('{"event": "payment.captured",\n  "amount":29500 }'), Buffer.from([0x00, 0xff, 0xfe, 0x80])]);
    const signature = crypto.createHmac('sha256', 'whsec local').update(raw).digest('hex');
    const r = await fetch(fnUrl('webhook-echo/razorpay/events?attempt=2'), { method: 'POST', body: raw, headers: { 'x-razorpay-signature': signature } });
    expect(r.status).toBe(200);
    expect(Buffer.from(await r.arrayBuffer()).equals(raw)).toBe(true);
    expect(r.headers.get('x-seen-path')).toBe('/webhook-echo/razorpay/events?attempt=2');
    expect(r.headers.get('x-signature-valid')).toBe('true');
  }, 60_000);

  it('resolves dot segments before choosing the function (and its JWT rule), and forwards that path', async () => {
    // Raw requests: fetch would resolve the dots itself.
    const raw = (target: string) =>
      rawRequest(gw.port, `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`, { waitMs: 30_000 });
    const dotted = await raw('/functions/v1/echo-auth/../webhook-echo/./a?b=1');
    expect(dotted.status).toBe(200);
    expect(dotted.text).toMatch(/x-seen-path: \/webhook-echo\/a\?b=1\r\n/i);
    const sneaky = await raw('/functions/v1/webhook-echo/../echo-auth');
    expect(sneaky.status).toBe(401);
    expect(sneaky.text).toContain('{"msg":"Invalid JWT"}');
  }, 60_000);

  it('streams a large body through unchanged, and a wrong signature is caught by the shared helper', async () => {
    const raw = crypto.randomBytes(3 << 20);
    const r = await fetch(fnUrl('webhook-echo'), { method: 'PUT', body: raw, headers: { 'x-razorpay-signature': 'ab'.repeat(32) } });
    expect(r.status).toBe(200);
    expect(Buffer.from(await r.arrayBuffer()).equals(raw)).toBe(true);
    expect(r.headers.get('x-seen-method')).toBe('PUT');
    expect(r.headers.get('x-signature-valid')).toBe('false');
  }, 60_000);
});

describe('no CORS from the gateway', () => {
  it('adds no CORS header to a function answer and passes OPTIONS through to the function', async () => {
    const origin = 'http://localhost:3000';
    const get = await fetch(fnUrl('webhook-echo'), { headers: { origin } });
    expect(get.status).toBe(200);
    const options = await fetch(fnUrl('webhook-echo'), { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
    expect(options.headers.get('x-seen-method')).toBe('OPTIONS');
    for (const r of [get, options]) expect([...r.headers.keys()].filter((k) => k.startsWith('access-control-'))).toEqual([]);
  }, 60_000);

  it("lets a function answer its own preflight (echo-auth with _shared/cors.ts), without a JWT, for the apps' origins only", async () => {
    const ask = (origin: string) =>
      fetch(fnUrl('echo-auth'), { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, apikey' } });
    const app = await ask('http://localhost:3000');
    expect(app.status).toBe(204);
    expect(app.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(app.headers.get('access-control-allow-headers')).toContain('apikey');
    const other = await ask('https://evil.example');
    expect(other.status).toBe(204);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  }, 60_000);
});

describe('the function environment and sandbox', () => {
  const dump = async () => {
    const r = await fetch(fnUrl('env-dump'), { headers: { authorization: `Bearer ${stack().anonKey}` } });
    expect(r.status).toBe(200);
    return (await r.json()) as { env: Record<string, string>; pid: number; write: string; run: string; readOutside: string };
  };

  it("sees hosted's SUPABASE_* variables and the .env secrets, nothing of the gateway's environment", async () => {
    const { env } = await dump();
    const proxies = /^(https?|no)_proxy$/i;
    expect(Object.keys(env).filter((k) => !proxies.test(k)).sort()).toEqual(
      ['ALLOWED_ORIGINS', 'SUPABASE_ANON_KEY', 'SUPABASE_DB_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'SUPABASE_URL', 'TEST_SECRET', 'WEBHOOK_SECRET'].sort(),
    );
    // A reserved name in .env does not override the platform's value (hosted refuses such secrets).
    expect(env.SUPABASE_URL).toBe(gw.url);
    expect(env.SUPABASE_ANON_KEY).toBe(stack().anonKey);
    expect(env.SUPABASE_SERVICE_ROLE_KEY).toBe(stack().serviceKey);
    expect(env.SUPABASE_DB_URL).toBe(stack().dbUrl);
    expect(env.TEST_SECRET).toBe('from-dotenv');
    expect(env.WEBHOOK_SECRET).toBe('whsec local');
    expect(env.GATEWAY_ONLY_SECRET).toBeUndefined();
  }, 60_000);

  it('cannot write files, start processes or read outside its folder', async () => {
    const d = await dump();
    expect(d.write).toBe('NotCapable');
    expect(d.run).toBe('NotCapable');
    expect(d.readOutside).toBe('NotCapable');
  }, 60_000);

  it('reuses one worker per function and starts a new one after it dies', async () => {
    const first = await dump();
    expect((await dump()).pid).toBe(first.pid);
    process.kill(first.pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
    const next = await dump();
    expect(next.pid).not.toBe(first.pid);
  }, 60_000);
});

describe('editing a function', () => {
  it('serves the new code on the next call', async () => {
    const dir = path.join(tmp, 'functions', 'reload-me');
    const write = (v: string) => fs.writeFileSync(path.join(dir, 'index.ts'), `Deno.serve(() => new Response('${v}'));\n`);
    fs.mkdirSync(dir, { recursive: true });
    write('v1');
    const call = async () => (await fetch(fnUrl('reload-me'), { headers: { authorization: `Bearer ${stack().anonKey}` } })).text();
    expect(await call()).toBe('v1');
    write('v2');
    await expect.poll(call, { timeout: 10_000, interval: 200 }).toBe('v2');
  }, 60_000);
});

describe('failures end in a clear answer, never a gateway crash', () => {
  it('cuts a function that never answers at the idle timeout with 504 IDLE_TIMEOUT', async () => {
    const t = Date.now();
    const r = await fetch(`${impatientGw.url}/functions/v1/hang`, { method: 'POST', body: 'x' });
    const took = Date.now() - t;
    expect(r.status).toBe(504);
    expect(r.headers.get('sb-error-code')).toBe('IDLE_TIMEOUT');
    expect(((await r.json()) as { code: string }).code).toBe('IDLE_TIMEOUT');
    expect(took).toBeGreaterThanOrEqual(SHORT_IDLE_TIMEOUT_MS - 50);
    expect(took).toBeLessThan(SHORT_IDLE_TIMEOUT_MS + 5000);
  }, 60_000);

  it('answers 546 WORKER_LIMIT when a function passes its 256 MB, and the gateway keeps serving', async () => {
    const auth = { authorization: `Bearer ${stack().anonKey}` };
    const r = await fetch(fnUrl('hog'), { headers: auth });
    expect(r.status).toBe(546);
    expect(r.headers.get('sb-error-code')).toBe('WORKER_LIMIT');
    expect((await fetch(fnUrl('env-dump'), { headers: auth })).status).toBe(200);
  }, 60_000);

  it('answers a function that does not compile with 503 BOOT_ERROR, and keeps serving', async () => {
    for (let i = 0; i < 2; i++) {
      const r = await fetch(fnUrl('broken'), { headers: { authorization: `Bearer ${stack().anonKey}` } });
      expect(r.status).toBe(503);
      expect(r.headers.get('sb-error-code')).toBe('BOOT_ERROR');
      expect(await r.json()).toEqual({ code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
    }
    expect((await fetch(`${gw.url}/health`)).status).toBe(200);
  }, 60_000);

  it('404s an unknown function, the shared folder and the bare prefix; 405s other methods', async () => {
    const auth = { authorization: `Bearer ${stack().anonKey}` };
    for (const p of ['nope', '_shared', '_shared/cors.ts', '..%2Fconfig', '']) {
      const r = await fetch(fnUrl(p), { headers: auth });
      expect(r.status, p).toBe(404);
      expect(((await r.json()) as { code: string }).code).toBe('NOT_FOUND');
    }
    expect((await fetch(fnUrl('webhook-echo'), { method: 'HEAD' })).status).toBe(405);
  });
});

describe('the stack serves supabase/functions', () => {
  it('answers echo-auth for a signed-in user on the stack gateway', async () => {
    const email = uniqueEmail('stackfn');
    const user = await confirmedUser(email, 'Test@12345');
    const c = client();
    await c.auth.signInWithPassword({ email, password: 'Test@12345' });
    const { data, error } = await c.functions.invoke('echo-auth', { method: 'GET' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ userId: user.id, path: '/echo-auth' });
  }, 60_000);

  it('type-checks every function with deno check (strict)', async () => {
    const dir = path.join(repoRoot, 'supabase', 'functions');
    const entries = fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !d.name.startsWith('_') && fs.existsSync(path.join(dir, d.name, 'index.ts')))
      .map((d) => path.join(dir, d.name, 'index.ts'));
    expect(entries.length).toBeGreaterThan(0);
    const files = [...entries, ...fs.readdirSync(path.join(dir, '_shared')).map((f) => path.join(dir, '_shared', f)), ...['env-dump', 'webhook-echo'].map((f) => path.join(tmp, 'functions', f, 'index.ts'))];
    const { stderr } = await promisify(execFile)(denoBinary(), ['check', '--quiet', '--no-config', ...files], {
      env: { DENO_DIR: denoDir, DENO_NO_PACKAGE_JSON: '1', NO_COLOR: '1', DENO_TLS_CA_STORE: 'system,mozilla', ...(process.env.NODE_EXTRA_CA_CERTS ? { DENO_CERT: process.env.NODE_EXTRA_CA_CERTS } : {}) },
    }).catch((e: { stderr: string }) => ({ stderr: e.stderr }));
    expect(stderr).toBe('');
  }, 120_000);
});
