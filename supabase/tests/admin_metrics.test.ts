// The numbers page's one call (issue 26): admin_metrics over bookings created in a range of India's
// days, every figure checked against four bookings this test places on a day nothing else uses
// (2 January 2001, IST), with the definitions of the function's comment.
import { describe, expect, it } from 'vitest';
import { createUser, ids, seeded, setupDb, type Tx } from './helpers/db.ts';
import { expectError } from './helpers/expect.ts';

const { tx } = setupDb();

const DAY = '2001-01-02';
const AT = `${DAY} 10:00:00+05:30`;

let nextDay = 20;

/**
 * A booking made at 10:00 IST on DAY (the system writes it, which keeps the creation time it is
 * given), its advance paid five minutes later (which asks the provider), then answered by the
 * provider: its events are dated so the answer came `answerHours` after the request.
 */
async function bookingOnDay(t: Tx, customer: string, end: 'confirmed' | 'declined' | 'completed' | 'payment_expired', answerHours = 0) {
  const [b] = await t.as<{ id: string }>('service', `insert into public.bookings (customer_id, service_id, event_date, event_time, guest_count, status, created_at)
    values ($1, $2, $3, '10:00', 20, 'held', $4) returning id`, [customer, seeded.poojaService, `2001-01-${nextDay++}`, AT]);
  if (end === 'payment_expired') {
    await t.as('service', `update public.bookings set status = 'payment_expired' where id = $1`, [b.id]);
  } else {
    await t.as('service', `insert into public.payments (booking_id, kind, amount_paise, status, gateway, gateway_ref, paid_at)
      select id, 'advance', advance_paise, 'succeeded', 'razorpay', 'pay_m' || substr(md5(id::text), 1, 10), $2::timestamptz + interval '5 minutes'
        from public.bookings where id = $1`, [b.id, AT]);
    await t.as('provider', 'update public.bookings set status = $2 where id = $1', [b.id, end === 'declined' ? 'declined' : 'confirmed']);
    if (end === 'completed') await t.as('provider', `update public.bookings set status = 'completed' where id = $1`, [b.id]);
  }
  await t.sys(`update public.booking_events set created_at = case
      when to_status = 'held' then $2::timestamptz
      when to_status = 'requested' then $2::timestamptz + interval '10 minutes'
      when to_status in ('confirmed', 'declined') then $2::timestamptz + interval '10 minutes' + make_interval(hours => $3)
      else $2::timestamptz + interval '30 days' end
    where booking_id = $1`, [b.id, AT, answerHours]);
  return b.id;
}

describe('admin_metrics', () => {
  it('is for admins only, over a range of at most a year', () =>
    tx(async (t) => {
      for (const who of ['anon', 'customerA', 'pending', 'provider'] as const) {
        expectError(await t.try(who, `select public.admin_metrics('2001-01-01', '2001-01-31')`), '42501');
      }
      expectError(await t.try('admin', `select public.admin_metrics('2001-02-01', '2001-01-01')`), '22023');
      expectError(await t.try('admin', `select public.admin_metrics('2001-01-01', '2002-06-01')`), '22023');
    }));

  it('every figure equals what the rows say', () =>
    tx(async (t) => {
      const customer = await createUser(t, 'metrics');
      const confirmed = await bookingOnDay(t, customer, 'confirmed', 2);
      const declined = await bookingOnDay(t, customer, 'declined', 4);
      const completed = await bookingOnDay(t, customer, 'completed', 6);
      await bookingOnDay(t, customer, 'payment_expired');
      const totals = Object.fromEntries((await t.sys('select id, total_paise, advance_paise from public.bookings where id = any($1)', [[confirmed, completed, declined]]))
        .map((r) => [r.id, { total: Number(r.total_paise), advance: Number(r.advance_paise) }]));
      const [{ m }] = await t.as('admin', `select public.admin_metrics($1, $1) as m`, [DAY]);
      expect(m.by_day).toEqual([
        { day: DAY, status: 'completed', count: 1 },
        { day: DAY, status: 'confirmed', count: 1 },
        { day: DAY, status: 'declined', count: 1 },
        { day: DAY, status: 'payment_expired', count: 1 },
      ]);
      expect(Number(m.gmv_confirmed_paise)).toBe(totals[confirmed]!.total);
      expect(Number(m.gmv_completed_paise)).toBe(totals[completed]!.total);
      expect(Number(m.advances_paise)).toBe(totals[confirmed]!.advance + totals[declined]!.advance + totals[completed]!.advance);
      expect(Number(m.refunds_paise)).toBe(0);
      expect(m.requests).toBe(3);
      expect(m.confirmed).toBe(2);
      expect(Number(m.conversion)).toBe(0.6667);
      // The provider's answers came 2, 4 and 6 hours after the request: the median is 4 hours.
      expect(Number(m.median_response_seconds)).toBe(4 * 3600);
      expect(m.top_categories).toEqual([{ slug: 'pooja-services', name: 'Pooja Services', bookings: 3,
        gmv_paise: totals[confirmed]!.total + totals[completed]!.total }]);
      const [{ city }] = await t.sys('select city from public.service_providers where id = $1', [ids.providerRow]);
      expect(m.top_cities).toEqual([{ city, bookings: 3, gmv_paise: totals[confirmed]!.total + totals[completed]!.total }]);

      // A day either side is another range: nothing of these bookings there.
      const [{ e }] = await t.as('admin', `select public.admin_metrics('2001-01-03', '2001-01-04') as e`);
      expect(e).toMatchObject({ by_day: [], requests: 0, confirmed: 0, conversion: null, median_response_seconds: null,
        gmv_confirmed_paise: 0, top_categories: [], top_cities: [] });
    }));
});
