// The booking graph as data (0032): public.booking_statuses and public.booking_transitions are
// what private.guard_booking enforces and what the apps read; everyone may read them, nobody
// but migrations (and the trusted backend) may change them.
import { describe, expect, it } from 'vitest';
import { createUser, ids, setupDb, type Actor } from './helpers/db.ts';
import { bookingIn, holdBooking, payAdvance } from './helpers/bookings.ts';
import { expectError, expectRows } from './helpers/expect.ts';

const { tx } = setupDb();

const actors = ['anon', 'customerA', 'customerB', 'pending', 'provider', 'admin'] as const;

describe('booking graph', () => {
  it('every role reads the same graph: the pay-first edges of 0034, each with who may take it', () =>
    tx(async (t) => {
      for (const actor of actors) {
        const edges = await t.as(actor, `select from_status || '>' || to_status || ':' || actor as edge from public.booking_transitions order by 1`);
        expect(edges.map((r) => r.edge), actor).toEqual(
          [
            'confirmed>cancelled_by_customer:customer',
            'confirmed>cancelled_by_customer:system',
            'confirmed>cancelled_by_provider:provider',
            'confirmed>cancelled_by_provider:system',
            'confirmed>completed:provider',
            'confirmed>completed:system',
            'held>cancelled_by_customer:customer',
            'held>cancelled_by_customer:system',
            'held>payment_expired:system',
            'held>requested:system',
            'requested>cancelled_by_customer:customer',
            'requested>cancelled_by_customer:system',
            'requested>confirmed:provider',
            'requested>confirmed:system',
            'requested>declined:provider',
            'requested>declined:system',
            'requested>expired:system',
            // An admin acts for a party (issue 26), through admin_act_on_booking only.
            'requested>cancelled_by_customer:admin',
            'requested>declined:admin',
            'confirmed>cancelled_by_customer:admin',
            'confirmed>cancelled_by_provider:admin',
            'confirmed>completed:admin',
          ].sort(),
        );
        const statuses = await t.as(actor, `select status, final, holds_slot from public.booking_statuses order by position`);
        expect(statuses.filter((s) => !s.final).map((s) => s.status)).toEqual(['held', 'requested', 'confirmed']);
        expect(statuses.filter((s) => s.holds_slot).map((s) => s.status)).toEqual(['held', 'requested', 'confirmed', 'completed']);
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

  it('every edge, for every actor: the customer and the provider take exactly their rows, others none (admins too: issue 26), the system all', () =>
    tx(async (t) => {
      const edges = await t.sys<{ from_status: string; to_status: string; actors: string[] }>(
        `select from_status, to_status, array_agg(actor order by actor) as actors
         from public.booking_transitions group by 1, 2 order by 1, 2`);
      const strangers: (Actor | 'service')[] = ['customerB', 'pending', 'anon'];
      // Each completed booking on a past day of its own (two on one day would overlap).
      let pastDays = 200;
      for (const edge of edges) {
        const label = `${edge.from_status} -> ${edge.to_status}`;
        for (const who of ['customerA', 'provider', ...strangers, 'admin', 'service'] as const) {
          // Customer A holds a hundred slots here, far past the hold caps of 0045 (tested in
          // security/hold-caps): the holds of earlier rounds lapse and their count is forgotten.
          await t.sys(`update public.bookings set hold_expires_at = now() - interval '1 second' where customer_id = $1 and status = 'held'`, [ids.customerA]);
          await t.sys(`delete from private.rate_limit_hits where bucket in ('booking_hold_hour', 'booking_hold_day')`);
          const id = await bookingIn(t, edge.from_status);
          // Completion needs the event to be over (the guard's rule): support moves it to yesterday.
          if (edge.to_status === 'completed') await t.as('service', `update public.bookings set event_date = current_date - $2::integer where id = $1`, [id, ++pastDays]);
          const r = await t.try(who, 'update public.bookings set status = $2 where id = $1 returning status', [id, edge.to_status]);
          const party = who === 'customerA' ? 'customer' : who === 'provider' ? 'provider' : null;
          const allowed = who === 'service' || (party !== null && edge.actors.includes(party));
          // held -> requested is the payment's edge: even those who may take it need the advance paid (next test).
          if (allowed && edge.from_status === 'held' && edge.to_status === 'requested') expectError(r, '23514', /advance is paid/);
          else if (allowed) expectRows(r, 1);
          else expectRefusedMove(r, `${label} by ${who}`);
        }
      }
    }));

  it('the provider is asked only once the advance is paid: not even the system skips it', () =>
    tx(async (t) => {
      const { id } = await holdBooking(t);
      expectError(await t.try('service', `update public.bookings set status = 'requested' where id = $1`, [id]), '23514', /advance is paid/);
      await payAdvance(t, id);
      const [row] = await t.sys(`select status, hold_expires_at, respond_by, event_date, event_time from public.bookings where id = $1`, [id]);
      expect(row.status).toBe('requested');
      expect(row.hold_expires_at).toBeNull();
      // 48 hours to answer when the event is weeks away.
      expect(Math.abs((row.respond_by as Date).getTime() - Date.now() - 48 * 3_600_000)).toBeLessThan(60_000);
    }));

  it('the guard reads the table: take an edge out and the provider can no longer take it', () =>
    tx(async (t) => {
      const customer = await createUser(t, 'graph-customer');
      const id = await bookingIn(t, 'requested', { customer: { sub: customer } });
      await t.sys(`delete from public.booking_transitions where from_status = 'requested' and to_status = 'confirmed' and actor = 'provider'`);
      expectError(await t.try('provider', `update public.bookings set status = 'confirmed' where id = $1`, [id]), '42501');
      // The system's edge is still there, so the edge exists; without it the move is no edge at all.
      await t.sys(`delete from public.booking_transitions where from_status = 'requested' and to_status = 'confirmed'`);
      expectError(await t.try('service', `update public.bookings set status = 'confirmed' where id = $1`, [id]), '23514');
    }));
});

/** A move someone may not make: refused by the guard (42501), or the row is not theirs to see (0 rows, or no grant). */
function expectRefusedMove(r: { rows: unknown[]; error?: { code: string; message: string } }, label: string) {
  if (r.error) expect(['42501'], `${label}: ${r.error.message}`).toContain(r.error.code);
  else expect(r.rows, label).toHaveLength(0);
}
