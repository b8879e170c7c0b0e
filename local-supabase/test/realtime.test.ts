// Realtime postgres_changes through unmodified supabase-js (vsn 2.0.0) and a
// raw vsn 1.0.0 Phoenix socket: delivery only to subscribers RLS lets see the row.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { client, realtimeTable, signedInUser, stack, tableExists, withDb } from './helpers.ts';

type Got = { eventType: string; new: Record<string, unknown>; old: Record<string, unknown> };

/**
 * Subscribes and resolves once the change feed is live: as on hosted, the join reply (SUBSCRIBED)
 * comes first and the `system` "Subscribed to PostgreSQL" message when changes start to flow.
 */
function subscribe(c: SupabaseClient, name: string, opts: { event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; table: string; filter?: string }) {
  const got: Got[] = [];
  const system: { status: string; message: string }[] = [];
  let channel!: RealtimeChannel;
  const ready = new Promise<void>((resolve, reject) => {
    channel = c
      .channel(name)
      .on('postgres_changes' as never, { event: opts.event, schema: 'public', table: opts.table, ...(opts.filter ? { filter: opts.filter } : {}) }, (p: Got) => got.push(p))
      .on('system', {}, (p: { status: string; message: string; extension: string }) => {
        if (p.extension !== 'postgres_changes') return;
        system.push(p);
        if (p.status === 'ok') resolve();
        else reject(new Error(p.message));
      })
      .subscribe((status: string, err?: Error) => {
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
      });
  });
  return { got, ready, channel, system };
}

async function until(cond: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out waiting for a realtime message');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const clients: SupabaseClient[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
});

