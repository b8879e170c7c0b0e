// Attacks on the auth API that once broke it: a NUL byte in an email gave a
// 500 (Postgres refuses NUL in text), and nothing limited how often anyone
// could sign up, sign in, refresh or make the server send email.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { authConfigFromEnv, type AuthConfig, type RateLimits } from '../../src/auth/auth-config.ts';
import { createGoogleFlow } from '../../src/auth/google.ts';
import { createMailer } from '../../src/auth/mailer.ts';
import { createAuthHandler } from '../../src/auth/routes.ts';
import { tokenBucket } from '../../src/auth/rate-limit.ts';
import { createSmsInbox } from '../../src/auth/sms-inbox.ts';
import { confirmedUser, signedInUser, stack, uniqueEmail, uniquePhone } from '../helpers.ts';

async function post(base: string, path: string, body: unknown, token?: string, method = 'POST') {
  const s = stack();
  const r = await fetch(`${base}${path}`, {
    method,
    headers: { apikey: s.anonKey, authorization: `Bearer ${token ?? s.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: r.status, body: (await r.json()) as { code?: string; msg?: string } };
}

describe('NUL bytes in an email', () => {
  it('answer 400 validation_failed in GoTrue shape on sign-up, password grant, recovery and PUT /user', async () => {
    const base = stack().url + '/auth/v1';
    const evil = 'victim\u0000@utsav.test';
    for (const [path, body] of [
      ['/signup', { email: evil, password: 'Test@12345' }],
      ['/token?grant_type=password', { email: evil, password: 'Test@12345' }],
      ['/recover', { email: evil }],
      ['/resend', { type: 'signup', email: evil }],
    ] as const) {
      const r = await post(base, path, body);
      expect(r.status, path).toBe(400);
      expect(r.body.code, path).toBe('validation_failed');
    }
    const { session } = await signedInUser('nul.update');
    const upd = await post(base, '/user', { email: evil }, session.access_token, 'PUT');
    expect(upd.status).toBe(400);
    expect(upd.body.code).toBe('validation_failed');
  });
});

describe('rate limits (hosted defaults, raised for the test stack)', () => {
  const servers: http.Server[] = [];
  const pools: pg.Pool[] = [];
  afterAll(async () => {
    for (const s of servers) await new Promise((r) => s.close(r));
    for (const p of pools) await p.end();
  });

  /** A second GoTrue on the test database with low limits, as a hosted project would have them. */
  async function limitedAuth(limits: Partial<RateLimits>, settings: Partial<AuthConfig> = {}) {
    const pool = new pg.Pool({ connectionString: stack().dbUrl, max: 3 });
    pools.push(pool);
    const base = authConfigFromEnv({ smtp: { host: '127.0.0.1', port: stack().smtpPort }, emailMaxFrequency: 0, ...settings });
    const config = { ...base, rateLimits: { ...base.rateLimits, ...limits } };
    const server = http.createServer();
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const ctx = { pool, jwtSecret: stack().jwtSecret, url, config, mailer: createMailer(config), sms: createSmsInbox(config.rateLimits.smsSent) };
    const handle = createAuthHandler(ctx, await createGoogleFlow(ctx));
    server.on('request', (req, res) => {
      const u = new URL(req.url!, url);
      void handle(req, res, u.pathname.replace(/^\/auth\/v1/, ''), u.searchParams);
    });
    return `${url}/auth/v1`;
  }

  it('refuses the 4th password sign-in from one address with 429 over_request_rate_limit', async () => {
    const base = await limitedAuth({ signInSignUps: 3 });
    const email = uniqueEmail('limited');
    await confirmedUser(email, 'Test@12345');
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await post(base, '/token?grant_type=password', { email, password: 'Wrong@12345' })).status);
    expect(codes).toEqual([400, 400, 400, 429]);
    const blocked = await post(base, '/token?grant_type=password', { email, password: 'Test@12345' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('over_request_rate_limit');
  });

  /** A wrong password sign-in sent from `localAddress` (a loopback address) with the given X-Forwarded-For. */
  function signInFrom(base: string, email: string, forwardedFor: string, localAddress = '127.0.0.1'): Promise<number> {
    const url = new URL(`${base}/token?grant_type=password`);
    const body = JSON.stringify({ email, password: 'Wrong@12345' });
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          localAddress,
          method: 'POST',
          path: url.pathname + url.search,
          headers: { apikey: stack().anonKey, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': forwardedFor },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  it('keys on the connection, not on an X-Forwarded-For the client writes (a new one per request escapes nothing)', async () => {
    const base = await limitedAuth({ signInSignUps: 3 });
    const email = uniqueEmail('forged.xff');
    await confirmedUser(email, 'Test@12345');
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push(await signInFrom(base, email, `1.2.3.${4 + i}`));
    expect(codes).toEqual([400, 400, 400, 429]);
  });

  it('behind a trusted proxy, keys on the address that proxy appended, whatever the client put before it', async () => {
    const base = await limitedAuth({ signInSignUps: 2 }, { trustedProxies: ['127.0.0.1'] });
    const email = uniqueEmail('proxied.xff');
    await confirmedUser(email, 'Test@12345');
    const first: number[] = [];
    for (let i = 0; i < 3; i++) first.push(await signInFrom(base, email, `1.2.3.${4 + i}, 203.0.113.10`));
    expect(first).toEqual([400, 400, 429]);
    // Another client behind the same proxy has its own bucket.
    expect(await signInFrom(base, email, '203.0.113.11')).toBe(400);
    // A connection that is not the proxy is keyed on itself: claiming the limited address neither
    // borrows that bucket's exhaustion nor escapes its own.
    expect(await signInFrom(base, email, '203.0.113.10', '127.0.0.8')).toBe(400);
    expect(await signInFrom(base, email, '203.0.113.12', '127.0.0.8')).toBe(400);
    expect(await signInFrom(base, email, '203.0.113.13', '127.0.0.8')).toBe(429);
  });

  it('limits the emails sent per hour with 429 over_email_send_rate_limit', async () => {
    const base = await limitedAuth({ emailSent: 1 });
    const a = uniqueEmail('mail.a');
    const b = uniqueEmail('mail.b');
    await confirmedUser(a, 'Test@12345');
    await confirmedUser(b, 'Test@12345');
    expect((await post(base, '/recover', { email: a })).status).toBe(200);
    const second = await post(base, '/recover', { email: b });
    expect(second.status).toBe(429);
    expect(second.body.code).toBe('over_email_send_rate_limit');
    // A sign-up that cannot send its email is not created half-way.
    const c = uniqueEmail('mail.c');
    expect((await post(base, '/signup', { email: c, password: 'Test@12345' })).body.code).toBe('over_email_send_rate_limit');
    const again = await post(stack().url + '/auth/v1', '/signup', { email: c, password: 'Test@12345' });
    expect(again.status).toBe(200);
    expect((again.body as { identities?: unknown[] }).identities).toHaveLength(1);
  });

  it('limits the texts sent per hour with 429 over_sms_send_rate_limit, creating no half-made user', async () => {
    const base = await limitedAuth({ smsSent: 1 });
    expect((await post(base, '/otp', { phone: uniquePhone() })).status).toBe(200);
    const second = uniquePhone();
    const r = await post(base, '/otp', { phone: second });
    expect(r.status).toBe(429);
    expect(r.body.code).toBe('over_sms_send_rate_limit');
    const rows = await pools[pools.length - 1]!.query('select 1 from auth.users where phone = $1', [second.slice(1)]);
    expect(rows.rowCount).toBe(0);
  });

  it('limits one-time-code requests per address (the OTP bucket)', async () => {
    const base = await limitedAuth({ otp: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(base, '/otp', { phone: uniquePhone() })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('limits token refreshes per address', async () => {
    const base = await limitedAuth({ tokenRefresh: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(base, '/token?grant_type=refresh_token', { refresh_token: 'nope' })).status);
    expect(statuses).toEqual([400, 400, 429]);
  });

  it('refills the bucket over time at the configured rate', () => {
    let now = 0;
    const bucket = tokenBucket(2, 300, () => now);
    bucket.take('ip');
    bucket.take('ip');
    expect(() => bucket.take('ip')).toThrow(/rate limit/);
    now += 150_000; // half the window: one request's worth
    expect(() => bucket.take('ip')).not.toThrow();
    expect(() => bucket.take('ip')).toThrow(/rate limit/);
  });
});
