// bookings: who sees which booking, prices computed by the database, the status graph and
// who may walk each edge, the double-booking constraint (more in security/booking-edges),
// track_booking and expiry.
import { describe, expect, it } from 'vitest';
import { ids, seeded, setupDb, type Actor, type Tx } from './helpers/db.ts';
import { bookingIn, payAdvance } from './helpers/bookings.ts';
import { expectError, expectNoRows, expectRows, expectNoAccess } from './helpers/expect.ts';

const { tx } = setupDb();
const b = seeded.bookings;

const inDays = (n: number) => {
  const d = new Date(Date.now() + n * 86_400_000);
  return d.toISOString().slice(0, 10);
};

/** Each request of this suite on a day of its own unless a test picks one (a slot held is taken). */
let nextDay = 100;
/** A new request by `who` for a service (or bundle) `days` ahead. */
async function request(t: Tx, who: Actor, opts: { service?: string; bundle?: string; guests?: number; days?: number; time?: string } = {}) {
  const [row] = await t.as(who, `insert into public.bookings (service_id, bundle_id, event_date, event_time, guest_count)
                                 values ($1, $2, $3, $4, $5) returning *`,
    [opts.bundle ? null : (opts.service ?? seeded.cateringService), opts.bundle ?? null, inDays(opts.days ?? nextDay++), opts.time ?? '12:00', opts.guests ?? 200]);
  return row;
}

const setStatus = (t: Tx, who: Actor, id: string, status: string) =>
  t.try(who, 'update public.bookings set status = $2 where id = $1 returning *', [id, status]);

describe('bookings: select', () => {
  it('customer A sees exactly her own bookings, one in every status', () =>
    tx(async (t) => {
      const rows = await t.as('customerA', 'select customer_id, status from public.bookings');
      expect(rows.length).toBeGreaterThanOrEqual(8);
      expect(rows.every((r) => r.customer_id === ids.customerA)).toBe(true);
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set([
        'requested', 'payment_expired', 'declined', 'expired', 'confirmed', 'completed', 'cancelled_by_customer', 'cancelled_by_provider']));
    }));

  it('customer B cannot read A\'s bookings but sees her own', () =>
    tx(async (t) => {
      expect(await t.as('customerB', 'select id from public.bookings where customer_id = $1', [ids.customerA])).toHaveLength(0);
      const own = await t.as('customerB', 'select customer_id from public.bookings');
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((r) => r.customer_id === ids.customerB)).toBe(true);
    }));

  it('a provider sees the bookings of its services and bundles only', () =>
    tx(async (t) => {
      const rows = await t.as('provider', 'select provider_id, id from public.bookings');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.provider_id === ids.providerRow)).toBe(true);
      expect(rows.map((r) => r.id)).toContain(b.requested);
      expect(rows.map((r) => r.id)).not.toContain(b.expired); // booked with another provider
    }));

  it('the pending provider and visitors see none; admins see all', () =>
    tx(async (t) => {
      expect(await t.as('pending', 'select id from public.bookings')).toHaveLength(0);
      expectNoAccess(await t.try('anon', 'select id from public.bookings'));
      const [{ all }] = await t.sys('select count(*)::int as all from public.bookings');
      expect((await t.as('admin', 'select count(*)::int as c from public.bookings'))[0].c).toBe(all);
    }));
});

