// The admin's bookings (issue 26): admin_bookings finds them by code, person, provider, status and
// event dates, newest first, paged on the server with the filtered total; admin_booking shows one
// with its timeline, payments, refunds and the admin's moves; admin_act_on_booking takes an 'admin'
// edge for a party with a reason, refunding everything paid (never the customer's tiers), telling
// both parties and writing one audit row; stuck payments are listed and their reconciliation audited.
import { describe, expect, it } from 'vitest';
import { createUser, ids, seeded, setupDb, type Tx } from './helpers/db.ts';
import { holdBooking, inDays } from './helpers/bookings.ts';
import { expectError } from './helpers/expect.ts';

const { tx } = setupDb();

const notAdmins = ['anon', 'customerA', 'customerB', 'pending', 'provider'] as const;

let nextDay = 0;

/** A booking paid through Razorpay (so a refund has a payment id to go back to), then moved on by the system. */
async function paidBooking(t: Tx, customer: string, status: 'requested' | 'confirmed') {
  // Written by the system, which keeps the creation time it is given: one transaction has one
  // now(), and the list's order must be real: a request is made an hour before a confirmed booking.
  const [{ id }] = await t.as<{ id: string }>('service', `insert into public.bookings (customer_id, service_id, event_date, event_time, guest_count, status, created_at)
    values ($1, $2, current_date + $3::integer, '10:00', 20, 'held', now() - make_interval(mins => $4))
    returning id`, [customer, seeded.poojaService, 100 + nextDay++, status === 'requested' ? 60 : 0]);
  // Paid five minutes after the hold began, within it: the payment asks the provider.
  await t.as('service', `insert into public.payments (booking_id, kind, amount_paise, status, gateway, gateway_ref, razorpay_payment_id, razorpay_order_id, gateway_status, paid_at)
    select id, 'advance', advance_paise, 'succeeded', 'razorpay', k, k, 'order_' || substr(md5(id::text), 3, 12), 'captured', created_at + interval '5 minutes'
      from public.bookings, lateral (select 'pay_' || substr(md5(id::text), 1, 12) as k) x where id = $1`, [id]);
  if (status === 'confirmed') await t.as('service', `update public.bookings set status = 'confirmed' where id = $1`, [id]);
  const [b] = await t.sys<{ id: string; tracking_code: string; advance_paise: string }>('select id, tracking_code, advance_paise from public.bookings where id = $1', [id]);
  return b;
}

describe('admin_bookings and admin_booking', () => {
  it('non-admins get 42501 from every bookings function', () =>
    tx(async (t) => {
      for (const who of notAdmins) {
        expectError(await t.try(who, 'select * from public.admin_bookings(p_limit => 5, p_offset => 0)'), '42501');
        expectError(await t.try(who, 'select public.admin_booking($1)', [seeded.bookings.requested]), '42501');
        expectError(await t.try(who, `select public.admin_act_on_booking($1, 'declined', 'Not for you')`, [seeded.bookings.requested]), '42501');
        expectError(await t.try(who, 'select * from public.admin_stuck_payments(5, 0)'), '42501');
        expectError(await t.try(who, 'select public.admin_record_reconcile($1)', [seeded.bookings.requested]), '42501');
      }
    }));

  it('finds by code, customer name, provider, customer, statuses and event dates; newest first; total_count is the filtered total', () =>
    tx(async (t) => {
      const customer = await createUser(t, 'find-me', { full_name: 'Zubeida Quraishi' });
      const a = await paidBooking(t, customer, 'requested');
      const b = await paidBooking(t, customer, 'confirmed');
      const byName = await t.as('admin', `select id, status, customer_name, provider_name, paid_paise, total_count from public.admin_bookings(p_query => 'zubeida', p_limit => 10, p_offset => 0)`);
      expect(byName.map((r) => r.id)).toEqual([b.id, a.id]);
      expect(byName.every((r) => Number(r.total_count) === 2 && r.customer_name === 'Zubeida Quraishi')).toBe(true);
      expect(Number(byName[0].paid_paise)).toBe(Number(b.advance_paise));
      expect(byName[0].provider_name).toBe('Shubh Utsav Events');
      const byCode = await t.as('admin', 'select id from public.admin_bookings(p_query => $1)', [b.tracking_code.toLowerCase()]);
      expect(byCode.map((r) => r.id)).toEqual([b.id]);
      const byCustomer = await t.as('admin', `select id from public.admin_bookings(p_customer_id => $1, p_statuses => array['confirmed'])`, [customer]);
      expect(byCustomer.map((r) => r.id)).toEqual([b.id]);
      // Paged on the server: one row a page, the same total on each.
      const page2 = await t.as('admin', 'select id, total_count from public.admin_bookings(p_customer_id => $1, p_limit => 1, p_offset => 1)', [customer]);
      expect(page2.map((r) => [r.id, Number(r.total_count)])).toEqual([[a.id, 2]]);
      const [{ n }] = await t.sys(`select count(*)::int as n from public.bookings where provider_id = $1 and status = 'requested' and event_date between current_date and current_date + 400`, [ids.providerRow]);
      const byProvider = await t.as('admin', `select total_count from public.admin_bookings(p_provider_id => $1, p_statuses => array['requested'], p_from => current_date, p_to => current_date + 400, p_limit => 1)`, [ids.providerRow]);
      expect(Number(byProvider[0].total_count)).toBe(n);
    }));

  it('admin_booking: the booking, its parties, timeline, payments and the admin edges open now', () =>
    tx(async (t) => {
      const customer = await createUser(t, 'detail');
      const b = await paidBooking(t, customer, 'requested');
      const [{ v }] = await t.as('admin', 'select public.admin_booking($1) as v', [b.id]);
      expect(v.booking).toMatchObject({ id: b.id, tracking_code: b.tracking_code, status: 'requested' });
      expect(v.customer.id).toBe(customer);
      expect(v.customer.email).toMatch(/@test\.utsav\.test$/);
      expect(v.provider.business_name).toBe('Shubh Utsav Events');
      expect(v.timeline.map((e: { to_status: string }) => e.to_status)).toEqual(['held', 'requested']);
      expect(v.payments).toHaveLength(1);
      expect(v.actions).toEqual(['declined', 'cancelled_by_customer']);
      expectError(await t.try('admin', 'select public.admin_booking($1)', ['00000000-0000-4000-8000-000000000000']), 'P0002');
    }));
});

