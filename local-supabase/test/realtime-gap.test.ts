// Hosted Realtime acknowledges a join before its change feed is live; rows
// committed in between are never delivered, and the server says when the feed
// is live with a `system` message. The gap reopens when a channel's access
// token changes (hosted resubscribes). These run on a gateway of their own
// with a long gap, so "inside the gap" does not depend on the machine's speed.
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { realtimeTable, signedInUser, stack, withDb } from './helpers.ts';
import { ownGateway } from './security/own-gateway.ts';

type Msg = [string | null, string | null, string, string, Record<string, unknown>];
const GAP_MS = 3000;

describe('the realtime subscription gap', () => {
  let gw: Awaited<ReturnType<typeof ownGateway>>;
  beforeAll(async () => {
    gw = await ownGateway({ realtime: { subscribeDelayMs: GAP_MS } });
    await realtimeTable('ls_rt_gap', { columns: 'id bigserial primary key, owner_id uuid not null, body text', readableBy: 'owner' });
    // Readable, but outside the publication.
    await withDb((db) =>
      db.query(`
        create table if not exists public.ls_rt_unpublished (id bigserial primary key);
        alter table public.ls_rt_unpublished enable row level security;
        grant select on public.ls_rt_unpublished to authenticated;`),
    );
  });
  afterAll(() => gw?.stop());

  async function open(token: string) {
    const ws = new WebSocket(`${gw.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${stack().anonKey}&vsn=2.0.0`);
    const inbox: { m: Msg; at: number }[] = [];
    ws.on('message', (d) => inbox.push({ m: JSON.parse(d.toString()) as Msg, at: performance.now() }));
    await new Promise((r) => ws.once('open', r));
    const send = (m: Msg) => ws.send(JSON.stringify(m));
    const join = (topic: string, ref: string, table: string, extra: Record<string, unknown> = {}) =>
      send([ref, ref, topic, 'phx_join', { config: { postgres_changes: [{ event: 'INSERT', schema: 'public', table }], ...extra }, access_token: token }]);
    const find = (pred: (m: Msg) => boolean) => inbox.find(({ m }) => pred(m));
    return { ws, inbox, send, join, find };
  }

  const insert = (owner: string, body: string) =>
    withDb(async (db) => {
      await db.query(`insert into public.ls_rt_gap (owner_id, body) values ($1, $2)`, [owner, body]);
      return performance.now();
    });

  it('drops rows committed between the join reply and "Subscribed to PostgreSQL", delivers rows after it', async () => {
    const user = await signedInUser('rt.gap');
    const c = await open(user.session.access_token);
    c.join('realtime:gap', '1', 'ls_rt_gap');
    await expect.poll(() => c.find((m) => m[1] === '1'), { timeout: 10_000 }).toBeDefined();
    const replyAt = c.find((m) => m[1] === '1')!.at;
    const committedAt = await insert(user.user.id, 'in the gap');
    await expect.poll(() => c.find((m) => m[3] === 'system'), { timeout: 10_000 }).toBeDefined();
    const live = c.find((m) => m[3] === 'system')!;
    expect(live.m[4]).toEqual({ channel: 'gap', extension: 'postgres_changes', message: 'Subscribed to PostgreSQL', status: 'ok' });
    // The order this test is about: join reply, then the commit, then the feed going live.
    expect(replyAt).toBeLessThan(committedAt);
    expect(committedAt).toBeLessThan(live.at);
    await insert(user.user.id, 'after the gap');
    await expect.poll(() => c.inbox.filter(({ m }) => m[3] === 'postgres_changes').length, { timeout: 10_000 }).toBe(1);
    const bodies = c.inbox.filter(({ m }) => m[3] === 'postgres_changes').map(({ m }) => (m[4].data as { record: { body: string } }).record.body);
    expect(bodies).toEqual(['after the gap']);
    c.ws.close();
  });

  it('reopens the gap when the access token changes, and announces the feed again', async () => {
    const user = await signedInUser('rt.gap.token');
    const c = await open(user.session.access_token);
    c.join('realtime:gap-token', '1', 'ls_rt_gap');
    await expect.poll(() => c.inbox.filter(({ m }) => m[3] === 'system').length, { timeout: 10_000 }).toBe(1);
    // A refreshed access token (same user, later iat), as supabase-js sends it on every channel.
    const claims = decodeJwt(user.session.access_token);
    const refreshed = await new SignJWT({ ...claims, iat: (claims.iat ?? 0) + 1 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(stack().jwtSecret));
    const sentAt = performance.now();
    c.send(['1', '2', 'realtime:gap-token', 'access_token', { access_token: refreshed }]);
    const committedAt = await insert(user.user.id, 'during the resubscription');
    await expect.poll(() => c.inbox.filter(({ m }) => m[3] === 'system').length, { timeout: 10_000 }).toBe(2);
    const again = c.inbox.filter(({ m }) => m[3] === 'system')[1]!;
    expect(again.m[4]).toMatchObject({ status: 'ok', message: 'Subscribed to PostgreSQL' });
    expect(sentAt).toBeLessThan(committedAt);
    expect(committedAt).toBeLessThan(again.at);
    await insert(user.user.id, 'after the resubscription');
    await expect.poll(() => c.inbox.filter(({ m }) => m[3] === 'postgres_changes').length, { timeout: 10_000 }).toBe(1);
    expect((c.find((m) => m[3] === 'postgres_changes')!.m[4].data as { record: { body: string } }).record.body).toBe('after the resubscription');
    c.ws.close();
  });

  it('answers a table outside the publication with a system error, and holds a `wait` join until it is live', async () => {
    const user = await signedInUser('rt.gap.pub');
    const c = await open(user.session.access_token);
    const sentAt = performance.now();
    c.join('realtime:unpublished', '1', 'ls_rt_unpublished');
    // postgres_changes_options.wait (realtime-js 2.1xx): the reply comes once the feed is live…
    c.join('realtime:waited', '2', 'ls_rt_gap', { postgres_changes_options: { wait: true } });
    // …and with wait, an unusable binding fails the join itself.
    c.join('realtime:waited-bad', '3', 'ls_rt_unpublished', { postgres_changes_options: { wait: true } });
    await expect.poll(() => c.find((m) => m[2] === 'realtime:unpublished' && m[3] === 'system') && c.find((m) => m[1] === '2') && c.find((m) => m[1] === '3'), { timeout: 15_000 }).toBeDefined();

    expect(c.find((m) => m[1] === '1')!.m[4]).toMatchObject({ status: 'ok' });
    expect(c.find((m) => m[2] === 'realtime:unpublished' && m[3] === 'system')!.m[4]).toMatchObject({
      extension: 'postgres_changes',
      status: 'error',
      message: expect.stringMatching(/Realtime is enabled for the given connect parameters: \[event: INSERT, schema: public, table: ls_rt_unpublished/),
    });

    const held = c.find((m) => m[1] === '2')!;
    expect(held.m[4]).toMatchObject({ status: 'ok' });
    expect(held.at - sentAt).toBeGreaterThanOrEqual(GAP_MS - 50);
    await expect.poll(() => c.find((m) => m[2] === 'realtime:waited' && m[3] === 'system')?.m[4]).toMatchObject({ status: 'ok' });

    expect(c.find((m) => m[1] === '3')!.m[4]).toMatchObject({ status: 'error', response: { reason: expect.stringMatching(/^RealtimeDisabledForConfiguration/) } });
    c.ws.close();
  });
});