describe('bookings: insert', () => {
  it('prices, provider, status and tracking code come from the database, not the client', () =>
    tx(async (t) => {
      const [row] = await t.as('customerA', `insert into public.bookings
          (service_id, event_date, event_time, guest_count, total_paise, advance_paise, remaining_paise, status, provider_id, tracking_code, last_actor_role)
        values ($1, $2, '12:30', 200, 100, 0, 100, 'confirmed', $3, 'UTS-AAAAAA', 'admin') returning *`,
        [seeded.cateringService, inDays(50), ids.otherProviderRow]);
      // ₹550 a plate x 200 guests; advance 20%.
      expect(row).toMatchObject({ status: 'held', provider_id: ids.providerRow, customer_id: ids.customerA, last_actor_role: 'customer' });
      expect(Number(row.total_paise)).toBe(200 * 55000);
      expect(Number(row.advance_paise)).toBe(2_200_000);
      expect(Number(row.remaining_paise)).toBe(8_800_000);
      expect(row.tracking_code).toMatch(/^UTS-[2-9A-HJKMNP-Z]{6}$/);
      expect(row.tracking_code).not.toBe('UTS-AAAAAA');
      const events = await t.as('customerA', 'select from_status, to_status, actor_role, actor_id from public.booking_events where booking_id = $1', [row.id]);
      expect(events).toEqual([{ from_status: null, to_status: 'held', actor_role: 'customer', actor_id: ids.customerA }]);
      // The slot is held for 15 minutes while the customer pays.
      expect(Math.abs((row.hold_expires_at as Date).getTime() - Date.now() - 15 * 60_000)).toBeLessThan(60_000);
      // The provider hears about it only once the advance is paid.
      expect(await t.as('provider', `select id from public.notifications where template = 'booking.received' and created_at = now()`)).toHaveLength(0);
      await payAdvance(t, row.id);
      expect(await t.as('provider', `select params ->> 'code' as code from public.notifications where template = 'booking.received' and created_at = now()`))
        .toEqual([{ code: row.tracking_code }]);
    }));

  it('a per-event service costs its price; a bundle its bundle price with its minimum advance', () =>
    tx(async (t) => {
      const pooja = await request(t, 'customerA', { service: seeded.poojaService, guests: 40 });
      expect([Number(pooja.total_paise), Number(pooja.advance_paise), Number(pooja.remaining_paise)]).toEqual([1_250_000, 250_000, 1_000_000]);
      const bundle = await request(t, 'customerB', { bundle: seeded.bundle, guests: 250 });
      expect(bundle.service_id).toBeNull();
      expect([Number(bundle.total_paise), Number(bundle.advance_paise), Number(bundle.remaining_paise)]).toEqual([69_000_000, 15_000_000, 54_000_000]);
      expect(bundle.provider_id).toBe(ids.providerRow);
    }));

  it('guest counts outside the service or bundle limits are refused', () =>
    tx(async (t) => {
      expectError(await t.try('customerA', `insert into public.bookings (service_id, event_date, event_time, guest_count) values ($1, $2, '10:00', 151)`,
        [seeded.poojaService, inDays(30)]), '23514', /maximum of 150/);
      expectError(await t.try('customerA', `insert into public.bookings (service_id, event_date, event_time, guest_count) values ($1, $2, '10:00', 50)`,
        [seeded.cateringService, inDays(30)]), '23514', /minimum of 100/);
      expectError(await t.try('customerA', `insert into public.bookings (bundle_id, event_date, event_time, guest_count) values ($1, $2, '10:00', 301)`,
        [seeded.bundle, inDays(30)]), '23514', /maximum of 300/);
      expectError(await t.try('customerA', `insert into public.bookings (service_id, event_date, event_time, guest_count) values ($1, $2, '10:00', 0)`,
        [seeded.poojaService, inDays(30)]), '23514');
    }));

  it('past dates, both a service and a bundle, paused services and own services are refused', () =>
    tx(async (t) => {
      expectError(await t.try('customerA', `insert into public.bookings (service_id, event_date, event_time, guest_count) values ($1, $2, '10:00', 10)`,
        [seeded.poojaService, inDays(-1)]), '23514', /past/);
      expectError(await t.try('customerA', `insert into public.bookings (service_id, bundle_id, event_date, event_time, guest_count) values ($1, $2, $3, '10:00', 10)`,
        [seeded.poojaService, seeded.bundle, inDays(20)]), '23514');
      expectError(await t.try('customerA', `insert into public.bookings (service_id, event_date, event_time, guest_count) values ($1, $2, '10:00', 30)`,
        [seeded.inactiveService, inDays(20)]), '23514', /not available/);
      expectError(await t.try('provider', `insert into public.bookings (service_id, event_date, event_time, guest_count) values ($1, $2, '10:00', 10)`,
        [seeded.poojaService, inDays(20)]), '23514', /own services/);
    }));

  it('nobody books for someone else; visitors cannot book', () =>
    tx(async (t) => {
      expectError(await t.try('customerA', `insert into public.bookings (customer_id, service_id, event_date, event_time, guest_count) values ($1, $2, $3, '10:00', 10)`,
        [ids.customerB, seeded.poojaService, inDays(20)]), '42501');
      expectError(await t.try('anon', `insert into public.bookings (service_id, event_date, event_time, guest_count) values ($1, $2, '10:00', 10)`,
        [seeded.poojaService, inDays(20)]), '42501');
    }));
});