describe('admin_act_on_booking', () => {
  it('cancels for the customer a week before the event with a FULL refund (the tiers would give nothing), both told, one audit row', () =>
    tx(async (t) => {
      const customer = await createUser(t, 'cancel-for');
      const b = await paidBooking(t, customer, 'confirmed');
      // Three days before the event: the customer's own cancellation would refund 0 %.
      await t.as('service', 'update public.bookings set event_date = $2 where id = $1', [b.id, inDays(3)]);
      const [{ r }] = await t.as('admin', `select public.admin_act_on_booking($1, 'cancelled_by_customer', 'Family emergency, confirmed by phone') as r`, [b.id]);
      expect(r).toMatchObject({ from: 'confirmed', status: 'cancelled_by_customer', refund_queued_paise: Number(b.advance_paise) });
      const [row] = await t.sys('select status, status_note, last_actor_role, last_actor_id from public.bookings where id = $1', [b.id]);
      expect(row).toEqual({ status: 'cancelled_by_customer', status_note: 'Family emergency, confirmed by phone', last_actor_role: 'admin', last_actor_id: ids.admin });
      const refunds = await t.sys('select amount_paise, initiated_by, initiated_by_id, status from public.refunds where booking_id = $1', [b.id]);
      expect(refunds.map((x) => ({ ...x, amount_paise: Number(x.amount_paise) }))).toEqual([
        { amount_paise: Number(b.advance_paise), initiated_by: 'admin', initiated_by_id: ids.admin, status: 'pending' },
      ]);
      const [event] = await t.sys(`select actor_role, actor_id, note from public.booking_events where booking_id = $1 and to_status = 'cancelled_by_customer'`, [b.id]);
      expect(event).toEqual({ actor_role: 'admin', actor_id: ids.admin, note: 'Family emergency, confirmed by phone' });
      const told = await t.sys('select user_id, template, params from public.notifications where params ->> $1 = $2 order by template', ['code', b.tracking_code]);
      expect(told.filter((n) => n.template.startsWith('booking.support')).map((n) => [n.user_id, n.template])).toEqual([
        [customer, 'booking.supportCancelled'],
        [ids.provider, 'booking.supportCancelledProvider'],
      ]);
      expect(told.find((n) => n.template === 'booking.supportCancelled')!.params.reason).toBe('Family emergency, confirmed by phone');
      // Not worded as the customer's own cancellation.
      expect(told.map((n) => n.template)).not.toContain('booking.cancelledByYou');
      const audit = await t.sys(`select action, target_id, reason, details from public.admin_audit_log where target_id = $1`, [b.id]);
      expect(audit).toEqual([{ action: 'booking.cancelled_by_customer', target_id: b.id, reason: 'Family emergency, confirmed by phone',
        details: { from: 'confirmed', to: 'cancelled_by_customer', refund_queued_paise: Number(b.advance_paise) } }]);
    }));

  it('declines a request for the provider (full refund) and completes a confirmed booking once its day came', () =>
    tx(async (t) => {
      const customer = await createUser(t, 'decline-for');
      const req = await paidBooking(t, customer, 'requested');
      await t.as('admin', `select public.admin_act_on_booking($1, 'declined', 'The provider is in hospital')`, [req.id]);
      const [refund] = await t.sys('select amount_paise from public.refunds where booking_id = $1', [req.id]);
      expect(Number(refund.amount_paise)).toBe(Number(req.advance_paise));
      const conf = await paidBooking(t, customer, 'confirmed');
      expectError(await t.try('admin', `select public.admin_act_on_booking($1, 'completed', 'The provider says it went well')`, [conf.id]), '23514', /before its event date/);
      await t.as('service', 'update public.bookings set event_date = $2 where id = $1', [conf.id, inDays(-1)]);
      await t.as('admin', `select public.admin_act_on_booking($1, 'completed', 'The provider says it went well')`, [conf.id]);
      expect((await t.sys('select status from public.bookings where id = $1', [conf.id]))[0].status).toBe('completed');
    }));

  it('refuses a move the graph gives no admin, a missing reason and an unknown booking; nothing is audited then', () =>
    tx(async (t) => {
      const customer = await createUser(t, 'refuse');
      const req = await paidBooking(t, customer, 'requested');
      expectError(await t.try('admin', `select public.admin_act_on_booking($1, 'confirmed', 'Confirm for them')`, [req.id]), '23514');
      expectError(await t.try('admin', `select public.admin_act_on_booking($1, 'expired', 'Too late')`, [req.id]), '23514');
      const r = await t.try('admin', `select public.admin_act_on_booking($1, 'declined', ' ')`, [req.id]);
      expectError(r, '23514');
      expectError(await t.try('admin', `select public.admin_act_on_booking($1, 'declined', 'Because')`, ['00000000-0000-4000-8000-000000000000']), 'P0002');
      expect(await t.sys('select * from public.admin_audit_log where target_id = $1', [req.id])).toEqual([]);
      expect((await t.sys('select status from public.bookings where id = $1', [req.id]))[0].status).toBe('requested');
    }));
});

