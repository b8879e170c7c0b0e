// Attacks on the booking data rules at their edges: a per-day venue confirmed three times on
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

/** Accepted by the provider, then the gateway records the advance (which confirms it). */
async function payAdvance(t: Tx, booking: { id: string; advance_paise: number }) {
  await t.as('provider', `update public.bookings set status = 'accepted' where id = $1`, [booking.id]);
  return t.try('service', `insert into public.payments (booking_id, kind, amount_paise, status) values ($1, 'advance', $2, 'succeeded') returning id`,
    [booking.id, booking.advance_paise]);
}

describe('security: bookings never overlap', () => {
  it('a per-day venue is confirmed once a day, not at 09:00, 09:01 and 23:59', () =>
    tx(async (t) => {
      const day = inDays(80);
      const results: Awaited<ReturnType<typeof payAdvance>>[] = [];
      for (const time of ['09:00', '09:01', '23:59']) {
        const customer = await createUser(t, `hall-${time.replace(':', '')}`);
        const r = await requestAs(t, customer, HALL, day, time);
        expectRows(r, 1); // requests may overlap
        results.push(await payAdvance(t, r.rows[0] as { id: string; advance_paise: number }));
      }
      const [at0900, at0901, at2359] = results as [(typeof results)[0], (typeof results)[0], (typeof results)[0]];
      expectRows(at0900, 1);
      expectError(at0901, '23P01', /bookings_no_overlapping_service_slots/);
      expectError(at2359, '23P01', /bookings_no_overlapping_service_slots/);
      const [{ n }] = await t.sys(`select count(*)::int as n from public.bookings where service_id = $1 and event_date = $2 and status = 'confirmed'`, [HALL, day]);
      expect(n).toBe(1);
      // The next day is free.
      const next = await requestAs(t, await createUser(t, 'hall-next'), HALL, inDays(81), '09:00');
      expectRows(await payAdvance(t, next.rows[0] as { id: string; advance_paise: number }), 1);
    }));

  it('timed services block their duration: the pooja (3 h) at 10:00 blocks 12:00, not 13:00', () =>
    tx(async (t) => {
      const day = inDays(75);
      const first = await requestAs(t, await createUser(t, 'pooja-a'), seeded.poojaService, day, '10:00', 50);
      const overlapping = await requestAs(t, await createUser(t, 'pooja-b'), seeded.poojaService, day, '12:00', 50);
      const after = await requestAs(t, await createUser(t, 'pooja-c'), seeded.poojaService, day, '13:00', 50);
      expectRows(await payAdvance(t, first.rows[0] as { id: string; advance_paise: number }), 1);
      expectError(await payAdvance(t, overlapping.rows[0] as { id: string; advance_paise: number }), '23P01');
      expectRows(await payAdvance(t, after.rows[0] as { id: string; advance_paise: number }), 1);
    }));

  it('moving a confirmed booking onto another one is refused too', () =>
    tx(async (t) => {
      const a = await requestAs(t, await createUser(t, 'move-a'), HALL, inDays(90), '10:00');
      const b = await requestAs(t, await createUser(t, 'move-b'), HALL, inDays(91), '10:00');
      await payAdvance(t, a.rows[0] as { id: string; advance_paise: number });
      await payAdvance(t, b.rows[0] as { id: string; advance_paise: number });
      // Only the system (support) moves a confirmed booking; it cannot double-book either.
      expectError(await t.try('service', `update public.bookings set event_date = $2, event_time = '18:00' where id = $1`, [b.rows[0].id, inDays(90)]), '23P01');
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
      // Nor can a request be changed to them.
      expectError(await t.try({ sub: customer }, `update public.bookings set event_time = '24:00' where id = $1`, [ok.rows[0].id]), '23514');
      expectError(await t.try({ sub: customer }, `update public.bookings set event_date = 'infinity' where id = $1`, [ok.rows[0].id]), '23514');
    }));
});
