// Finding: DELETE events were matched against the whole old row, even for
// subscribers who cannot read it, so anyone with the anon key could learn a
// hidden column of a deleted row by subscribing with filters on it and seeing
// which filter fired. Now, as hosted Realtime does, a DELETE on a table under
// RLS carries only the primary key, and filters see only that.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, realtimeTable, signedInUser, withDb } from '../helpers.ts';

type Change = { eventType: string; old: Record<string, unknown>; new: Record<string, unknown> };

function live(c: SupabaseClient, name: string, filter?: string) {
  const got: Change[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    c.channel(name)
      .on('postgres_changes' as never, { event: 'DELETE', schema: 'public', table: 'ls_rt_secrets', ...(filter ? { filter } : {}) }, (p: Change) => got.push(p))
      .on('system', {}, (p: { status: string; message: string }) => (p.status === 'ok' ? resolve() : reject(new Error(p.message))))
      .subscribe((s: string) => s === 'CHANNEL_ERROR' && reject(new Error(s)));
  });
  return { got, ready };
}

const clients: SupabaseClient[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
});

describe('realtime DELETE leaks nothing', () => {
  beforeAll(async () => {
    // The whole old row is in the change feed, as with REPLICA IDENTITY FULL on hosted.
    await realtimeTable('ls_rt_secrets', {
      columns: 'id bigserial primary key, owner_id uuid not null, pin text not null',
      readableBy: 'owner',
      grantTo: 'anon, authenticated, service_role',
      replicaIdentityFull: true,
    });
  });

  it('a subscriber probing a hidden column with filters learns nothing; the DELETE carries the primary key only', async () => {
    const owner = await signedInUser('rt.secret.owner');
    const prober = client();
    clients.push(prober, owner.client);
    // The probe: one filtered channel per guess of the hidden pin. The unfiltered channel is joined
    // last, so for each change it is served after the probes (one connection, channels in join order).
    const guesses = ['1111', '4821', '9999'];
    const probes = guesses.map((g) => live(prober, `probe-${g}`, `pin=eq.${g}`));
    const plain = live(prober, 'probe-plain');
    const ownerView = live(owner.client, 'owner-deletes');
    await Promise.all([...probes.map((p) => p.ready), plain.ready, ownerView.ready]);

    const id = await withDb(async (db) => {
      const r = await db.query(`insert into public.ls_rt_secrets (owner_id, pin) values ($1, '4821') returning id`, [owner.user.id]);
      await db.query(`delete from public.ls_rt_secrets where id = $1`, [r.rows[0].id]);
      return Number(r.rows[0].id);
    });
    await expect.poll(() => plain.got.length && ownerView.got.length, { timeout: 10_000 }).toBeGreaterThan(0);
    // Before the fix the probe for '4821' fired and gave the pin away.
    expect(probes.map((p) => p.got.length)).toEqual([0, 0, 0]);
    // As hosted: under RLS the old record is the primary key, for every subscriber, the owner too.
    expect(plain.got[0]).toMatchObject({ eventType: 'DELETE', old: { id } });
    expect(Object.keys(plain.got[0]!.old)).toEqual(['id']);
    expect(ownerView.got[0]!.old).toEqual({ id });
  });

  it('filters on the primary key still select DELETE events', async () => {
    const c = client('service');
    clients.push(c);
    const owner = await signedInUser('rt.secret.pk');
    const [a, b] = await withDb(async (db) =>
      (await db.query(`insert into public.ls_rt_secrets (owner_id, pin) values ($1, 'x'), ($1, 'y') returning id`, [owner.user.id])).rows.map((r) => Number(r.id)),
    );
    const onA = live(c, 'pk-a', `id=eq.${a}`);
    const all = live(c, 'pk-all');
    await Promise.all([onA.ready, all.ready]);
    await withDb((db) => db.query(`delete from public.ls_rt_secrets where id = any($1)`, [[a, b]]));
    await expect.poll(() => all.got.length, { timeout: 10_000 }).toBe(2);
    expect(onA.got.map((g) => g.old)).toEqual([{ id: a }]);
  });
});