describe('bookings: details', () => {
  it('nobody but support changes the details once requested (the advance is priced on them); totals sent by the client are ignored', () =>
    tx(async (t) => {
      const held = await request(t, 'customerA');
      expectError(await t.try('customerA', 'update public.bookings set guest_count = 300 where id = $1', [held.id]), '42501', /cannot change/);
      expectError(await t.try('customerA', 'update public.bookings set guest_count = 100 where id = $1', [b.requested]), '42501');
      expectError(await t.try('provider', 'update public.bookings set event_date = event_date + 1 where id = $1', [b.requested]), '42501');
      const [same] = await t.as('customerA', 'update public.bookings set total_paise = 1, advance_paise = 0, remaining_paise = 1 where id = $1 returning total_paise', [held.id]);
      expect(Number(same.total_paise)).toBe(Number(held.total_paise));
      // Support (the system) may, and the price follows; an admin has no bare update (issue 26).
      const [row] = await t.as('service', 'update public.bookings set guest_count = 300 where id = $1 returning *', [b.requested]);
      expect(Number(row.total_paise)).toBe(300 * 55000);
      expectError(await t.try('service', 'update public.bookings set guest_count = 2000 where id = $1', [b.requested]), '23514');
      expect((await t.try('admin', 'update public.bookings set guest_count = 200 where id = $1 returning id', [b.requested])).rows).toHaveLength(0);
    }));

  it('the deadlines are the system\'s: a customer cannot stretch a hold, nor a provider the time to answer', () =>
    tx(async (t) => {
      const held = await request(t, 'customerA');
      const [row] = await t.as('customerA', `update public.bookings set hold_expires_at = now() + interval '1 day' where id = $1 returning hold_expires_at`, [held.id]);
      expect(row.hold_expires_at).toEqual(held.hold_expires_at);
      const [before] = await t.sys('select respond_by from public.bookings where id = $1', [b.requested]);
      const [after] = await t.as('provider', `update public.bookings set respond_by = now() + interval '9 days' where id = $1 returning respond_by`, [b.requested]);
      expect(after.respond_by).toEqual(before.respond_by);
    }));

  it('customer, provider, service and tracking code never change', () =>
    tx(async (t) => {
      expectError(await t.try('customerA', 'update public.bookings set service_id = $2 where id = $1', [b.requested, seeded.poojaService]), '42501');
      expectError(await t.try('service', `update public.bookings set tracking_code = 'UTS-ABCDEF' where id = $1`, [b.requested]), '42501');
    }));
});

