// bookings: who sees which booking, prices computed by the database, the status graph and
// who may walk each edge, the double-booking constraint (more in security/booking-edges),
// track_booking and expiry.
import { describe, expect, it } from 'vitest';
import { ids, seeded, setupDb, type Actor, type Tx } from './helpers/db.ts';
import { expectError, expectNoRows, expectRows, expectNoAccess } from './helpers/expect.ts';

const { tx } = setupDb();
const b = seeded.bookings;

const inDays = (n: number) => {
  const d = new Date(Date.now() + n * 86_400_000);
  return d.toISOString().slice(0, 10);
};

/** A new request by `who` for a service (or bundle) `days` ahead. */
async function request(t: Tx, who: Actor, opts: { service?: string; bundle?: string; guests?: number; days?: number; time?: string } = {}) {
  const [row] = await t.as(who, `insert into public.bookings (service_id, bundle_id, event_date, event_time, guest_count)
                                 values ($1, $2, $3, $4, $5) returning *`,
    [opts.bundle ? null : (opts.service ?? seeded.cateringService), opts.bundle ?? null, inDays(opts.days ?? 40), opts.time ?? '12:00', opts.guests ?? 200]);
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
        'requested', 'accepted', 'declined', 'expired', 'confirmed', 'completed', 'cancelled_by_customer', 'cancelled_by_provider']));
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
      expect(row).toMatchObject({ status: 'requested', provider_id: ids.providerRow, customer_id: ids.customerA, last_actor_role: 'customer' });
      expect(Number(row.total_paise)).toBe(200 * 55000);
      expect(Number(row.advance_paise)).toBe(2_200_000);
      expect(Number(row.remaining_paise)).toBe(8_800_000);
      expect(row.tracking_code).toMatch(/^UTS-[2-9A-HJKMNP-Z]{6}$/);
      expect(row.tracking_code).not.toBe('UTS-AAAAAA');
      const events = await t.as('customerA', 'select from_status, to_status, actor_role, actor_id from public.booking_events where booking_id = $1', [row.id]);
      expect(events).toEqual([{ from_status: null, to_status: 'requested', actor_role: 'customer', actor_id: ids.customerA }]);
      // The provider hears about it.
      expect(await t.as('provider', `select id from public.notifications where title = 'New booking request' and created_at = now()`)).toHaveLength(1);
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
  it('the customer changes guests while requested and the price is recomputed; totals sent by the client are ignored', () =>
    tx(async (t) => {
      const [row] = await t.as('customerA', 'update public.bookings set guest_count = 300, total_paise = 1, advance_paise = 0, remaining_paise = 1 where id = $1 returning *', [b.requested]);
      expect(Number(row.total_paise)).toBe(300 * 55000);
      expect(Number(row.advance_paise) + Number(row.remaining_paise)).toBe(300 * 55000);
      const [row2] = await t.as('customerA', 'update public.bookings set total_paise = 1 where id = $1 returning total_paise', [b.requested]);
      expect(Number(row2.total_paise)).toBe(300 * 55000);
    }));

  it('details are frozen once the provider answered, and providers never change them', () =>
    tx(async (t) => {
      expectError(await t.try('customerA', 'update public.bookings set guest_count = 100 where id = $1', [b.accepted]), '42501');
      expectError(await t.try('provider', 'update public.bookings set event_date = event_date + 1 where id = $1', [b.requested]), '42501');
      expectError(await t.try('customerA', 'update public.bookings set guest_count = 2000 where id = $1', [b.requested]), '23514');
    }));

  it('customer, provider, service and tracking code never change', () =>
    tx(async (t) => {
      expectError(await t.try('customerA', 'update public.bookings set service_id = $2 where id = $1', [b.requested, seeded.poojaService]), '42501');
      expectError(await t.try('admin', `update public.bookings set tracking_code = 'UTS-ABCDEF' where id = $1`, [b.requested]), '42501');
    }));
});

