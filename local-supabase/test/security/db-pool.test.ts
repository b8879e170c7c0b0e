// Finding: ten parallel refreshes of one's own token, or ten simultaneous sign-ins,
// deadlocked the gateway's database pool. Each request held a pooled connection (its
// transaction) while it waited for a second one to build the session's JSON, and pool
// waits never timed out: once every connection was held that way, sign-in, refresh and
// every function's getUser hung for all users until a restart. The gateway here has a
// pool of 4, so ten requests are more than enough to hold all of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, signedInUser, stack, uniqueEmail, withAdminDb } from '../helpers.ts';
import { ownGateway } from './own-gateway.ts';

/** Long enough for ten bcrypt checks on two busy cores; a deadlock never answers at all. */
const HANG = 30_000;

let gw: Awaited<ReturnType<typeof ownGateway>>;
beforeAll(async () => {
  // Short enough for the starved request of the last test to be answered soon, long enough that a busy
  // machine's ten short transactions never wait that long for each other.
  gw = await ownGateway({ dbAcquireTimeoutMs: 5_000 });
});
afterAll(() => gw?.stop());

const post = (path: string, body: unknown, apikey: string) =>
  fetch(`${gw.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(HANG),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as { code?: string; access_token?: string; refresh_token?: string } }));

const getUser = (token: string, apikey: string) =>
  fetch(`${gw.url}/auth/v1/user`, { headers: { apikey, authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(HANG) });

describe('database pool', () => {
  it('ten parallel refreshes of one token all answer, and the pool is free afterwards', async () => {
    const { session } = await signedInUser('pool.refresh');
    const apikey = stack().anonKey;
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/token?grant_type=refresh_token', { refresh_token: session.refresh_token }, apikey)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    // One rotation: every caller got the same child (the others within the reuse interval).
    expect(new Set(answers.map((a) => a.body.refresh_token)).size).toBe(1);
    const me = await getUser(answers[0]!.body.access_token!, apikey);
    expect(me.status).toBe(200);
  }, 90_000);

  it('ten simultaneous sign-ins all answer, and the pool is free afterwards', async () => {
    const apikey = stack().anonKey;
    const email = uniqueEmail('pool.signin');
    await confirmedUser(email, 'Test@12345');
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/token?grant_type=password', { email, password: 'Test@12345' }, apikey)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const me = await getUser(answers[9]!.body.access_token!, apikey);
    expect(me.status).toBe(200);
  }, 90_000);

  it('a request that cannot get a connection in time is answered 503, not left hanging', async () => {
    const apikey = stack().anonKey;
    const { session } = await signedInUser('pool.busy');
    // A lock on the token's row keeps every refresh of it holding its connection, so the
    // gateway's four are all taken until the lock goes.
    await withAdminDb(async (db) => {
      await db.query('begin');
      await db.query('select 1 from auth.refresh_tokens where token = $1 for update', [session.refresh_token]);
      const held = Array.from({ length: 4 }, () => post('/token?grant_type=refresh_token', { refresh_token: session.refresh_token }, apikey));
      // Let the four reach the lock before the fifth asks for a connection.
      await waitFor(() =>
        db
          .query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where application_name = $1 and wait_event_type = 'Lock'`, [gw.connectionNames[0]])
          .then((r) => r.rows[0]!.n >= 4),
      );
      const starved = await getUser(session.access_token, apikey);
      expect(starved.status).toBe(503);
      expect(((await starved.json()) as { code?: string }).code).toBe('unexpected_failure');
      await db.query('rollback');
      const after = await Promise.all(held);
      expect(after.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    });
    const me = await getUser(session.access_token, apikey);
    expect(me.status).toBe(200);
  }, 90_000);
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
