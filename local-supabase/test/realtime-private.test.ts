// Private channels (`config.private: true`) through unmodified supabase-js, authorized as hosted
// Realtime does it: the join needs RLS on realtime.messages to let the caller select a 'broadcast'
// row for the topic (realtime.topic()), a send needs it to let them insert one. The policies here
// are a migration's, written by `postgres`, for rooms listed in a scratch membership table.
import crypto from 'node:crypto';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { confirmedUser, stack, uniqueEmail, withDb } from './helpers.ts';

/** A signed-in client whose pushes time out after 1.5 s, so a send left unanswered resolves quickly. */
async function member(label: string) {
  const s = stack();
  const c = createClient(s.url, s.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never, timeout: 1500 },
  });
  const email = uniqueEmail(label);
  await confirmedUser(email, 'Test@12345');
  const { data, error } = await c.auth.signInWithPassword({ email, password: 'Test@12345' });
  if (error || !data.session) throw error ?? new Error('no session');
  await c.realtime.setAuth(data.session.access_token);
  clients.push(c);
  return { client: c, id: data.user.id, token: data.session.access_token };
}

type Joined = { channel: RealtimeChannel; got: unknown[]; status: Promise<{ status: string; err?: Error }> };

function join(c: SupabaseClient, topic: string, opts: { private?: boolean; ack?: boolean } = {}): Joined {
  const got: unknown[] = [];
  const channel = c.channel(topic, { config: { private: opts.private ?? true, broadcast: { ack: opts.ack ?? false } } });
  channel.on('broadcast', { event: 'typing' }, (m: { payload: unknown }) => got.push(m.payload));
  const status = new Promise<{ status: string; err?: Error }>((resolve) => {
    channel.subscribe((s: string, err?: Error) => {
      if (s !== 'CLOSED') resolve({ status: s, err });
    });
  });
  return { channel, got, status };
}

async function until(cond: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out waiting for a broadcast');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const clients: SupabaseClient[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
});

const room = () => `lsrt-room:${crypto.randomUUID()}`;
const addMember = (topic: string, userId: string, canWrite: boolean) =>
  withDb((db) => db.query('insert into public.ls_rt_room_members (room, user_id, can_write) values ($1, $2, $3)', [topic, userId, canWrite]));

