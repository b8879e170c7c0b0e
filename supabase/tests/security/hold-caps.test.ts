// Unpaid holds cost nothing (0034: a slot is kept 15 minutes while the customer pays), so a script
// held a function hall on 40 dates and every service of one provider on a day, and held them again
// the moment they lapsed. The caps of 0045: 3 open holds a customer, 2 with one provider, 30
// minutes before a lapsed hold's date may be held again, 12 holds started an hour. And an advance
// captured after its hold lapsed (before the timers ran) was kept and asked the provider.
import { describe, expect, it } from 'vitest';
import { createUser, setupDb, type Tx } from '../helpers/db.ts';
import { inDays } from '../helpers/bookings.ts';

const { tx } = setupDb();

/** Shubh Utsav Events' kalyana mantapa: per_day, 50-600 guests. */
const HALL = 'c0000000-0000-4000-8000-000000001007';

async function hold(t: Tx, customer: string, service: string, day: number, guests = 100) {
  await t.sys('savepoint hold');
  try {
    const [row] = await t.as<{ id: string; provider_id: string }>({ sub: customer },
      `insert into public.bookings (service_id, event_date, event_time, guest_count) values ($1, $2, '10:00', $3) returning id, provider_id`,
      [service, inDays(day), guests]);
    await t.sys('release savepoint hold');
    return { id: row!.id };
  } catch (e) {
    await t.sys('rollback to savepoint hold');
    const err = e as { code: string; hint?: string; detail?: string };
    return { code: err.code, hint: err.hint, detail: err.detail ? (JSON.parse(err.detail) as Record<string, unknown>) : undefined };
  }
}

/** One bookable service of each of `n` providers, with a guest count it takes. */
async function servicesOfProviders(t: Tx, n: number) {
  const rows = await t.sys<{ id: string; guests: number }>(`
    select distinct on (s.provider_id) s.id, coalesce(s.min_guests, 1) as guests
    from public.services s
    where (private.booking_quote(s.id, null, coalesce(s.min_guests, 1))).bookable
    order by s.provider_id, s.id`);
  expect(rows.length).toBeGreaterThanOrEqual(n);
  return rows.slice(0, n);
}

/** The customer let the hold run out a minute ago; the timers have not run. */
const lapse = (t: Tx, id: string) =>
  t.as('service', `update public.bookings set hold_expires_at = now() - interval '1 minute' where id = $1`, [id]);

