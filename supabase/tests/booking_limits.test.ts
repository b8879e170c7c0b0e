// The booking's numbers live in public.booking_limits() (issue 23): everyone reads the same ones
// the apps were generated with, and the guard, the hold caps and the calendar take theirs from it.
// The second half proves the reading: inside a rolled-back transaction the function is replaced
// with other numbers, and each rule moves with it (a literal left in a function would not).
import { describe, expect, it } from 'vitest';
import { BOOKING_LIMITS } from '../../shared/supabase/booking-graph.generated.ts';
import { seeded, setupDb, type Actor, type Tx } from './helpers/db.ts';
import { inDays, indiaIn, payAdvance } from './helpers/bookings.ts';

const { tx } = setupDb();

type Limits = { -readonly [K in keyof typeof BOOKING_LIMITS]: number };

/** Replaces booking_limits() for this transaction only: the same columns, some other numbers. */
async function withLimits(t: Tx, changes: Partial<Limits>) {
  const limits: Limits = { ...BOOKING_LIMITS, ...changes };
  const names = Object.keys(limits) as (keyof Limits)[];
  await t.sys(`create or replace function public.booking_limits(${names.map((n) => `out ${n} integer`).join(', ')})
    returns record language sql immutable parallel safe set search_path to ''
    as $$ select ${names.map((n) => Number(limits[n])).join(', ')} $$`);
}

const REQUEST = `select * from public.request_booking(p_service_id => $1, p_bundle_id => null, p_event_date => $2,
  p_event_time => $3, p_guest_count => 50, p_venue_address => '14 Temple Street, Jayanagar, Bengaluru', p_special_requirements => null)`;

/** What the database answers a request: its row, or the keyed error PostgREST would send. */
async function request(t: Tx, who: Actor, date: string, time = '10:00', service: string = seeded.poojaService) {
  await t.sys('savepoint request');
  try {
    const [row] = await t.as<{ booking_id: string; hold_expires_at: Date }>(who, REQUEST, [service, date, time]);
    await t.sys('release savepoint request');
    return { row };
  } catch (e) {
    await t.sys('rollback to savepoint request');
    const err = e as { hint?: string; detail?: string };
    return { hint: err.hint, detail: err.detail ? (JSON.parse(err.detail) as Record<string, unknown>) : undefined };
  }
}

describe('booking limits', () => {
  it('every role reads the numbers the apps were generated with', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerA', 'provider', 'admin', 'service'] as const) {
        const [limits] = await t.as(actor, 'select * from public.booking_limits()');
        expect(limits, actor).toEqual(BOOKING_LIMITS);
      }
    }));

  it('the booking window, the lead time and the hold follow the function', () =>
    tx(async (t) => {
      await withLimits(t, { days_ahead_max: 200, earliest_start_hours: 50, hold_minutes: 7 });
      expect(await request(t, 'customerA', inDays(202))).toMatchObject({ hint: 'event_too_far', detail: { field: 'event_date', days: 200 } });
      // 38 hours ahead: time enough under the default 26, too soon under 50.
      const soon = indiaIn(38);
      expect(await request(t, 'customerA', soon.date, soon.time)).toMatchObject({ hint: 'event_too_soon', detail: { field: 'event_date', hours: 50 } });
      const held = await request(t, 'customerA', inDays(198));
      expect(held.hint).toBeUndefined();
      expect(Math.abs(new Date(held.row!.hold_expires_at).getTime() - Date.now() - 7 * 60_000)).toBeLessThan(60_000);
    }));

  it('the provider answers within the function’s hours once the advance is paid', () =>
    tx(async (t) => {
      await withLimits(t, { respond_hours: 10 });
      const { row } = await request(t, 'customerA', inDays(150));
      await payAdvance(t, row!.booking_id);
      const [booking] = await t.as<{ status: string; respond_by: Date }>('customerA', 'select status, respond_by from public.bookings where id = $1', [row!.booking_id]);
      expect(booking!.status).toBe('requested');
      expect(Math.abs(new Date(booking!.respond_by).getTime() - Date.now() - 10 * 3_600_000)).toBeLessThan(60_000);
    }));

  it('the hold caps follow the function', () =>
    tx(async (t) => {
      await withLimits(t, { open_holds_max: 1 });
      expect((await request(t, 'customerA', inDays(151))).hint).toBeUndefined();
      expect(await request(t, 'customerA', inDays(152))).toMatchObject({ hint: 'too_many_holds', detail: { max: 1 } });
    }));

  it('the calendar answers the function’s longest range', () =>
    tx(async (t) => {
      await withLimits(t, { calendar_range_days_max: 30 });
      const unavailable = (days: number) =>
        t.try('anon', 'select * from public.booking_unavailable_dates(p_service_id => $1, p_from => $2, p_to => $3)', [seeded.poojaService, inDays(0), inDays(days)]);
      expect((await unavailable(30)).error).toBeUndefined();
      const tooLong = await unavailable(31);
      expect(tooLong.error?.message).toBe('a range of at most 30 days');
    }));
});
