// Migration 0035 at the SQL level, each case in a rolled-back transaction: the refunds a booking
// owes when it ends without taking place, forward-only recording of Razorpay's payment and refund
// states, and who may read or write the new tables.
import { describe, expect, it } from 'vitest';
import { ids, seeded, setupDb, type Tx } from './helpers/db.ts';
import { expectError, expectNoAccess } from './helpers/expect.ts';

const { tx } = setupDb();
const rand = () => Math.random().toString(36).slice(2, 12).padEnd(10, '0');

/**
 * A requested booking of customer A, `daysOut` days ahead, with its advance (and, if asked, its
 * remaining amount) captured through Razorpay, as the payment functions record them.
 */
async function paidBooking(t: Tx, daysOut: number, withRemaining: boolean) {
  let booking: { id: string; advance_paise: string; remaining_paise: string } | undefined;
  for (let hour = 6; hour < 22 && !booking; hour++) {
    const r = await t.try<{ id: string; advance_paise: string; remaining_paise: string }>('service', `
      insert into public.bookings (customer_id, service_id, event_date, event_time, guest_count, status)
      values ($1, $2, (now() at time zone 'Asia/Kolkata')::date + $3::int, make_time($4, 0, 0), 40, 'requested')
      returning id, advance_paise, remaining_paise`, [ids.customerA, seeded.poojaService, daysOut, hour]);
    if (!r.error) booking = r.rows[0];
  }
  if (!booking) throw new Error('no free slot');
  const payments: { id: string; razorpay_payment_id: string; kind: string }[] = [];
  for (const kind of withRemaining ? ['advance', 'remaining'] : ['advance']) {
    const pay = `pay_${rand()}`;
    const [p] = await t.as<{ id: string }>('service', `
      insert into public.payments (booking_id, kind, amount_paise, status, razorpay_order_id, receipt, razorpay_payment_id, gateway_ref, gateway_status, captured_at, paid_at)
      values ($1, $2, $3, 'succeeded', $4, $5, $6, $6, 'captured', now(), now()) returning id`,
      [booking.id, kind, kind === 'advance' ? booking.advance_paise : booking.remaining_paise, `order_${rand()}`, `R-${rand()}`, pay]);
    payments.push({ id: p.id, razorpay_payment_id: pay, kind });
  }
  return { booking, payments };
}

const refunds = (t: Tx, bookingId: string) =>
  t.sys<{ payment_id: string; amount_paise: string; reason: string; initiated_by: string; initiated_by_id: string | null; status: string }>(
    'select payment_id, amount_paise, reason, initiated_by, initiated_by_id, status from public.refunds where booking_id = $1 order by amount_paise desc', [bookingId]);

describe('refunds owed when a booking ends', () => {
  it('the provider cancels: everything paid, split over the payments, started by the provider', () =>
    tx(async (t) => {
      const { booking, payments } = await paidBooking(t, 60, true);
      await t.as('provider', `update public.bookings set status = 'confirmed' where id = $1`, [booking.id]);
      await t.as('provider', `update public.bookings set status = 'cancelled_by_provider', status_note = 'Closed that week' where id = $1`, [booking.id]);
      const rows = await refunds(t, booking.id);
      expect(rows.map((r) => [r.payment_id, r.amount_paise]).sort()).toEqual(
        [[payments[0]!.id, booking.advance_paise], [payments[1]!.id, booking.remaining_paise]].sort());
      expect(rows.every((r) => r.reason === 'cancelled_by_provider' && r.initiated_by === 'provider' && r.initiated_by_id === ids.provider && r.status === 'pending')).toBe(true);
    }));

  it('the customer cancels 7 to 29 days ahead: the remaining amount and half the advance (the tiers of 0033)', () =>
    tx(async (t) => {
      const { booking, payments } = await paidBooking(t, 10, true);
      await t.as('customerA', `update public.bookings set status = 'cancelled_by_customer' where id = $1`, [booking.id]);
      const rows = await refunds(t, booking.id);
      const owed = Number(booking.remaining_paise) + Math.floor(Number(booking.advance_paise) * 50 / 100);
      expect(rows.reduce((sum, r) => sum + Number(r.amount_paise), 0)).toBe(owed);
      // The remaining payment goes back whole first, then part of the advance.
      expect(rows.find((r) => r.payment_id === payments[1]!.id)?.amount_paise).toBe(booking.remaining_paise);
      expect(rows.every((r) => r.initiated_by === 'customer' && r.initiated_by_id === ids.customerA)).toBe(true);
    }));

  it('nothing paid, nothing owed; a decline of a paid request owes the advance', () =>
    tx(async (t) => {
      const { booking } = await paidBooking(t, 45, false);
      await t.as('provider', `update public.bookings set status = 'declined' where id = $1`, [booking.id]);
      expect((await refunds(t, booking.id)).map((r) => [r.amount_paise, r.reason])).toEqual([[booking.advance_paise, 'declined']]);
    }));
});

