// A bad day: the gateway, PostgREST and Postgres are killed (SIGKILL) in turn while a light
// load writes and reads. The stack must bring each back by itself; a signed-in supabase-js
// client (what the browser runs) keeps its session and its realtime subscription without
// signing in or subscribing again; and no row whose commit was acknowledged is lost.
// Its own stack: killing the shared test stack's children would break the other suites.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startStack, type Stack } from '../src/stack.ts';
import { freePort } from './free-port.ts';

let stack: Stack;
let tmp: string;
let user: SupabaseClient;
let userId: string;
let channel: RealtimeChannel;
const received: string[] = [];
const acknowledged: number[] = [];
let loadRunning = true;
let load: Promise<void>;
const recoveries: Record<string, number> = {};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const v = await fn();
      if (v !== undefined) return v;
    } catch (e) {
      last = e;
    }
    await sleep(100);
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms${last ? ` (last error: ${(last as Error).message})` : ''}`);
}

/** One superuser statement on a fresh connection (the server may have just restarted). */
async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<pg.QueryResult<T>> {
  const db = new pg.Client({ connectionString: stack.dbUrl, connectionTimeoutMillis: 5000 });
  db.on('error', () => {});
  await db.connect();
  try {
    return await db.query<T>(text, values);
  } finally {
    await db.end().catch(() => {});
  }
}

/** Light load: a committed write every ~100 ms (kept when acknowledged) and a REST read through the gateway. */
async function runLoad(): Promise<void> {
  let db: pg.Client | undefined;
  let n = 0;
  while (loadRunning) {
    try {
      if (!db) {
        const c = new pg.Client({ connectionString: stack.dbUrl, connectionTimeoutMillis: 3000 });
        c.on('error', () => {});
        await c.connect();
        db = c;
      }
      // int, not bigint: node-postgres hands bigint back as a string.
      const { rows } = await db.query<{ id: number }>('insert into recovery_probe (n) values ($1) returning id', [n++]);
      acknowledged.push(rows[0]!.id);
    } catch {
      await db?.end().catch(() => {});
      db = undefined;
    }
    await user
      .from('profiles')
      .select('id')
      .eq('id', userId)
      .then(
        () => undefined,
        () => undefined,
      );
    await sleep(100);
  }
  await db?.end().catch(() => {});
}

/** The user's own session still answers, through auth and REST, with the same tokens. */
async function sessionWorks(): Promise<true | undefined> {
  const { data: me, error } = await user.auth.getUser();
  if (error || me.user?.id !== userId) return undefined;
  const { data, error: restError } = await user.from('profiles').select('id').eq('id', userId);
  return !restError && data?.length === 1 ? true : undefined;
}

/** The subscription, untouched since it was made, delivers a new notification again. */
async function realtimeDelivers(label: string): Promise<void> {
  await until(`realtime delivery after ${label}`, async () => {
    const title = `${label} ${Date.now()}`;
    await sql("insert into public.notifications (user_id, title, message) values ($1, $2, 'recovery test')", [userId, title]);
    const deadline = Date.now() + 3000;
    while (Date.now() < deadline) {
      if (received.includes(title)) return true;
      await sleep(100);
    }
    return undefined; // possibly inserted while the channel was rejoining: try another
  });
}

async function killAndRecover(label: string, pidOf: () => number | undefined) {
  const before = pidOf();
  expect(before, `${label} runs before the kill`).toBeDefined();
  const tokenBefore = (await user.auth.getSession()).data.session?.access_token;
  const killedAt = Date.now();
  process.kill(before!, 'SIGKILL');
  await until(`${label} restarted`, async () => {
    const pid = pidOf();
    return pid !== undefined && pid !== before ? pid : undefined;
  });
  await until(`the session working after ${label} was killed`, sessionWorks);
  recoveries[label] = Date.now() - killedAt;
  expect((await user.auth.getSession()).data.session?.access_token).toBe(tokenBefore);
  await realtimeDelivers(label);
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-recovery-'));
  fs.chmodSync(tmp, 0o755);
  stack = await startStack({
    dataDir: path.join(tmp, 'pg'),
    secretsFile: path.join(tmp, 'secrets.json'),
    ports: { api: await freePort(), db: await freePort(), rest: await freePort() },
    mailPorts: { smtp: await freePort(), web: await freePort() },
    seed: false,
    quiet: true,
    writeRuntimeConfig: false,
  });
  await sql('create table public.recovery_probe (id int generated always as identity primary key, n int not null)');

  const admin = createClient(stack.url, stack.serviceKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
  const email = `recovery.${Date.now()}@utsav.test`;
  const created = await admin.auth.admin.createUser({ email, password: 'Test@12345', email_confirm: true, user_metadata: { full_name: 'Recovery Test' } });
  if (created.error || !created.data.user) throw created.error ?? new Error('no user');
  userId = created.data.user.id;
  user = createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  const signIn = await user.auth.signInWithPassword({ email, password: 'Test@12345' });
  if (signIn.error) throw signIn.error;
  user.realtime.setAuth(signIn.data.session!.access_token);

  channel = user
    .channel('recovery')
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` }, (p) => {
      received.push(String((p.new as { title: string }).title));
    });
  await new Promise<void>((resolve, reject) =>
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR') reject(err ?? new Error(status));
    }),
  );
  await realtimeDelivers('start');
  load = runLoad();
}, 120_000);

afterAll(async () => {
  loadRunning = false;
  await load;
  await user?.removeAllChannels();
  await stack?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
  // Stopping waits for each child to exit (no orphans); on a loaded machine that can take a while.
}, 120_000);

it('recovers from the gateway, PostgREST and Postgres being killed, losing no session, subscription or committed row', async () => {
  await killAndRecover('gateway', () => stack.gatewayPid());
  await killAndRecover('postgrest', () => stack.postgrestPid());
  const writesBeforePostgresKill = acknowledged.length;
  await killAndRecover('postgres', () => stack.postgresPid());
  // The load writes again on the restarted server (so the check below spans the crash).
  await until('a write after the Postgres restart', async () => (acknowledged.length > writesBeforePostgresKill + 1 ? true : undefined));

  // Every write whose commit was acknowledged, before, between and after the kills, is there.
  loadRunning = false;
  await load;
  expect(acknowledged.length).toBeGreaterThan(0);
  const { rows } = await sql<{ id: number }>('select id from public.recovery_probe');
  const stored = new Set(rows.map((r) => r.id));
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  console.log(`[recovery] back (session + REST) after: ${JSON.stringify(recoveries)} ms; ${acknowledged.length} acknowledged writes, none lost`);
}, 240_000);
