// The provider's dashboard panels (issue 24, supabase/schemas/52_provider_dashboard.sql): each
// answers for the signed-in provider only, as the provider, another provider, a pending provider,
// two customers, an admin and a visitor; the figures are checked on a provider of the test's own
// whose history the test writes, so every number is known.
import { describe, expect, it } from 'vitest';
import { createUser, ids, setupDb, type Tx } from './helpers/db.ts';
import { bookingIn, holdBooking, inDays, systemMove } from './helpers/bookings.ts';
import { expectError, expectRows } from './helpers/expect.ts';

const { tx } = setupDb();

const strangers = ['customerA', 'customerB', 'pending', 'admin', { sub: ids.otherProvider }] as const;

/** An approved provider of the test's own with one per-event service of ₹10,000 (advance from the quote). */
async function freshProvider(t: Tx) {
  const profile = await createUser(t, 'dash-provider');
  const [row] = await t.as<{ id: string }>('service', `insert into public.service_providers (profile_id, business_name, city, status)
      values ($1, 'Dashboard Test Studio', 'Chennai', 'approved') returning id`, [profile]);
  const [service] = await t.as<{ id: string }>('service', `insert into public.services (provider_id, category_slug, title, price_paise, price_unit, city)
      values ($1, 'wedding-photography', 'Candid coverage', 1000000, 'per_event', 'Chennai') returning id`, [row.id]);
  return { me: { sub: profile }, providerRow: row.id, service: service.id };
}

/** A request paid through Razorpay (a payment id, so a decline or cancellation queues a refund). */
async function paidRequest(t: Tx, service: string, customer: 'customerA' | 'customerB' = 'customerA') {
  const { id } = await holdBooking(t, { service, customer, guests: 20 });
  await t.as('service', `insert into public.payments (booking_id, kind, amount_paise, status, gateway, gateway_ref, razorpay_payment_id)
      select id, 'advance', advance_paise, 'succeeded', 'razorpay', 'pay_dash' || substr(md5(id::text), 1, 10), 'pay_dash' || substr(md5(id::text), 1, 10)
      from public.bookings where id = $1`, [id]);
  return id;
}

/** Moves the booking's history back: asked `askedHoursAgo`, answered `answeredHoursAgo` (if it was). */
async function backdate(t: Tx, id: string, askedHoursAgo: number, answeredHoursAgo?: number) {
  await t.sys(`update public.booking_events set created_at = now() - $2::double precision * interval '1 hour' where booking_id = $1 and to_status = 'requested'`, [id, askedHoursAgo]);
  if (answeredHoursAgo !== undefined) {
    await t.sys(`update public.booking_events set created_at = now() - $2::double precision * interval '1 hour' where booking_id = $1 and from_status = 'requested'`, [id, answeredHoursAgo]);
  }
}

