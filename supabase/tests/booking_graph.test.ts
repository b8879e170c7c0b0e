// The booking graph as data (0032): public.booking_statuses and public.booking_transitions are
// what private.guard_booking enforces and what the apps read; everyone may read them, nobody
// but migrations (and the trusted backend) may change them.
import { describe, expect, it } from 'vitest';
import { createUser, seeded, setupDb } from './helpers/db.ts';
import { expectError, expectRows } from './helpers/expect.ts';

const { tx } = setupDb();

const actors = ['anon', 'customerA', 'customerB', 'pending', 'provider', 'admin'] as const;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('booking graph', () => {
  it('every role reads the same graph: the edges 0005 documented, each with who may take it', () =>
    tx(async (t) => {
      for (const actor of actors) {
        const edges = await t.as(actor, `select from_status || '>' || to_status || ':' || actor as edge from public.booking_transitions order by 1`);
        expect(edges.map((r) => r.edge), actor).toEqual(
          [
            'accepted>cancelled_by_customer:customer',
            'accepted>cancelled_by_customer:system',
            'accepted>cancelled_by_provider:provider',
            'accepted>cancelled_by_provider:system',
            'accepted>confirmed:system',
            'accepted>expired:system',
            'confirmed>cancelled_by_customer:customer',
            'confirmed>cancelled_by_customer:system',
            'confirmed>cancelled_by_provider:provider',
            'confirmed>cancelled_by_provider:system',
            'confirmed>completed:provider',
            'confirmed>completed:system',
            'requested>accepted:provider',
            'requested>accepted:system',
            'requested>cancelled_by_customer:customer',
            'requested>cancelled_by_customer:system',
            'requested>declined:provider',
            'requested>declined:system',
            'requested>expired:system',
          ].sort(),
        );
        const statuses = await t.as(actor, `select status, final from public.booking_statuses order by position`);
        expect(statuses.filter((s) => !s.final).map((s) => s.status)).toEqual(['requested', 'accepted', 'confirmed']);
      }
    }));

  it('nobody changes it through the API, the admin included', () =>
    tx(async (t) => {
      for (const actor of actors) {
        expectError(await t.try(actor, `insert into public.booking_transitions values ('declined', 'confirmed', 'customer')`), '42501');
        expectError(await t.try(actor, `delete from public.booking_transitions`), '42501');
        expectError(await t.try(actor, `update public.booking_statuses set final = false`), '42501');
      }
    }));

  it('a final status has no way out, and a booking cannot take a status the graph lacks', () =>
    tx(async (t) => {
      expectError(await t.try('service', `insert into public.booking_transitions values ('completed', 'confirmed', 'system')`), '23514');
      const booking = await t.sys(`select id from public.bookings where status = 'requested' limit 1`);
      expectError(await t.try('service', `update public.bookings set status = 'on_hold' where id = $1`, [booking[0]!.id]), '23514', /cannot go from requested to on_hold/);
    }));

  it('the guard reads the table: take an edge out and the provider can no longer take it', () =>
    tx(async (t) => {
      const customer = await createUser(t, 'graph-customer');
      const made = await t.try({ sub: customer }, `insert into public.bookings (service_id, event_date, event_time, guest_count)
                                                  values ($1, $2, '10:00', 50) returning id`, [seeded.poojaService, inDays(90)]);
      expectRows(made, 1);
      const id = (made.rows[0] as { id: string }).id;
      await t.sys(`delete from public.booking_transitions where from_status = 'requested' and to_status = 'accepted' and actor = 'provider'`);
      expectError(await t.try('provider', `update public.bookings set status = 'accepted' where id = $1`, [id]), '42501');
      // The system's edge is still there, so the edge exists; without it the move is no edge at all.
      await t.sys(`delete from public.booking_transitions where from_status = 'requested' and to_status = 'accepted'`);
      expectError(await t.try('admin', `update public.bookings set status = 'accepted' where id = $1`, [id]), '23514');
    }));
});
