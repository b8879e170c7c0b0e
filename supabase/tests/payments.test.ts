// payments: customers open pending advance/remaining payments for their own bookings with
// amounts taken from the booking; only the system records outcomes and refunds.
import { describe, expect, it } from 'vitest';
import { ids, seeded, setupDb } from './helpers/db.ts';
import { holdBooking } from './helpers/bookings.ts';
import { expectError, expectRows, expectNoAccess } from './helpers/expect.ts';

const { tx } = setupDb();
const b = seeded.bookings;

describe('payments: select', () => {
  it('customer A sees the payments of her bookings; B, the pending provider and visitors do not', () =>
    tx(async (t) => {
      const own = await t.as('customerA', 'select p.booking_id, bk.customer_id from public.payments p join public.bookings bk on bk.id = p.booking_id');
      expect(own.length).toBeGreaterThanOrEqual(3); // confirmed advance, completed advance + remaining
      expect(own.every((r) => r.customer_id === ids.customerA)).toBe(true);
      for (const actor of ['customerB', 'pending', 'anon'] as const) {
        expectNoAccess(await t.try(actor, 'select id from public.payments where booking_id = $1', [b.confirmed]));
      }
    }));

  it('the provider sees payments of its bookings; admins see all', () =>
    tx(async (t) => {
      expect(await t.as('provider', 'select id from public.payments where booking_id = $1', [b.confirmed])).toHaveLength(1);
      expect(await t.as('provider', 'select id from public.payments where booking_id = $1', [b.completedUnreviewed])).toHaveLength(0);
      const [{ all }] = await t.sys('select count(*)::int as all from public.payments');
      expect((await t.as('admin', 'select count(*)::int as c from public.payments'))[0].c).toBe(all);
    }));
});

