// Issue 14, item 9: every table the booking work added, read and written by each role of the
// matrix (visitor, two customers, the pending and the approved provider, an admin). A booking of
// customer A with the approved provider, confirmed and paid, is the row everyone tries.
import { describe, expect, it } from 'vitest';
import { ids, matrixActors, seeded, setupDb, type Tx } from '../helpers/db.ts';
import { holdBooking } from '../helpers/bookings.ts';

const { tx } = setupDb();

/** Customer A's booking with the seeded provider: held with a venue, paid through Razorpay, confirmed. */
async function confirmedWithVenue(t: Tx) {
  const { id } = await holdBooking(t, { days: 222 });
  await t.as('customerA', `insert into public.booking_venues (booking_id, venue_address) values ($1, '14 Temple Street, Jayanagar')`, [id]);
  await t.as('service', `insert into public.payments (booking_id, kind, amount_paise, status, razorpay_payment_id)
                         select id, 'advance', advance_paise, 'succeeded', 'pay_' || substr(md5(id::text), 1, 14) from public.bookings where id = $1`, [id]);
  return id;
}

/** How many rows each role sees with `sql` ($1 the booking), or "denied" when it may not even ask. */
async function visibility(t: Tx, sql: string, id: string) {
  const seen: Record<string, number | 'denied'> = {};
  for (const actor of matrixActors) {
    const r = await t.try(actor, sql, [id]);
    seen[actor] = r.error ? (r.error.code === '42501' ? 'denied' : (() => { throw new Error(`${actor}: ${r.error!.message}`); })()) : r.rows.length;
  }
  return seen;
}

describe('the booking tables, role by role', () => {
  it('the venue: its customer and admins; the provider only once it confirmed; nobody else', () =>
    tx(async (t) => {
      const id = await confirmedWithVenue(t);
      const sql = 'select venue_address from public.booking_venues where booking_id = $1';
      expect(await visibility(t, sql, id)).toEqual({ anon: 'denied', customerA: 1, customerB: 0, pending: 0, provider: 0, admin: 1 });
      await t.as('provider', `update public.bookings set status = 'confirmed' where id = $1`, [id]);
      expect(await visibility(t, sql, id)).toEqual({ anon: 'denied', customerA: 1, customerB: 0, pending: 0, provider: 1, admin: 1 });
    }));

  it('payments and refunds: the booking\'s customer, its provider and admins', () =>
    tx(async (t) => {
      const id = await confirmedWithVenue(t);
      await t.as('provider', `update public.bookings set status = 'declined' where id = $1`, [id]);
      for (const table of ['payments', 'refunds']) {
        expect(await visibility(t, `select id from public.${table} where booking_id = $1`, id), table)
          .toEqual({ anon: 'denied', customerA: 1, customerB: 0, pending: 0, provider: 1, admin: 1 });
      }
    }));

  it('slots, the email outbox and webhook events: no role of the API reads them', () =>
    tx(async (t) => {
      const id = await confirmedWithVenue(t);
      const none = { anon: 'denied', customerA: 'denied', customerB: 'denied', pending: 'denied', provider: 'denied', admin: 'denied' };
      expect(await visibility(t, 'select lane from public.booking_slots where booking_id = $1', id)).toEqual(none);
      expect(await visibility(t, 'select id from public.notification_emails where $1::uuid is not null', id)).toEqual(none);
      const events = await visibility(t, 'select 1 from public.razorpay_webhook_events where $1::uuid is not null', id);
      // Admins may look at what Razorpay sent (support); no customer or provider.
      expect(events.anon).toBe('denied');
      for (const actor of ['customerA', 'customerB', 'pending', 'provider'] as const) expect([0, 'denied'], actor).toContain(events[actor]);
    }));

  it('blocked days: the provider\'s own, admins read; customers and other roles neither read nor write', () =>
    tx(async (t) => {
      await t.as('provider', `insert into public.provider_blocked_dates (provider_id, day) values ($1, current_date + 250)`, [ids.providerRow]);
      const seen = await visibility(t, 'select day from public.provider_blocked_dates where provider_id = $1', ids.providerRow);
      expect(seen).toEqual({ anon: 'denied', customerA: 0, customerB: 0, pending: 0, provider: 1, admin: 1 });
      for (const actor of matrixActors.filter((a) => a !== 'provider')) {
        const r = await t.try(actor, `insert into public.provider_blocked_dates (provider_id, day) values ($1, current_date + 251) returning day`, [ids.providerRow]);
        expect(r.error?.code, actor).toBe('42501');
      }
    }));

  it('the booking functions: who may call which', () =>
    tx(async (t) => {
      const id = await confirmedWithVenue(t);
      const calls: Record<string, string> = {
        quote: `select * from public.quote_booking(p_service_id => '${seeded.poojaService}', p_guest_count => 20)`,
        unavailable: `select * from public.booking_unavailable_dates(p_service_id => '${seeded.poojaService}', p_from => current_date, p_to => current_date + 7)`,
        track: `select * from public.track_booking('UTS-8FJN5S')`,
        preview: `select * from public.cancellation_preview('${id}')`,
        timers: 'select public.run_booking_timers()',
      };
      const allowed: Record<string, string[]> = {};
      for (const [name, sql] of Object.entries(calls)) {
        allowed[name] = [];
        for (const actor of matrixActors) if (!(await t.try(actor, sql)).error) allowed[name]!.push(actor);
      }
      expect(allowed).toEqual({
        quote: [...matrixActors],
        unavailable: [...matrixActors],
        track: [...matrixActors],
        // Everyone signed in may ask; only the booking's customer gets a row (cancellation_preview.test.ts).
        preview: ['customerA', 'customerB', 'pending', 'provider', 'admin'],
        timers: [],
      });
    }));
});
