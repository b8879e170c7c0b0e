// Attacks on the booking data rules at their edges: a per-day venue booked three times on
// one day (uniqueness was on the exact date and time), and '24:00' / 'infinity' accepted as
// an event time and date.
import { describe, expect, it } from 'vitest';
import { createUser, seeded, setupDb, type Tx } from '../helpers/db.ts';
import { expectError, expectRows } from '../helpers/expect.ts';

const { tx } = setupDb();

/** Shubh Utsav Events' kalyana mantapa: per_day, 50-600 guests. */
const HALL = 'c0000000-0000-4000-8000-000000001007';
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function requestAs(t: Tx, customer: string, service: string, date: string, time: string, guests = 100) {
  return t.try({ sub: customer }, `insert into public.bookings (service_id, event_date, event_time, guest_count)
                                   values ($1, $2, $3, $4) returning id, advance_paise::int`, [service, date, time, guests]);
}

/** The gateway records the advance (which asks the provider). */
async function payAdvance(t: Tx, booking: { id: string; advance_paise: number }) {
  return t.try('service', `insert into public.payments (booking_id, kind, amount_paise, status) values ($1, 'advance', $2, 'succeeded') returning id`,
    [booking.id, booking.advance_paise]);
}

// Since 0034 the slot is taken when it is asked for (held while paying), not at confirmation.
describe('security: bookings never overlap', () => {
  it('a per-day venue is held once a day, not at 09:00, 09:01 and 23:59', () =>
    tx(async (t) => {
      const day = inDays(80);
      const at0900 = await requestAs(t, await createUser(t, 'hall-0900'), HALL, day, '09:00');
      const at0901 = await requestAs(t, await createUser(t, 'hall-0901'), HALL, day, '09:01');
      const at2359 = await requestAs(t, await createUser(t, 'hall-2359'), HALL, day, '23:59');
      expectRows(at0900, 1);
      expectError(at0901, '23P01', /slot was just taken/);
      expectError(at2359, '23P01', /slot was just taken/);
      const [{ n }] = await t.sys(`select count(*)::int as n from public.bookings where service_id = $1 and event_date = $2`, [HALL, day]);
      expect(n).toBe(1);
      // The next day is free.
      expectRows(await requestAs(t, await createUser(t, 'hall-next'), HALL, inDays(81), '09:00'), 1);
    }));

  it('timed services block their duration: the pooja (3 h) at 10:00 blocks 12:00, not 13:00', () =>
    tx(async (t) => {
      const day = inDays(75);
      expectRows(await requestAs(t, await createUser(t, 'pooja-a'), seeded.poojaService, day, '10:00', 50), 1);
      expectError(await requestAs(t, await createUser(t, 'pooja-b'), seeded.poojaService, day, '12:00', 50), '23P01');
      expectRows(await requestAs(t, await createUser(t, 'pooja-c'), seeded.poojaService, day, '13:00', 50), 1);
    }));

  it('moving a confirmed booking onto another one is refused too', () =>
    tx(async (t) => {
      const a = await requestAs(t, await createUser(t, 'move-a'), HALL, inDays(90), '10:00');
      const b = await requestAs(t, await createUser(t, 'move-b'), HALL, inDays(91), '10:00');
      await payAdvance(t, a.rows[0] as { id: string; advance_paise: number });
      await payAdvance(t, b.rows[0] as { id: string; advance_paise: number });
      await t.as('provider', `update public.bookings set status = 'confirmed' where id in ($1, $2)`, [a.rows[0].id, b.rows[0].id]);
      // Only support moves a booking; it cannot double-book either.
      expectError(await t.try('service', `update public.bookings set event_date = $2, event_time = '18:00' where id = $1`, [b.rows[0].id, inDays(90)]), '23P01');
      // An admin has no bare update (issue 26: admins act through admin_act_on_booking): nothing moves.
      expect((await t.try('admin', `update public.bookings set event_date = $2, event_time = '18:00' where id = $1 returning id`, [b.rows[0].id, inDays(90)])).rows).toHaveLength(0);
    }));
});

describe('security: impossible times and dates are refused', () => {
  it("'24:00' is not a time of day and 'infinity' is not an event date", () =>
    tx(async (t) => {
      const customer = await createUser(t, 'edges');
      expectError(await requestAs(t, customer, seeded.cateringService, inDays(50), '24:00', 200), '23514');
      expectError(await requestAs(t, customer, seeded.cateringService, 'infinity', '12:00', 200), '23514');
      expectError(await requestAs(t, customer, seeded.cateringService, '99999-01-01', '12:00', 200), '23514');
      const ok = await requestAs(t, customer, seeded.cateringService, inDays(50), '23:59:59', 200);
      expectRows(ok, 1);
      // Nor can support change a booking to them.
      expectError(await t.try('service', `update public.bookings set event_time = '24:00' where id = $1`, [ok.rows[0].id]), '23514');
      expectError(await t.try('service', `update public.bookings set event_date = 'infinity' where id = $1`, [ok.rows[0].id]), '23514');
    }));
});