describe('bookings: status graph', () => {
  it('the provider accepts a request: history and the customer\'s notification follow', () =>
    tx(async (t) => {
      const r = await setStatus(t, 'provider', b.requested, 'accepted');
      expectRows(r, 1);
      const events = await t.as('customerA', 'select from_status, to_status, actor_role, actor_id from public.booking_events where booking_id = $1 order by id', [b.requested]);
      expect(events.at(-1)).toEqual({ from_status: 'requested', to_status: 'accepted', actor_role: 'provider', actor_id: ids.provider });
      expect(await t.as('customerA', `select id from public.notifications where title = 'Booking accepted' and created_at = now()`)).toHaveLength(1);
    }));

  it('the provider declines with a note that reaches the history', () =>
    tx(async (t) => {
      await t.as('provider', `update public.bookings set status = 'declined', status_note = 'Fully booked' where id = $1`, [b.requested]);
      const [e] = await t.as('customerA', 'select note, actor_role from public.booking_events where booking_id = $1 order by id desc limit 1', [b.requested]);
      expect(e).toEqual({ note: 'Fully booked', actor_role: 'provider' });
    }));

  it('customers cannot accept, decline, confirm, complete or expire', () =>
    tx(async (t) => {
      for (const s of ['accepted', 'declined', 'expired']) expectError(await setStatus(t, 'customerA', b.requested, s), '42501');
      expectError(await setStatus(t, 'customerA', b.accepted, 'confirmed'), '42501');
      expectError(await setStatus(t, 'customerA', b.confirmed, 'completed'), '42501');
      expectError(await setStatus(t, 'customerA', b.accepted, 'cancelled_by_provider'), '42501');
    }));

  it('providers cannot cancel for the customer, confirm without the system, or expire', () =>
    tx(async (t) => {
      expectError(await setStatus(t, 'provider', b.requested, 'cancelled_by_customer'), '42501');
      expectError(await setStatus(t, 'provider', b.accepted, 'confirmed'), '42501');
      expectError(await setStatus(t, 'provider', b.requested, 'expired'), '42501');
    }));

  it('edges outside the graph are refused for everyone, the system included', () =>
    tx(async (t) => {
      expectError(await setStatus(t, 'provider', b.requested, 'completed'), '23514', /cannot go from requested to completed/);
      expectError(await setStatus(t, 'admin', b.requested, 'confirmed'), '23514');
      expectError(await setStatus(t, 'service', b.completed, 'cancelled_by_customer'), '23514');
      expectError(await setStatus(t, 'admin', b.declined, 'accepted'), '23514');
      expectError(await setStatus(t, 'admin', b.cancelledByCustomer, 'requested'), '23514');
      expectError(await setStatus(t, 'service', b.expired, 'accepted'), '23514');
      expectError(await setStatus(t, 'customerA', b.requested, 'paid'), '23514');
    }));

  it('the customer cancels at every stage before completion', () =>
    tx(async (t) => {
      for (const id of [b.requested, b.accepted, b.confirmed]) {
        const r = await setStatus(t, 'customerA', id, 'cancelled_by_customer');
        expectRows(r, 1);
        expect(r.rows[0].last_actor_role).toBe('customer');
      }
    }));

  it('confirmation needs a succeeded advance: the payment confirms the booking as the system', () =>
    tx(async (t) => {
      expectError(await setStatus(t, 'admin', b.accepted, 'confirmed'), '23514', /advance/);
      const [bk] = await t.sys('select advance_paise from public.bookings where id = $1', [b.accepted]);
      await t.as('service', `insert into public.payments (booking_id, kind, amount_paise, status, gateway_ref) values ($1, 'advance', $2, 'succeeded', 'pay_T1')`, [b.accepted, bk.advance_paise]);
      const [after] = await t.as('customerA', 'select status from public.bookings where id = $1', [b.accepted]);
      expect(after.status).toBe('confirmed');
      const [e] = await t.as('customerA', 'select to_status, actor_role from public.booking_events where booking_id = $1 order by id desc limit 1', [b.accepted]);
      expect(e).toEqual({ to_status: 'confirmed', actor_role: 'system' });
    }));

  it('a booking is completed only on or after the event date', () =>
    tx(async (t) => {
      expectError(await setStatus(t, 'provider', b.confirmed, 'completed'), '23514', /before its event date/);
      await t.sys(`update public.bookings set event_date = current_date - 1 where id = $1`, [b.confirmed]);
      expectRows(await setStatus(t, 'provider', b.confirmed, 'completed'), 1);
    }));

  it('only the system and admins expire bookings; admins act on anyone\'s booking', () =>
    tx(async (t) => {
      expectRows(await setStatus(t, 'admin', b.requested, 'expired'), 1);
      const r = await setStatus(t, 'admin', b.accepted, 'cancelled_by_provider');
      expectRows(r, 1);
      expect(r.rows[0].last_actor_role).toBe('admin');
      expectRows(await setStatus(t, 'service', b.confirmed, 'cancelled_by_provider'), 1);
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
      expectNoRows(await t.try(other, `update public.bookings set status = 'accepted' where id = $1 returning id`, [b.requested]));
    }));
});