describe('bookings: status graph', () => {
  it('the provider confirms a paid request: history and the customer\'s notification follow', () =>
    tx(async (t) => {
      const r = await setStatus(t, 'provider', b.requested, 'confirmed');
      expectRows(r, 1);
      expect(r.rows[0].respond_by).toBeNull();
      const events = await t.as('customerA', 'select from_status, to_status, actor_role, actor_id from public.booking_events where booking_id = $1 order by id', [b.requested]);
      expect(events.at(-1)).toEqual({ from_status: 'requested', to_status: 'confirmed', actor_role: 'provider', actor_id: ids.provider });
      expect(await t.as('customerA', `select params ->> 'code' as code from public.notifications where template = 'booking.confirmed' and created_at = now()`))
        .toEqual([{ code: 'UTS-7K2M9Q' }]);
    }));

  it('the provider declines with a note that reaches the history', () =>
    tx(async (t) => {
      await t.as('provider', `update public.bookings set status = 'declined', status_note = 'Fully booked' where id = $1`, [b.requested]);
      const [e] = await t.as('customerA', 'select note, actor_role from public.booking_events where booking_id = $1 order by id desc limit 1', [b.requested]);
      expect(e).toEqual({ note: 'Fully booked', actor_role: 'provider' });
    }));

  it('customers cannot confirm, decline, complete or expire', () =>
    tx(async (t) => {
      for (const s of ['confirmed', 'declined', 'expired']) expectError(await setStatus(t, 'customerA', b.requested, s), '42501');
      expectError(await setStatus(t, 'customerA', b.confirmed, 'completed'), '42501');
      expectError(await setStatus(t, 'customerA', b.confirmed, 'cancelled_by_provider'), '42501');
      const held = await request(t, 'customerA');
      expectError(await setStatus(t, 'customerA', held.id, 'payment_expired'), '42501');
    }));

  it('providers cannot cancel for the customer, release a hold, or expire', () =>
    tx(async (t) => {
      expectError(await setStatus(t, 'provider', b.requested, 'cancelled_by_customer'), '42501');
      expectError(await setStatus(t, 'provider', b.requested, 'expired'), '42501');
      const held = await request(t, 'customerA');
      for (const s of ['requested', 'payment_expired', 'cancelled_by_customer']) expectError(await setStatus(t, 'provider', held.id, s), '42501');
    }));

  it('edges outside the graph are refused for everyone, the system included', () =>
    tx(async (t) => {
      expectError(await setStatus(t, 'provider', b.requested, 'completed'), '23514', /cannot go from requested to completed/);
      expectError(await setStatus(t, 'service', b.requested, 'held'), '23514');
      expectError(await setStatus(t, 'service', b.completed, 'cancelled_by_customer'), '23514');
      expectError(await setStatus(t, 'service', b.declined, 'confirmed'), '23514');
      expectError(await setStatus(t, 'service', b.cancelledByCustomer, 'requested'), '23514');
      expectError(await setStatus(t, 'service', b.expired, 'confirmed'), '23514');
      expectError(await setStatus(t, 'service', b.paymentExpired, 'requested'), '23514');
      expectError(await setStatus(t, 'customerA', b.requested, 'paid'), '23514');
    }));

  it('the customer cancels at every stage before completion', () =>
    tx(async (t) => {
      const held = await request(t, 'customerA');
      for (const id of [held.id, b.requested, b.confirmed]) {
        const r = await setStatus(t, 'customerA', id, 'cancelled_by_customer');
        expectRows(r, 1);
        expect(r.rows[0].last_actor_role).toBe('customer');
      }
    }));

  it('a succeeded advance asks the provider, as the system; a lapsed or given-up hold stays where it is', () =>
    tx(async (t) => {
      const held = await request(t, 'customerA');
      await payAdvance(t, held.id);
      const [after] = await t.as('customerA', 'select status from public.bookings where id = $1', [held.id]);
      expect(after.status).toBe('requested');
      const [e] = await t.as('customerA', 'select to_status, actor_role from public.booking_events where booking_id = $1 order by id desc limit 1', [held.id]);
      expect(e).toEqual({ to_status: 'requested', actor_role: 'system' });
      // Paid after giving up: the booking does not come back (the payment code refunds it).
      const gaveUp = await request(t, 'customerA');
      await setStatus(t, 'customerA', gaveUp.id, 'cancelled_by_customer');
      await payAdvance(t, gaveUp.id);
      expect((await t.sys('select status from public.bookings where id = $1', [gaveUp.id]))[0].status).toBe('cancelled_by_customer');
    }));

  it('a booking is completed only on or after the event date', () =>
    tx(async (t) => {
      expectError(await setStatus(t, 'provider', b.confirmed, 'completed'), '23514', /before its event date/);
      await t.sys(`update public.bookings set event_date = current_date - 1 where id = $1`, [b.confirmed]);
      expectRows(await setStatus(t, 'provider', b.confirmed, 'completed'), 1);
    }));

  it('only the system expires bookings; admins act on anyone\'s booking through admin_act_on_booking only', () =>
    tx(async (t) => {
      expectRows(await setStatus(t, 'service', b.requested, 'expired'), 1);
      // Issue 26: no bare update for admins; the audited function takes the admin's edge.
      expectNoRows(await setStatus(t, 'admin', b.confirmed, 'cancelled_by_provider'));
      await t.as('admin', `select public.admin_act_on_booking($1, 'cancelled_by_provider', 'The venue flooded')`, [b.confirmed]);
      const [r] = await t.sys('select status, last_actor_role from public.bookings where id = $1', [b.confirmed]);
      expect(r).toEqual({ status: 'cancelled_by_provider', last_actor_role: 'admin' });
      const held = await request(t, 'customerB');
      expectRows(await setStatus(t, 'service', held.id, 'payment_expired'), 1);
    }));

  it('customer B, the pending provider and visitors cannot touch A\'s bookings', () =>
    tx(async (t) => {
      for (const actor of ['customerB', 'pending', 'anon'] as const) {
        expectNoAccess(await setStatus(t, actor, b.requested, 'cancelled_by_customer'));
      }
      const [row] = await t.sys('select status from public.bookings where id = $1', [b.requested]);
      expect(row.status).toBe('requested');
    }));

  it('another provider cannot act on Shubh Utsav Events\' requests', () =>
    tx(async (t) => {
      const other = { sub: ids.otherProvider };
      expectNoRows(await t.try(other, `update public.bookings set status = 'confirmed' where id = $1 returning id`, [b.requested]));
    }));
});

describe('bookings: double booking', () => {
  it('a held slot is taken: a second request for an overlapping time is refused with other dates; another time is fine', () =>
    tx(async (t) => {
      await request(t, 'customerA', { days: 70, time: '11:00' });
      const r = await t.try('customerB', `insert into public.bookings (service_id, event_date, event_time, guest_count) values ($1, $2, '11:30', 200)`,
        [seeded.cateringService, inDays(70)]);
      expectError(r, '23P01', /slot was just taken/);
      // This caterer states no duration, so a booking takes an hour: 19:00 is clear of 11:00-12:00.
      expect((await request(t, 'customerB', { days: 70, time: '19:00' })).status).toBe('held');
    }));
});