describe('Razorpay states, forward only', () => {
  it('an authorized or failed payment event after the capture changes nothing; a processed refund is never undone', () =>
    tx(async (t) => {
      const { booking, payments } = await paidBooking(t, 50, false);
      const [p] = await t.sys('select * from public.payments where id = $1', [payments[0]!.id]);
      const entity = (status: string) => ({ id: p.razorpay_payment_id, order_id: p.razorpay_order_id, amount: Number(p.amount_paise), currency: 'INR', status, method: 'card' });
      for (const status of ['authorized', 'failed', 'created']) {
        await t.as('service', 'select public.razorpay_record_payment($1::jsonb)', [JSON.stringify(entity(status))]);
      }
      expect((await t.sys('select status, gateway_status from public.payments where id = $1', [p.id]))[0]).toEqual({ status: 'succeeded', gateway_status: 'captured' });

      await t.as('provider', `update public.bookings set status = 'declined' where id = $1`, [booking.id]);
      const [owed] = await t.sys<{ id: string }>('select id from public.refunds where booking_id = $1', [booking.id]);
      const refund = (status: string) => ({ id: 'rfnd_' + 'A1b2C3d4E5f6G7', payment_id: p.razorpay_payment_id, amount: Number(p.amount_paise), status, notes: { refund_id: owed!.id } });
      await t.as('service', 'select public.razorpay_record_refund($1::jsonb)', [JSON.stringify(refund('processed'))]);
      await t.as('service', 'select public.razorpay_record_refund($1::jsonb)', [JSON.stringify(refund('pending'))]);
      await t.as('service', 'select public.razorpay_record_refund($1::jsonb)', [JSON.stringify(refund('failed'))]);
      expect((await t.sys('select status, razorpay_refund_id from public.refunds where id = $1', [owed!.id]))[0]).toEqual({ status: 'processed', razorpay_refund_id: 'rfnd_A1b2C3d4E5f6G7' });
      expect((await t.sys('select status, amount_refunded_paise from public.payments where id = $1', [p.id]))[0]).toEqual({ status: 'refunded', amount_refunded_paise: p.amount_paise });
    }));

  it('a refund is sent by one sender at a time, and one Razorpay refused waits before the next try', () =>
    tx(async (t) => {
      const { booking } = await paidBooking(t, 55, false);
      await t.as('provider', `update public.bookings set status = 'declined' where id = $1`, [booking.id]);
      const [owed] = await t.sys<{ id: string }>('select id from public.refunds where booking_id = $1', [booking.id]);
      const claim = (id: string | null) =>
        t.as<{ refund_id: string; attempts: number }>('service', 'select refund_id, attempts from public.razorpay_claim_refunds(100, $1) where booking_id = $2', [id, booking.id]);
      expect(await claim(null)).toEqual([{ refund_id: owed!.id, attempts: 1 }]);
      // Leased: neither the scheduler nor a direct call sends it twice.
      expect(await claim(null)).toEqual([]);
      expect(await claim(owed!.id)).toEqual([]);
      await t.as('service', `select public.razorpay_refund_not_sent($1, '400 BAD_REQUEST_ERROR: nope')`, [owed!.id]);
      expect((await t.as('customerA', 'select status, last_error from public.refunds where id = $1', [owed!.id]))[0]).toEqual({ status: 'pending', last_error: '400 BAD_REQUEST_ERROR: nope' });
      // The scheduler waits; asked for by id, it goes at once.
      expect(await claim(null)).toEqual([]);
      expect(await claim(owed!.id)).toEqual([{ refund_id: owed!.id, attempts: 2 }]);
    }));

  it('a webhook event is applied once by its id', () =>
    tx(async (t) => {
      const event = { event: 'payment.captured', payload: { payment: { entity: { id: 'pay_Unknown0000001', order_id: 'order_Unknown000001', amount: 100, currency: 'INR', status: 'captured' } } } };
      const [first] = await t.as('service', `select public.razorpay_apply_webhook('evt_Test0000000001', $1::jsonb) as r`, [JSON.stringify(event)]);
      expect(first.r).toMatchObject({ duplicate: false, applied: false, reason: 'unknown_order' });
      const [second] = await t.as('service', `select public.razorpay_apply_webhook('evt_Test0000000001', $1::jsonb) as r`, [JSON.stringify(event)]);
      expect(second.r).toEqual({ duplicate: true });
      expect(await t.sys(`select event_type from public.razorpay_webhook_events where event_id = 'evt_Test0000000001'`)).toEqual([{ event_type: 'payment.captured' }]);
    }));
});

