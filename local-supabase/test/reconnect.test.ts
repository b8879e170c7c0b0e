// The stack's pieces come back by themselves: after Postgres drops every
// connection of the gateway (as in a Postgres restart) auth and realtime work
// again without a restart, and after the gateway itself restarts, supabase-js
// clients reconnect, rejoin their channels and get changes again.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { realtimeTable, stack, uniqueEmail, withAdminDb, withDb } from './helpers.ts';
import { ownGateway } from './security/own-gateway.ts';

type Change = { new: { body: string } };

function live(c: SupabaseClient, name: string) {
  const got: Change[] = [];
  const system: { status: string }[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    c.channel(name)
      .on('postgres_changes' as never, { event: 'INSERT', schema: 'public', table: 'ls_rt_restart' }, (p: Change) => got.push(p))
      .on('system', {}, (p: { status: string; extension: string }) => {
        if (p.extension !== 'postgres_changes') return;
        system.push(p);
        if (p.status === 'ok') resolve();
      })
      .subscribe((s: string) => s === 'CHANNEL_ERROR' && reject(new Error(s)));
  });
  return { got, system, ready };
}

const insert = (body: string) => withDb((db) => db.query(`insert into public.ls_rt_restart (body) values ($1)`, [body]));

describe('reconnecting', () => {
  const clients: SupabaseClient[] = [];
  beforeAll(async () => {
    await realtimeTable('ls_rt_restart', { columns: 'id bigserial primary key, body text', readableBy: 'everyone' });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.removeAllChannels()));
  });

  it('auth, REST and realtime work again after Postgres ends all the gateway’s connections', async () => {
    // A gateway of its own: ending the shared stack's connections would disturb the suites running beside this one.
    const gw = await ownGateway();
    const make = () =>
      createClient(gw.url, stack().anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as never },
      });
    const c = make();
    try {
      const sub = live(c, 'after-db-drop');
      await sub.ready;
      expect(sub.system).toHaveLength(1);
      // An auth call first, so the gateway's pool holds connections to lose.
      expect((await make().auth.signUp({ email: uniqueEmail('reconnect.before'), password: 'Test@12345' })).error).toBeNull();
      // The LISTEN connection, realtime's re-reads and auth's pool all lose their backends, as in a Postgres restart.
      const killed = await withAdminDb((admin) =>
        admin.query(`select application_name, pg_terminate_backend(pid) from pg_stat_activity where application_name = any($1)`, [gw.connectionNames]),
      );
      expect(killed.rows.map((r) => r.application_name)).toEqual(expect.arrayContaining([gw.connectionNames[0], gw.connectionNames[2]]));
      // Sign-up goes through the gateway's pool. (Another client: a session on the subscriber's client
      // would change its realtime token, and a token change reopens the subscription gap.) A request
      // that catches a connection in the instant it is being ended may fail (a 5xx, which supabase-js
      // treats as retryable); the pool replaces its connections and the next ones succeed.
      await expect
        .poll(async () => (await make().auth.signUp({ email: uniqueEmail('reconnect'), password: 'Test@12345' })).error, { timeout: 10_000 })
        .toBeNull();
      const rest = await fetch(`${gw.url}/rest/v1/ls_rt_restart?select=id&limit=1`, { headers: { apikey: stack().anonKey } });
      expect(rest.status).toBe(200);
      // Once LISTEN is back the channel is told again, as a resubscription is on hosted: clients catch up then.
      await expect.poll(() => sub.system.length, { timeout: 15_000 }).toBe(2);
      expect(sub.system[1]).toMatchObject({ status: 'ok' });
      await insert('after the drop');
      await expect.poll(() => sub.got.map((g) => g.new.body), { timeout: 10_000 }).toEqual(['after the drop']);
    } finally {
      await c.removeAllChannels();
      await gw.stop();
    }
  }, 45_000);

  it('a supabase-js client rejoins its channel after the gateway restarts, and gets changes again', async () => {
    let gw = await ownGateway();
    const port = gw.port;
    const c = createClient(gw.url, stack().anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never },
    });
    clients.push(c);
    const sub = live(c, 'across-restart');
    await sub.ready;
    await insert('before the restart');
    await expect.poll(() => sub.got.length, { timeout: 10_000 }).toBe(1);

    await gw.stop();
    gw = await ownGateway({ port });
    try {
      // realtime-js reconnects with back-off and rejoins; the server accepts the rejoin and goes live again.
      await expect.poll(() => sub.system.filter((m) => m.status === 'ok').length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
      await insert('after the restart');
      await expect.poll(() => sub.got.map((g) => g.new.body), { timeout: 10_000 }).toEqual(['before the restart', 'after the restart']);
    } finally {
      await c.removeAllChannels();
      await gw.stop();
    }
  }, 45_000);
});