describe('bookings: delete', () => {
  it('bookings are cancelled, never deleted through the API', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerA', 'customerB', 'pending', 'provider', 'admin'] as const) {
        expectNoAccess(await t.try(actor, 'delete from public.bookings where id = $1 returning id', [b.requested]));
      }
    }));
});

describe('track_booking(code)', () => {
  it('gives visitors a safe public view of one booking by its code, any case', () =>
    tx(async (t) => {
      const rows = await t.as('anon', `select * from public.track_booking(' uts-8fjn5s ')`);
      expect(rows).toHaveLength(1);
      const r = rows[0];
      expect(r).toMatchObject({ tracking_code: 'UTS-8FJN5S', status: 'confirmed', bundle_name: 'Complete South Indian Wedding', provider_name: 'Shubh Utsav Events' });
      expect(r.history.map((h: { status: string }) => h.status)).toEqual(['held', 'requested', 'confirmed']);
      expect(Object.keys(r)).not.toEqual(expect.arrayContaining(['customer_id']));
      for (const key of ['customer_id', 'special_requirements', 'venue_address', 'full_name', 'phone', 'email', 'last_actor_id']) expect(r).not.toHaveProperty(key);
    }));

  it('guessing is rate-limited per client: ten unknown codes in ten minutes, then 429 whatever the code', () =>
    tx(async (t) => {
      await t.sys(`select set_config('request.headers', '{"x-forwarded-for": "203.0.113.77"}', true)`);
      for (let i = 0; i < 10; i++) expect(await t.as('anon', `select * from public.track_booking($1)`, [`UTS-ZZZZZ${'23456789AB'[i]}`])).toHaveLength(0);
      expectError(await t.try('anon', `select * from public.track_booking('UTS-ZZZZZC')`), 'PT429');
      expectError(await t.try('anon', `select * from public.track_booking('UTS-8FJN5S')`), 'PT429');
      // Another address is not held back; a known code still counts only as a lookup.
      await t.sys(`select set_config('request.headers', '{"x-forwarded-for": "198.51.100.4"}', true)`);
      expect(await t.as('anon', `select status from public.track_booking('uts-8fjn 5s')`)).toEqual([{ status: 'confirmed' }]);
    }));

  it('an unknown code gives no row', () =>
    tx(async (t) => {
      expect(await t.as('anon', `select * from public.track_booking('UTS-ZZZZZZ')`)).toHaveLength(0);
      expect(await t.as('customerB', `select * from public.track_booking('')`)).toHaveLength(0);
    }));
});

describe('run_booking_timers()', () => {
  it('is for the system only', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerA', 'provider', 'admin'] as const) expectError(await t.try(actor, 'select public.run_booking_timers()'), '42501');
    }));

  it('releases lapsed holds, expires unanswered requests, completes bookings 48 hours after the event, and leaves the rest', () =>
    tx(async (t) => {
      const lapsed = await request(t, 'customerA', { days: 71 });
      const fresh = await request(t, 'customerA', { days: 72 });
      await t.sys(`update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1`, [lapsed.id]);
      await t.sys(`update public.bookings set respond_by = now() - interval '1 second' where id = $1`, [b.requested]);
      // Confirmed bookings: one whose event ended three days ago, one yesterday (not yet 48 hours).
      const done = await bookingIn(t, 'confirmed');
      const recent = await bookingIn(t, 'confirmed');
      await t.as('service', `update public.bookings set event_date = current_date - 3, event_time = '09:00' where id = $1`, [done]);
      await t.as('service', `update public.bookings set event_date = current_date - 1, event_time = '20:00' where id = $1`, [recent]);
      const [{ counts }] = await t.as('service', 'select public.run_booking_timers() as counts');
      expect(counts).toMatchObject({ payment_expired: expect.any(Number), expired: expect.any(Number), completed: expect.any(Number) });
      const status = async (id: string) => (await t.sys('select status from public.bookings where id = $1', [id]))[0].status;
      expect(await status(lapsed.id)).toBe('payment_expired');
      expect(await status(fresh.id)).toBe('held');
      expect(await status(b.requested)).toBe('expired');
      expect(await status(done)).toBe('completed');
      expect(await status(recent)).toBe('confirmed');
      expect(await status(b.confirmed)).toBe('confirmed');
      // Everyone is told, in the booking's code.
      expect(await t.as('customerA', `select template from public.notifications where params ->> 'code' = $1 and created_at = now()`, ['UTS-7K2M9Q']))
        .toEqual([{ template: 'booking.expired' }]);
    }));
});