describe('security: unpaid holds are capped', () => {
  it('one provider: two open holds, not a hall on 40 dates nor all its services on a day', () =>
    tx(async (t) => {
      const blocker = await createUser(t, 'hall-blocker');
      const outcomes = [];
      for (let day = 100; day < 140; day++) outcomes.push(await hold(t, blocker, HALL, day));
      expect(outcomes.filter((o) => 'id' in o)).toHaveLength(2);
      expect(outcomes[2]).toEqual({ code: '23514', hint: 'too_many_holds_with_provider', detail: { max: 2 } });
      const [{ n }] = await t.sys<{ n: number }>(`select count(*)::int as n from public.bookings where customer_id = $1`, [blocker]);
      expect(n).toBe(2);
    }));

  it('three open holds in all; a paid one no longer counts, and support is not bound', () =>
    tx(async (t) => {
      const family = await createUser(t, 'family');
      const services = await servicesOfProviders(t, 4);
      const held = [];
      for (const [i, s] of services.slice(0, 3).entries()) held.push(await hold(t, family, s.id, 150 + i, s.guests));
      expect(held.every((h) => 'id' in h)).toBe(true);
      const fourth = services[3]!;
      expect(await hold(t, family, fourth.id, 160, fourth.guests)).toEqual({ code: '23514', hint: 'too_many_holds', detail: { max: 3 } });
      // The advance of one is paid: the provider is asked, and the family may hold the next.
      await t.as('service', `insert into public.payments (booking_id, kind, amount_paise, status)
                             select id, 'advance', advance_paise, 'succeeded' from public.bookings where id = $1`, [(held[0] as { id: string }).id]);
      expect(await hold(t, family, fourth.id, 160, fourth.guests)).toHaveProperty('id');
      // An expired hold does not count either.
      await lapse(t, (held[1] as { id: string }).id);
      expect(await hold(t, family, services[1]!.id, 161, services[1]!.guests)).toHaveProperty('id');
    }));

  it('a lapsed hold: the same date of the same service 30 minutes later, another date at once', () =>
    tx(async (t) => {
      const blocker = await createUser(t, 'relapse');
      const first = await hold(t, blocker, HALL, 200);
      expect(first).toHaveProperty('id');
      await lapse(t, (first as { id: string }).id);
      const again = await hold(t, blocker, HALL, 200);
      expect(again).toMatchObject({ code: '23514', hint: 'hold_cooldown', detail: { field: 'event_date', minutes: 30 } });
      // 30 minutes after the lapse: the hold was made in this transaction, so 45 minutes after now().
      const [{ now }] = await t.sys<{ now: Date }>('select now()');
      expect(new Date((again as unknown as { detail: { retry_at: string } }).detail.retry_at).getTime() - now.getTime()).toBe(45 * 60_000);
      // The timers mark it payment_expired: still cooling down.
      await t.as('service', 'select public.run_booking_timers()');
      expect((await t.sys('select status from public.bookings where id = $1', [(first as { id: string }).id]))[0]).toEqual({ status: 'payment_expired' });
      expect(await hold(t, blocker, HALL, 200)).toMatchObject({ hint: 'hold_cooldown' });
      // The window, with holds the system records as made earlier (a booking's created_at is fixed
      // once made): one that lapsed 29 minutes ago still cools down, one that lapsed 31 minutes ago not.
      const madeAgo = (day: number, minutes: number) =>
        t.as('service', `insert into public.bookings (customer_id, service_id, event_date, event_time, guest_count, status, created_at)
                         values ($1, $2, $3, '10:00', 100, 'held', now() - make_interval(mins => $4))`, [blocker, HALL, inDays(day), minutes]);
      await madeAgo(203, 44);
      expect(await hold(t, blocker, HALL, 203)).toMatchObject({ hint: 'hold_cooldown' });
      await madeAgo(202, 46);
      expect(await hold(t, blocker, HALL, 202)).toHaveProperty('id');
      // Another date of the hall is free to hold at once.
      expect(await hold(t, blocker, HALL, 201)).toHaveProperty('id');
    }));

  it('at most 12 holds started an hour, cancelled or not', () =>
    tx(async (t) => {
      const churner = await createUser(t, 'churner');
      for (let i = 0; i < 12; i++) {
        const h = await hold(t, churner, HALL, 250 + i);
        expect(h).toHaveProperty('id');
        await t.as({ sub: churner }, `update public.bookings set status = 'cancelled_by_customer' where id = $1`, [(h as { id: string }).id]);
      }
      expect(await hold(t, churner, HALL, 270)).toEqual({ code: 'PT429', hint: 'hold_rate_limited', detail: undefined });
    }));
});

describe('security: an advance captured after its hold lapsed', () => {
  it('is refunded in full by the refunds job, and the provider is not asked', () =>
    tx(async (t) => {
      const late = await createUser(t, 'late-payer');
      const h = await hold(t, late, HALL, 300);
      const bookingId = (h as { id: string }).id;
      const [pay] = await t.as<{ payment_id: string; amount_paise: string }>('service',
        `select payment_id, amount_paise from public.razorpay_begin_payment($1, 'advance', $2)`, [bookingId, late]);
      await t.as('service', `select public.razorpay_attach_order($1, 'order_LateCapture0001')`, [pay!.payment_id]);
      // The hold ran out; the timers have not run yet when Razorpay's capture arrives.
      await lapse(t, bookingId);
      const [{ result }] = await t.as<{ result: Record<string, unknown> }>('service', `select public.razorpay_record_payment($1::jsonb) as result`, [
        JSON.stringify({ id: 'pay_LateCapture0001', order_id: 'order_LateCapture0001', amount: Number(pay!.amount_paise), currency: 'INR', status: 'captured', method: 'upi' }),
      ]);
      expect(result).toMatchObject({ applied: true, payment_status: 'succeeded', booking_status: 'held' });
      const owed = await t.sys(`select amount_paise::bigint::text as amount, reason, initiated_by, status, razorpay_payment_id from public.refunds where booking_id = $1`, [bookingId]);
      expect(owed).toEqual([{ amount: String(pay!.amount_paise), reason: 'booking_not_payable', initiated_by: 'system', status: 'pending', razorpay_payment_id: 'pay_LateCapture0001' }]);
      // What payments-refunds sends.
      const claimed = await t.as('service', `select amount_paise::text as amount, razorpay_payment_id from public.razorpay_claim_refunds(100, null) where booking_id = $1`, [bookingId]);
      expect(claimed).toEqual([{ amount: String(pay!.amount_paise), razorpay_payment_id: 'pay_LateCapture0001' }]);
      // The timers then expire the hold and owe nothing more.
      await t.as('service', 'select public.run_booking_timers()');
      expect((await t.sys('select status from public.bookings where id = $1', [bookingId]))[0]).toEqual({ status: 'payment_expired' });
      expect(await t.sys('select count(*)::int as n from public.refunds where booking_id = $1', [bookingId])).toEqual([{ n: 1 }]);
    }));
});