describe('realtime private channels (RLS on realtime.messages)', () => {
  beforeAll(async () => {
    await withDb((db) =>
      db.query(`
        create table if not exists public.ls_rt_room_members (room text not null, user_id uuid not null, can_write boolean not null, primary key (room, user_id));
        alter table public.ls_rt_room_members enable row level security;
        drop policy if exists own_rows on public.ls_rt_room_members;
        create policy own_rows on public.ls_rt_room_members for select to authenticated using (user_id = (select auth.uid()));
        grant select on public.ls_rt_room_members to authenticated;
        drop policy if exists lsrt_members_listen on realtime.messages;
        create policy lsrt_members_listen on realtime.messages for select to authenticated using (
          realtime.messages.extension = 'broadcast'
          and exists (select 1 from public.ls_rt_room_members m where m.room = (select realtime.topic()) and m.user_id = (select auth.uid())));
        drop policy if exists lsrt_writers_send on realtime.messages;
        create policy lsrt_writers_send on realtime.messages for insert to authenticated with check (
          realtime.messages.extension = 'broadcast'
          and exists (select 1 from public.ls_rt_room_members m where m.room = (select realtime.topic()) and m.user_id = (select auth.uid()) and m.can_write));`),
    );
  });

  it('joins members of the room and carries their broadcasts to each other', async () => {
    const topic = room();
    const a = await member('rtp.a');
    const b = await member('rtp.b');
    await addMember(topic, a.id, true);
    await addMember(topic, b.id, true);
    const ja = join(a.client, topic, { ack: true });
    const jb = join(b.client, topic);
    expect((await ja.status).status).toBe('SUBSCRIBED');
    expect((await jb.status).status).toBe('SUBSCRIBED');
    expect(await ja.channel.send({ type: 'broadcast', event: 'typing', payload: { who: 'a' } })).toBe('ok');
    await until(() => jb.got.length === 1);
    expect(jb.got).toEqual([{ who: 'a' }]);
    // Not to the sender itself (broadcast.self is off).
    expect(ja.got).toEqual([]);
  });

  it("refuses a join RLS does not allow, with hosted's reason, for users and visitors alike", async () => {
    const topic = room();
    const owner = await member('rtp.owner');
    await addMember(topic, owner.id, true);
    const stranger = await member('rtp.stranger');
    const refused = await join(stranger.client, topic).status;
    expect(refused.status).toBe('CHANNEL_ERROR');
    expect(refused.err?.message).toContain(`Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`);

    const s = stack();
    const visitor = createClient(s.url, s.anonKey, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });
    clients.push(visitor);
    const anon = await join(visitor, topic).status;
    expect(anon.status).toBe('CHANNEL_ERROR');
    expect(anon.err?.message).toContain('You do not have permissions to read from this Channel topic');
  });

  it('drops a send RLS does not allow, without a reply (as hosted), and keeps the room open to writers', async () => {
    const topic = room();
    const writer = await member('rtp.writer');
    const reader = await member('rtp.reader');
    await addMember(topic, writer.id, true);
    await addMember(topic, reader.id, false);
    const jw = join(writer.client, topic);
    const jr = join(reader.client, topic, { ack: true });
    expect((await jw.status).status).toBe('SUBSCRIBED');
    expect((await jr.status).status).toBe('SUBSCRIBED');
    // Hosted answers a refused broadcast with nothing, so an acked send times out.
    expect(await jr.channel.send({ type: 'broadcast', event: 'typing', payload: { who: 'reader' } })).toBe('timed out');
    expect(await jw.channel.send({ type: 'broadcast', event: 'typing', payload: { who: 'writer' } })).toBe('ok');
    await until(() => jr.got.length === 1);
    expect(jr.got).toEqual([{ who: 'writer' }]);
    expect(jw.got).toEqual([]);
  });

  it('leaves public channels as they were: anyone joins, and a private room of the same name is another room', async () => {
    const topic = room();
    const insider = await member('rtp.pub.in');
    const b = await member('rtp.pub.b');
    const c = await member('rtp.pub.c');
    await addMember(topic, insider.id, true);
    const priv = join(insider.client, topic, { private: true });
    const pb = join(b.client, topic, { private: false, ack: true });
    const pc = join(c.client, topic, { private: false });
    for (const j of [priv, pb, pc]) expect((await j.status).status).toBe('SUBSCRIBED');
    expect(await pb.channel.send({ type: 'broadcast', event: 'typing', payload: { who: 'public b' } })).toBe('ok');
    expect(await priv.channel.send({ type: 'broadcast', event: 'typing', payload: { who: 'private' } })).toBe('ok');
    await until(() => pc.got.length >= 1);
    // Both sends are done before c's message is in: had either crossed over, it would be here by now.
    await new Promise((r) => setTimeout(r, 200));
    expect(pc.got).toEqual([{ who: 'public b' }]);
    expect(priv.got).toEqual([]);
  });

  it('speaks the refusal on a raw socket: an error reply to phx_join (the policy sees the topic without its prefix), a system error and phx_close on a refused token', async () => {
    const topic = room();
    const user = await member('rtp.raw');
    await addMember(topic, user.id, true);
    const s = stack();
    const ws = new WebSocket(`${s.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${s.anonKey}&vsn=2.0.0`);
    const inbox: unknown[][] = [];
    ws.on('message', (d) => inbox.push(JSON.parse(d.toString())));
    await new Promise((r) => ws.once('open', r));
    const joinFrame = (ref: string, t: string, token: string) => JSON.stringify([ref, ref, `realtime:${t}`, 'phx_join', { config: { private: true }, access_token: token }]);
    ws.send(joinFrame('1', topic, user.token));
    ws.send(joinFrame('2', `${topic}-other`, user.token));
    await until(() => inbox.filter((m) => m[3] === 'phx_reply').length >= 2);
    const replyTo = (ref: string) => inbox.find((m) => m[1] === ref && m[3] === 'phx_reply')![4];
    expect(replyTo('1')).toMatchObject({ status: 'ok' });
    expect(replyTo('2')).toEqual({ status: 'error', response: { reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}-other` } });

    // A new token is checked against the policies again: another user's closes the channel, as hosted's shutdown does.
    const stranger = await member('rtp.raw.stranger');
    ws.send(JSON.stringify(['1', '3', `realtime:${topic}`, 'access_token', { access_token: stranger.token }]));
    await until(() => inbox.some((m) => m[3] === 'phx_close'));
    const after = inbox.filter((m) => m[2] === `realtime:${topic}` && m[3] !== 'phx_reply').map((m) => [m[3], m[4]]);
    expect(after).toEqual([
      ['system', { extension: 'system', status: 'error', message: `You do not have permissions to read from this Channel topic: ${topic}`, channel: topic }],
      ['phx_close', {}],
    ]);
    ws.close();
  });
});