describe('realtime (postgres_changes)', () => {
  beforeAll(async () => {
    await realtimeTable('ls_rt_items', { columns: 'id bigserial primary key, owner_id uuid not null, body text', readableBy: 'owner' });
  });

  it('delivers an INSERT to the subscriber RLS lets see it and withholds it from another', async () => {
    const a = await signedInUser('rt.a');
    const b = await signedInUser('rt.b');
    clients.push(a.client, b.client);
    const subA = subscribe(a.client, 'items-a', { event: 'INSERT', table: 'ls_rt_items' });
    const subB = subscribe(b.client, 'items-b', { event: 'INSERT', table: 'ls_rt_items' });
    await Promise.all([subA.ready, subB.ready]);

    await withDb((db) => db.query(`insert into public.ls_rt_items (owner_id, body) values ($1, 'for A'), ($2, 'for B')`, [a.user.id, b.user.id]));
    await until(() => subA.got.length >= 1 && subB.got.length >= 1);
    // Changes arrive in commit order, so by the time B has its own row, A's would have come first.
    expect(subA.got.map((g) => g.new.body)).toEqual(['for A']);
    expect(subB.got.map((g) => g.new.body)).toEqual(['for B']);
    expect(subA.got[0]).toMatchObject({ eventType: 'INSERT', new: { owner_id: a.user.id } });
    expect(typeof subA.got[0]!.new.id).toBe('number');
  });

  it('applies eq filters and delivers UPDATE and DELETE (the deleted row as its primary key only)', async () => {
    const a = await signedInUser('rt.f');
    clients.push(a.client);
    const all = subscribe(a.client, 'items-all', { event: '*', table: 'ls_rt_items', filter: `owner_id=eq.${a.user.id}` });
    const other = subscribe(a.client, 'items-other', { event: '*', table: 'ls_rt_items', filter: 'body=eq.nothing-matches' });
    const deletes = subscribe(a.client, 'items-deletes', { event: 'DELETE', table: 'ls_rt_items' });
    await Promise.all([all.ready, other.ready, deletes.ready]);
    // Each step waits for its event: like Supabase, an INSERT/UPDATE is checked against the row as it
    // is when the change is processed, so a row already deleted again is not delivered.
    const id = await withDb(async (db) => {
      const r = await db.query(`insert into public.ls_rt_items (owner_id, body) values ($1, 'v1') returning id`, [a.user.id]);
      await until(() => all.got.length >= 1);
      await db.query(`update public.ls_rt_items set body = 'v2' where id = $1`, [r.rows[0].id]);
      await until(() => all.got.length >= 2);
      await db.query(`delete from public.ls_rt_items where id = $1`, [r.rows[0].id]);
      await until(() => deletes.got.some((g) => g.old.id === Number(r.rows[0].id)));
      return Number(r.rows[0].id);
    });
    expect(all.got.map((g) => g.eventType)).toEqual(['INSERT', 'UPDATE']);
    expect(all.got[1]!.new).toMatchObject({ id, body: 'v2' });
    // As hosted: under RLS a DELETE carries the primary key only, and a filter on another column
    // cannot be evaluated against it, so the filtered channels do not get the DELETE.
    expect(deletes.got.find((g) => g.old.id === id)!.old).toEqual({ id });
    expect(other.got).toEqual([]);
  });

  it('delivers the data model notifications only to their owner', async () => {
    if (!(await tableExists('notifications'))) return;
    const a = await signedInUser('rt.notify.a');
    const b = await signedInUser('rt.notify.b');
    clients.push(a.client, b.client);
    const subA = subscribe(a.client, 'bell-a', { event: 'INSERT', table: 'notifications', filter: `user_id=eq.${a.user.id}` });
    const subB = subscribe(b.client, 'bell-b', { event: 'INSERT', table: 'notifications' });
    await Promise.all([subA.ready, subB.ready]);
    const service = client('service');
    const first = await service.from('notifications').insert({ user_id: a.user.id, title: 'Booking accepted', message: 'Your pandit booking was accepted', type: 'booking' });
    expect(first.error).toBeNull();
    const second = await service.from('notifications').insert({ user_id: b.user.id, title: 'Welcome', message: 'Welcome to Utsav', type: 'system' });
    expect(second.error).toBeNull();
    await until(() => subA.got.length >= 1 && subB.got.length >= 1);
    expect(subA.got.map((g) => g.new.title)).toEqual(['Booking accepted']);
    expect(subB.got.map((g) => g.new.title)).toEqual(['Welcome']);
  });

  it('speaks Phoenix vsn 1.0.0: heartbeat, binding echo, access_token, leave', async () => {
    const s = stack();
    const user = await signedInUser('rt.raw');
    const ws = new WebSocket(`${s.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${s.anonKey}&vsn=1.0.0`);
    const inbox: Record<string, unknown>[] = [];
    ws.on('message', (d) => inbox.push(JSON.parse(d.toString())));
    await new Promise((r) => ws.once('open', r));
    const push = (m: object) => ws.send(JSON.stringify(m));
    const replyTo = async (ref: string) => {
      await until(() => inbox.some((m) => m.ref === ref));
      return inbox.find((m) => m.ref === ref) as { event: string; payload: { status: string; response: Record<string, unknown> } };
    };
    push({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '1' });
    expect((await replyTo('1')).payload).toEqual({ status: 'ok', response: {} });

    const bindings = [
      { event: 'INSERT', schema: 'public', table: 'ls_rt_items', filter: `owner_id=eq.${user.user.id}` },
      { event: '*', schema: 'public', table: 'ls_rt_items' },
    ];
    push({ topic: 'realtime:raw', event: 'phx_join', ref: '2', join_ref: '2', payload: { config: { postgres_changes: bindings }, access_token: user.session.access_token } });
    const join = await replyTo('2');
    expect(join.payload.status).toBe('ok');
    const echoed = join.payload.response.postgres_changes as { id: number }[];
    expect(echoed.map(({ id: _id, ...rest }) => rest)).toEqual(bindings);
    expect(new Set(echoed.map((e) => e.id)).size).toBe(2);

    // The feed is live once the server says so, after the join reply.
    await until(() => inbox.some((m) => m.event === 'system'));
    expect(inbox.find((m) => m.event === 'system')!.payload).toEqual({ channel: 'raw', extension: 'postgres_changes', message: 'Subscribed to PostgreSQL', status: 'ok' });
    expect(inbox.findIndex((m) => m.event === 'system')).toBeGreaterThan(inbox.findIndex((m) => m.ref === '2'));
    // The same token again changes nothing (no resubscription, no gap).
    push({ topic: 'realtime:raw', event: 'access_token', ref: '3', join_ref: '2', payload: { access_token: user.session.access_token } });
    await withDb((db) => db.query(`insert into public.ls_rt_items (owner_id, body) values ($1, 'raw')`, [user.user.id]));
    await until(() => inbox.some((m) => m.event === 'postgres_changes'));
    const change = inbox.find((m) => m.event === 'postgres_changes') as { payload: { ids: number[]; data: { type: string; record: { body: string }; columns: { name: string }[] } } };
    expect(change.payload.ids.sort()).toEqual(echoed.map((e) => e.id).sort());
    expect(change.payload.data.type).toBe('INSERT');
    expect(change.payload.data.record.body).toBe('raw');
    expect(change.payload.data.columns.map((c) => c.name)).toEqual(['id', 'owner_id', 'body']);

    push({ topic: 'realtime:raw', event: 'phx_leave', ref: '4', join_ref: '2', payload: {} });
    expect((await replyTo('4')).payload.status).toBe('ok');
    ws.close();
  });

  it('refuses a join with a bad token or filter syntax, and reports unusable bindings as a system error', async () => {
    const s = stack();
    const ws = new WebSocket(`${s.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${s.anonKey}&vsn=2.0.0`);
    const inbox: unknown[][] = [];
    ws.on('message', (d) => inbox.push(JSON.parse(d.toString())));
    await new Promise((r) => ws.once('open', r));
    ws.send(JSON.stringify(['1', '1', 'realtime:x', 'phx_join', { config: { postgres_changes: [] }, access_token: 'garbage' }]));
    ws.send(JSON.stringify(['2', '2', 'realtime:y', 'phx_join', { config: { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 't', filter: 'id=like.x' }] } }]));
    await until(() => inbox.length >= 2);
    for (const m of inbox) expect((m[4] as { status: string }).status).toBe('error');

    // As hosted: the join itself succeeds, the subscription then fails with a `system` error.
    const cases = [
      ['3', 'realtime:z', { event: 'INSERT', schema: 'public', table: 'no_such_table' }, /Realtime is enabled/],
      ['4', 'realtime:w', { event: '*', schema: 'public', table: 'ls_rt_items', filter: 'nope=eq.1' }, /invalid column for filter nope/],
      ['5', 'realtime:v', { event: '*', schema: 'public', table: 'ls_rt_items', filter: 'owner_id=eq.not-a-uuid' }, /uuid/],
    ] as const;
    for (const [ref, topic, binding] of cases) ws.send(JSON.stringify([ref, ref, topic, 'phx_join', { config: { postgres_changes: [binding] } }]));
    const sys = (topic: string) => inbox.find((m) => m[2] === topic && m[3] === 'system') as unknown[] | undefined;
    await until(() => cases.every(([, topic]) => sys(topic)));
    for (const [ref, topic, , message] of cases) {
      expect(inbox.find((m) => m[1] === ref && m[3] === 'phx_reply')![4]).toMatchObject({ status: 'ok' });
      expect(sys(topic)![4]).toMatchObject({ extension: 'postgres_changes', status: 'error', message: expect.stringMatching(message) });
    }
    ws.close();
  });
});