describe('who reads and writes', () => {
  it('refunds: the customer and the provider of the booking and admins read; nobody but the system writes', () =>
    tx(async (t) => {
      const { booking } = await paidBooking(t, 40, false);
      await t.as('provider', `update public.bookings set status = 'declined' where id = $1`, [booking.id]);
      for (const actor of ['customerA', 'provider', 'admin'] as const) {
        expect(await t.as(actor, 'select id from public.refunds where booking_id = $1', [booking.id]), actor).toHaveLength(1);
      }
      for (const actor of ['customerB', 'pending', 'anon'] as const) {
        expectNoAccess(await t.try(actor, 'select id from public.refunds where booking_id = $1', [booking.id]));
      }
      for (const actor of ['customerA', 'provider', 'admin'] as const) {
        expectError(await t.try(actor, `update public.refunds set status = 'processed' where booking_id = $1`, [booking.id]), '42501');
        expectError(await t.try(actor, `insert into public.refunds (payment_id, booking_id, razorpay_payment_id, amount_paise, reason, initiated_by)
                                         select payment_id, booking_id, razorpay_payment_id, 100, 'gateway', 'system' from public.refunds where booking_id = $1`, [booking.id]), '42501');
      }
    }));

  it('webhook events are for admins; the payment functions\' SQL is the system\'s alone', () =>
    tx(async (t) => {
      await t.as('service', `select public.razorpay_apply_webhook('evt_Test0000000002', '{"event":"order.notified","payload":{}}'::jsonb)`);
      expect(await t.as('admin', `select event_id from public.razorpay_webhook_events where event_id = 'evt_Test0000000002'`)).toHaveLength(1);
      expect(await t.as('customerA', `select event_id from public.razorpay_webhook_events`)).toHaveLength(0);
      expectNoAccess(await t.try('anon', 'select event_id from public.razorpay_webhook_events'));
      for (const actor of ['customerA', 'admin', 'anon'] as const) {
        expectError(await t.try(actor, `select public.razorpay_apply_webhook('evt_Test0000000003', '{"event":"x"}'::jsonb)`), '42501');
        expectError(await t.try(actor, `select * from public.razorpay_begin_payment($1, 'advance', $2)`, [seeded.bookings.requested, ids.customerA]), '42501');
      }
    }));

  it('a customer opening a payment cannot set Razorpay\'s fields', () =>
    tx(async (t) => {
      const [b] = await t.as<{ booking_id: string }>('customerA', `select booking_id from public.request_booking(p_service_id => $1, p_event_date => (current_date + 90), p_event_time => '07:00', p_guest_count => 40, p_venue_address => '12 Temple Street, Bengaluru')`, [seeded.poojaService]);
      const [p] = await t.as('customerA', `insert into public.payments (booking_id, kind, amount_paise, razorpay_order_id, razorpay_payment_id, verified_at, amount_refunded_paise)
                                           values ($1, 'advance', 1, 'order_Forged00000001', 'pay_Forged000000001', now(), 0) returning *`, [b.booking_id]);
      expect(p).toMatchObject({ status: 'pending', razorpay_order_id: null, razorpay_payment_id: null, verified_at: null, gateway_status: 'created' });
    }));
});