describe('provider dashboard', () => {
  it('requests: the provider sees each awaiting request with time left, the quote and the allowed actions; nobody else does', () =>
    tx(async (t) => {
      const id = await bookingIn(t, 'requested');
      const rows = await t.as('provider', 'select * from public.provider_requests()');
      const mine = rows.find((r) => r.id === id);
      expect(mine).toMatchObject({ guest_count: 50, actions: ['confirmed', 'declined'] });
      expect(mine!.seconds_left).toBeGreaterThan(47 * 3600);
      expect(Number(mine!.total_paise)).toBeGreaterThan(0);
      expect(mine!.requested_at).toBeInstanceOf(Date);
      // Soonest expiry first.
      const deadlines = rows.map((r) => (r.respond_by as Date).getTime());
      expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b));
      for (const who of strangers) {
        const seen = await t.as(who, 'select id from public.provider_requests()');
        expect(seen.map((r) => r.id), JSON.stringify(who)).not.toContain(id);
      }
      expectError(await t.try('anon', 'select * from public.provider_requests()'), '42501');
    }));

  it('accept and decline are updates the guard takes from the provider only; a decline refunds the advance in full', () =>
    tx(async (t) => {
      const { me, service } = await freshProvider(t);
      const accept = await paidRequest(t, service);
      const decline = await paidRequest(t, service, 'customerB');
      const other = { sub: ids.otherProvider };
      expectRows(await t.try(other, `update public.bookings set status = 'confirmed' where id = $1 returning id`, [accept]), 0);
      expectError(await t.try('customerA', `update public.bookings set status = 'confirmed' where id = $1`, [accept]), '42501');
      expectRows(await t.try(me, `update public.bookings set status = 'confirmed' where id = $1 returning id`, [accept]), 1);
      expectRows(await t.try(me, `update public.bookings set status = 'declined', status_note = 'Already booked that evening' where id = $1 returning id`, [decline]), 1);
      const [refund] = await t.as('customerB', `select r.amount_paise, r.reason, b.advance_paise, b.status_note from public.refunds r join public.bookings b on b.id = r.booking_id where r.booking_id = $1`, [decline]);
      expect(refund).toMatchObject({ reason: 'declined', status_note: 'Already booked that evening' });
      expect(refund.amount_paise).toBe(refund.advance_paise);
      expect(await t.as(me, 'select id from public.provider_requests()')).toEqual([]);
    }));

  it('agenda and month: confirmed bookings with venue and customer, complete after the event, cancel before', () =>
    tx(async (t) => {
      const { me, service } = await freshProvider(t);
      const upcoming = await paidRequest(t, service);
      // The customer gave the address while the slot was held (setup: written directly).
      await t.sys(`insert into public.booking_venues (booking_id, venue_address) values ($1, '12 Temple Street, Mylapore')`, [upcoming]);
      await t.as(me, `update public.bookings set status = 'confirmed' where id = $1`, [upcoming]);
      const past = await paidRequest(t, service);
      await t.as(me, `update public.bookings set status = 'confirmed' where id = $1`, [past]);
      await t.as('service', 'update public.bookings set event_date = $2 where id = $1', [past, inDays(-1)]);
      const agenda = await t.as(me, 'select * from public.provider_agenda()');
      expect(agenda.map((r) => r.id)).toEqual([past, upcoming]);
      expect(agenda[0]!.actions).toContain('completed');
      expect(agenda[1]!.actions).toEqual(['cancelled_by_provider']);
      expect(agenda[1]!.customer_name).toBeTruthy();
      expect(agenda[1]!.venue_address).toBe('12 Temple Street, Mylapore');
      expect(agenda[1]!.balance_paid).toBe(false);
      const [{ event_date }] = await t.sys<{ event_date: string }>(`select event_date::text from public.bookings where id = $1`, [upcoming]);
      const month = await t.as(me, 'select id, status from public.provider_month($1::date)', [event_date]);
      expect(month).toContainEqual({ id: upcoming, status: 'confirmed' });
      for (const who of strangers) {
        expect(await t.as(who, 'select id from public.provider_agenda()'), JSON.stringify(who)).toEqual([]);
        expect(await t.as(who, 'select id from public.provider_month($1::date)', [event_date]), JSON.stringify(who)).toEqual([]);
      }
      expectError(await t.try('anon', 'select * from public.provider_agenda()'), '42501');
      expectError(await t.try('anon', 'select * from public.provider_month(current_date)'), '42501');
    }));

  it('performance: response rate within 24 hours, median response time and acceptance over 30 days; the provider\'s cancellation counts against them', () =>
    tx(async (t) => {
      const { me, service } = await freshProvider(t);
      const quick = await paidRequest(t, service);
      await t.as(me, `update public.bookings set status = 'confirmed' where id = $1`, [quick]);
      await backdate(t, quick, 5, 3);
      const declined = await paidRequest(t, service);
      await t.as(me, `update public.bookings set status = 'declined', status_note = 'Away' where id = $1`, [declined]);
      await backdate(t, declined, 4, 3.5);
      const expired = await paidRequest(t, service);
      await systemMove(t, expired, 'expired');
      await backdate(t, expired, 50, 2);
      const withdrawn = await paidRequest(t, service);
      await t.as('customerA', `update public.bookings set status = 'cancelled_by_customer' where id = $1`, [withdrawn]);
      const slow = await paidRequest(t, service);
      await t.as(me, `update public.bookings set status = 'confirmed' where id = $1`, [slow]);
      await backdate(t, slow, 40, 10);
      // Asked 40 days ago: outside the window.
      const old = await paidRequest(t, service);
      await t.as(me, `update public.bookings set status = 'declined', status_note = 'Old' where id = $1`, [old]);
      await t.sys(`update public.bookings set created_at = now() - interval '40 days' where id = $1`, [old]);
      await backdate(t, old, 24 * 40, 24 * 40 - 1);

      let [{ p }] = await t.as(me, 'select public.provider_performance() as p');
      expect(p).toMatchObject({
        requests_30d: 4, response_rate: 0.5, acceptance_rate: 0.5, median_response_seconds: 7200, cancellations_12m: 0,
      });
      await t.as(me, `update public.bookings set status = 'cancelled_by_provider', status_note = 'Family emergency' where id = $1`, [quick]);
      [{ p }] = await t.as(me, 'select public.provider_performance() as p');
      expect(p.cancellations_12m).toBe(1);
      // The customer gets back everything paid, whatever the refund tiers say for their own cancellations.
      const [owed] = await t.sys(`select (select sum(amount_paise) from public.refunds where booking_id = $1)::bigint as refunded,
                                         (select sum(amount_paise) from public.payments where booking_id = $1)::bigint as paid`, [quick]);
      expect(owed!.refunded).toBe(owed!.paid);
      // Counted for a year from the cancellation itself (its event), not from the row's last change.
      await t.sys(`update public.booking_events set created_at = now() - interval '13 months' where booking_id = $1 and to_status = 'cancelled_by_provider'`, [quick]);
      [{ p }] = await t.as(me, 'select public.provider_performance() as p');
      expect(p.cancellations_12m).toBe(0);
      for (const who of strangers.filter((w) => w !== 'pending' && typeof w === 'string')) {
        expectError(await t.try(who, 'select public.provider_performance()'), '42501', /only a provider/);
      }
      const [{ p: theirs }] = await t.as({ sub: ids.otherProvider }, 'select public.provider_performance() as p');
      expect(theirs.cancellations_12m).toBe(0);
      expectError(await t.try('anon', 'select public.provider_performance()'), '42501');
    }));

  it('earnings: advances by month, refunds, and what the platform holds and owes', () =>
    tx(async (t) => {
      const { me, service } = await freshProvider(t);
      const kept = await paidRequest(t, service);
      await t.as(me, `update public.bookings set status = 'confirmed' where id = $1`, [kept]);
      const declined = await paidRequest(t, service);
      await t.as(me, `update public.bookings set status = 'declined', status_note = 'Away' where id = $1`, [declined]);
      const done = await paidRequest(t, service);
      await t.as(me, `update public.bookings set status = 'confirmed' where id = $1`, [done]);
      await t.as('service', `insert into public.payments (booking_id, kind, amount_paise, status, gateway, gateway_ref, razorpay_payment_id)
          select id, 'remaining', remaining_paise, 'succeeded', 'razorpay', 'pay_rem' || substr(md5(id::text), 1, 10), 'pay_rem' || substr(md5(id::text), 1, 10)
          from public.bookings where id = $1`, [done]);
      await t.as('service', 'update public.bookings set event_date = $2 where id = $1', [done, inDays(-3)]);
      await systemMove(t, done, 'completed');
      const [b] = await t.sys<{ advance: string; remaining: string }>(`select advance_paise as advance, remaining_paise as remaining from public.bookings where id = $1`, [kept]);
      const advance = Number(b.advance);
      const remaining = Number(b.remaining);

      const [{ e }] = await t.as(me, 'select public.provider_earnings(3) as e');
      expect(e.months).toHaveLength(3);
      const now = e.months.at(-1);
      expect(now).toMatchObject({ advances_paise: 3 * advance, balances_paise: remaining, refunds_paise: advance });
      expect(now.net_paise).toBe(2 * advance + remaining);
      expect(e).toMatchObject({ held_paise: advance, due_paise: advance + remaining, balances_to_collect_paise: remaining, refunds_pending_paise: advance });
      for (const who of ['customerA', 'customerB', 'admin'] as const) {
        expectError(await t.try(who, 'select public.provider_earnings()'), '42501', /only a provider/);
      }
      const [{ e: theirs }] = await t.as({ sub: ids.otherProvider }, 'select public.provider_earnings(1) as e');
      expect(theirs.held_paise).not.toBe(advance);
      expectError(await t.try('anon', 'select public.provider_earnings()'), '42501');
    }));

  it('reviews: the provider reads theirs newest first and replies; another provider and the customer cannot reply', () =>
    tx(async (t) => {
      const rows = await t.as('provider', 'select * from public.provider_reviews(5)');
      expect(rows.length).toBeGreaterThan(0);
      const times = rows.map((r) => (r.created_at as Date).getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const review = rows[0]!;
      const before = await t.as('provider', 'select id from public.provider_reviews(5, $1)', [review.created_at]);
      expect(before.map((r) => r.id)).not.toContain(review.id);
      expectRows(await t.try({ sub: ids.otherProvider }, `update public.reviews set provider_reply = 'Thanks' where id = $1 returning id`, [review.id]), 0);
      expectRows(await t.try('provider', `update public.reviews set provider_reply = 'Thank you for having us!' where id = $1 returning id`, [review.id]), 1);
      const [after] = await t.as('provider', 'select provider_reply, replied_at from public.provider_reviews(1)');
      expect(after).toMatchObject({ provider_reply: 'Thank you for having us!' });
      expect(after.replied_at).toBeInstanceOf(Date);
      for (const who of strangers) {
        const seen = await t.as(who, 'select id from public.provider_reviews(100)');
        expect(seen.map((r) => r.id), JSON.stringify(who)).not.toContain(review.id);
      }
      expectError(await t.try('anon', 'select * from public.provider_reviews()'), '42501');
    }));
});