describe('payments: insert', () => {
  it('the customer opens a pending advance while the slot is held; the amount comes from the booking', () =>
    tx(async (t) => {
      const { id: held } = await holdBooking(t);
      const r = await t.try('customerA', `insert into public.payments (booking_id, kind, amount_paise, gateway_ref) values ($1, 'advance', 100, 'order_T1') returning *`, [held]);
      expectRows(r, 1);
      const [bk] = await t.sys('select advance_paise from public.bookings where id = $1', [held]);
      expect(r.rows[0]).toMatchObject({ status: 'pending', paid_at: null, gateway_ref: null });
      expect(r.rows[0].amount_paise).toBe(bk.advance_paise);
      expect((await t.sys('select status from public.bookings where id = $1', [held]))[0].status).toBe('held');
    }));

  it('the balance is opened once the provider has confirmed, not while the booking is only requested', () =>
    tx(async (t) => {
      const [bk] = await t.sys('select remaining_paise from public.bookings where id = $1', [b.confirmed]);
      const [p] = await t.as('customerA', `insert into public.payments (booking_id, kind, amount_paise) values ($1, 'remaining', 1) returning amount_paise`, [b.confirmed]);
      expect(p.amount_paise).toBe(bk.remaining_paise);
      expectError(await t.try('customerA', `insert into public.payments (booking_id, kind, amount_paise) values ($1, 'remaining', 1)`, [b.requested]), '23514', /confirm/);
    }));

  it('the payment function takes no balance for an unconfirmed booking, and takes it once confirmed', () =>
    tx(async (t) => {
      const begin = `select amount_paise from public.razorpay_begin_payment($1, 'remaining', $2)`;
      expectError(await t.try('service', begin, [b.requested, ids.customerA]), '23514', /confirm/);
      await t.as('provider', `update public.bookings set status = 'confirmed' where id = $1`, [b.requested]);
      const [bk] = await t.sys('select remaining_paise from public.bookings where id = $1', [b.requested]);
      const [due] = await t.as('service', begin, [b.requested, ids.customerA]);
      expect(due.amount_paise).toBe(bk.remaining_paise);
    }));

  it('a balance captured while the booking is only requested (an order opened before the rule) goes back in full', () =>
    tx(async (t) => {
      const [p] = await t.sys(
        `insert into public.payments (booking_id, kind, amount_paise, status, gateway, receipt, razorpay_order_id)
         select id, 'remaining', remaining_paise, 'pending', 'razorpay', 'T-EARLY-R1', 'order_EarlyBal001' from public.bookings where id = $1
         returning id, amount_paise`, [b.requested]);
      const entity = { id: 'pay_EarlyBal001', order_id: 'order_EarlyBal001', status: 'captured', amount: Number(p.amount_paise), currency: 'INR', method: 'upi' };
      const [{ out }] = await t.as('service', 'select public.razorpay_record_payment($1::jsonb, true) as out', [JSON.stringify(entity)]);
      expect(out).toMatchObject({ applied: true, kind: 'remaining', booking_status: 'requested' });
      expect(out.refund_id).not.toBeNull();
      expect(await t.sys('select reason, amount_paise from public.refunds where payment_id = $1', [p.id])).toEqual([
        { reason: 'booking_not_payable', amount_paise: p.amount_paise },
      ]);
    }));

  it('clients cannot insert succeeded, failed or refunded payments, nor refunds', () =>
    tx(async (t) => {
      const { id: held } = await holdBooking(t);
      for (const status of ['succeeded', 'failed', 'refunded']) {
        expectError(await t.try('customerA', `insert into public.payments (booking_id, kind, amount_paise, status) values ($1, 'advance', 100, $2)`, [held, status]), '42501');
      }
      expectError(await t.try('customerA', `insert into public.payments (booking_id, kind, amount_paise) values ($1, 'refund', 100)`, [b.confirmed]), '42501');
      expect((await t.sys('select status from public.bookings where id = $1', [held]))[0].status).toBe('held');
    }));

  it('payments must fit the booking\'s stage', () =>
    tx(async (t) => {
      const { id: held } = await holdBooking(t);
      expectError(await t.try('customerA', `insert into public.payments (booking_id, kind, amount_paise) values ($1, 'advance', 100)`, [b.requested]), '23514');
      expectError(await t.try('customerA', `insert into public.payments (booking_id, kind, amount_paise) values ($1, 'remaining', 100)`, [held]), '23514');
      expectError(await t.try('customerA', `insert into public.payments (booking_id, kind, amount_paise) values ($1, 'advance', 100)`, [b.cancelledByProvider]), '23514');
      // A hold past its 15 minutes takes no advance, even before the timer releases it.
      await t.sys(`update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1`, [held]);
      expectError(await t.try('customerA', `insert into public.payments (booking_id, kind, amount_paise) values ($1, 'advance', 100)`, [held]), '23514');
    }));

  it('nobody pays into someone else\'s booking; visitors pay nothing', () =>
    tx(async (t) => {
      const { id: held } = await holdBooking(t);
      for (const actor of ['customerB', 'provider', 'pending', 'admin', 'anon'] as const) {
        expectError(await t.try(actor, `insert into public.payments (booking_id, kind, amount_paise) values ($1, 'advance', 100)`, [held]), '42501');
      }
    }));

  it('the system records gateway outcomes; amounts must be positive', () =>
    tx(async (t) => {
      expectError(await t.try('service', `insert into public.payments (booking_id, kind, amount_paise, status) values ($1, 'refund', 0, 'succeeded')`, [b.confirmed]), '23514');
      expectError(await t.try('service', `insert into public.payments (booking_id, kind, amount_paise, status) values ($1, 'tip', 100, 'pending')`, [b.confirmed]), '23514');
      expectRows(await t.try('service', `insert into public.payments (booking_id, kind, amount_paise, status) values ($1, 'refund', 500000, 'succeeded') returning id`, [b.confirmed]), 1);
    }));
});

describe('payments: update and delete', () => {
  it('clients cannot mark their payment succeeded; the gateway (service role) can, which asks the provider', () =>
    tx(async (t) => {
      const { id: held } = await holdBooking(t);
      const [p] = await t.as('customerA', `insert into public.payments (booking_id, kind, amount_paise) values ($1, 'advance', 1) returning id`, [held]);
      for (const actor of ['customerA', 'provider', 'admin'] as const) {
        expectNoAccess(await t.try(actor, `update public.payments set status = 'succeeded' where id = $1 returning id`, [p.id]));
      }
      expectNoAccess(await t.try('customerB', `update public.payments set status = 'succeeded' where id = $1 returning id`, [p.id]));
      const [done] = await t.as('service', `update public.payments set status = 'succeeded', gateway_ref = 'pay_T9' where id = $1 returning *`, [p.id]);
      expect(done.paid_at).not.toBeNull();
      expect((await t.as('customerA', 'select status from public.bookings where id = $1', [held]))[0].status).toBe('requested');
    }));

  it('payments cannot be deleted by clients', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerA', 'customerB', 'pending', 'provider', 'admin'] as const) {
        expectNoAccess(await t.try(actor, 'delete from public.payments where booking_id = $1 returning id', [b.confirmed]));
      }
    }));
});