describe('bookings: double booking', () => {
  it('two confirmed bookings of the same service at overlapping times are impossible', () =>
    tx(async (t) => {
      const first = await request(t, 'customerA', { days: 70, time: '11:00' });
      const second = await request(t, 'customerB', { days: 70, time: '11:00' });
      // Requests and acceptances may overlap.
      await t.as('provider', `update public.bookings set status = 'accepted' where id in ($1, $2)`, [first.id, second.id]);
      await t.as('service', `insert into public.payments (booking_id, kind, amount_paise, status) values ($1, 'advance', $2, 'succeeded')`, [first.id, first.advance_paise]);
      const r = await t.try('service', `insert into public.payments (booking_id, kind, amount_paise, status) values ($1, 'advance', $2, 'succeeded')`, [second.id, second.advance_paise]);
      expectError(r, '23P01', /bookings_no_overlapping_service_slots/);
      // Another time the same day is fine.
      const third = await request(t, 'customerB', { days: 70, time: '19:00' });
      await t.as('provider', `update public.bookings set status = 'accepted' where id = $1`, [third.id]);
      expectRows(await t.try('service', `insert into public.payments (booking_id, kind, amount_paise, status) values ($1, 'advance', $2, 'succeeded') returning id`, [third.id, third.advance_paise]), 1);
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
      expect(r.history.map((h: { status: string }) => h.status)).toEqual(['requested', 'accepted', 'confirmed']);
      expect(Object.keys(r)).not.toEqual(expect.arrayContaining(['customer_id']));
      for (const key of ['customer_id', 'special_requirements', 'full_name', 'phone', 'email', 'last_actor_id']) expect(r).not.toHaveProperty(key);
    }));

  it('an unknown code gives no row', () =>
    tx(async (t) => {
      expect(await t.as('anon', `select * from public.track_booking('UTS-ZZZZZZ')`)).toHaveLength(0);
      expect(await t.as('customerB', `select * from public.track_booking('')`)).toHaveLength(0);
    }));
});

describe('expire_stale_bookings()', () => {
  it('is for the system only', () =>
    tx(async (t) => {
      expectError(await t.try('anon', 'select public.expire_stale_bookings()'), '42501');
      expectError(await t.try('customerA', 'select public.expire_stale_bookings()'), '42501');
      expectError(await t.try('admin', 'select public.expire_stale_bookings()'), '42501');
    }));

  it('expires requests unanswered for 48 hours and unpaid acceptances whose date passed', () =>
    tx(async (t) => {
      await t.sys(`update public.bookings set created_at = now() - interval '3 days' where id = $1`, [b.requested]);
      await t.sys(`update public.bookings set event_date = current_date - 1 where id = $1`, [b.accepted]);
      const [{ n }] = await t.as('service', 'select public.expire_stale_bookings() as n');
      expect(n).toBeGreaterThanOrEqual(2);
      const rows = await t.sys('select status from public.bookings where id in ($1, $2)', [b.requested, b.accepted]);
      expect(rows.map((r) => r.status)).toEqual(['expired', 'expired']);
      expect((await t.sys('select status from public.bookings where id = $1', [b.confirmed]))[0].status).toBe('confirmed');
    }));
});