describe('stuck payments', () => {
  it('lists orders with no outcome for more than 15 minutes, oldest first; the reconcile request is audited', () =>
    tx(async (t) => {
      const customer = await createUser(t, 'stuck');
      const { id: old } = await holdBooking(t, { customer: { sub: customer } });
      const { id: fresh } = await holdBooking(t, { customer: { sub: customer } });
      for (const [id, minutes] of [[old, 40], [fresh, 5]] as const) {
        await t.as('service', `insert into public.payments (booking_id, kind, amount_paise, status, gateway, razorpay_order_id, created_at)
          select id, 'advance', advance_paise, 'pending', 'razorpay', 'order_' || substr(md5(id::text), 3, 12), now() - make_interval(mins => $2)
            from public.bookings where id = $1`, [id, minutes]);
      }
      const rows = await t.as('admin', 'select payment_id, booking_id, razorpay_order_id, total_count from public.admin_stuck_payments(500, 0)');
      expect(rows.map((r) => r.booking_id)).toContain(old);
      expect(rows.map((r) => r.booking_id)).not.toContain(fresh);
      expect(Number(rows[0].total_count)).toBe(rows.length);
      const stuck = rows.find((r) => r.booking_id === old)!;
      const [{ r }] = await t.as('admin', 'select public.admin_record_reconcile($1) as r', [stuck.payment_id]);
      expect(r).toMatchObject({ payment_id: stuck.payment_id, booking_id: old, razorpay_order_id: stuck.razorpay_order_id, status: 'pending' });
      await t.as('admin', `select public.admin_record_reconcile($1, '{"razorpay_status": "paid", "recorded": true}')`, [stuck.payment_id]);
      const audit = await t.sys('select action, details from public.admin_audit_log where target_id = $1 order by id', [stuck.payment_id]);
      expect(audit.map((a) => a.action)).toEqual(['payment.reconcile', 'payment.reconciled']);
      expect(audit[1]!.details.outcome).toEqual({ razorpay_status: 'paid', recorded: true });
    }));
});
