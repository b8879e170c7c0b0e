// razorpay_claim_reconciliation (0040): which open Razorpay orders payments-reconcile asks about.
// Open: no captured payment recorded (pending, or failed after a declined try). The scheduled run
// waits 2 minutes for Checkout's callback, asks about an order at most every 10 minutes and for a
// day; an order named by support is asked about at once. Only the system may claim.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUser, matrixActors, setupDb, type Tx } from './helpers/db.ts';
import { holdBooking } from './helpers/bookings.ts';

const { tx } = setupDb();

/** A held booking with an advance payment on a Razorpay order, made `minutesAgo` minutes ago. */
async function orderOf(t: Tx, status: 'pending' | 'failed' | 'succeeded', minutesAgo: number): Promise<string> {
  // Each its own customer: one may hold at most two of a provider's slots at once (0045).
  const { id } = await holdBooking(t, { customer: { sub: await createUser(t, 'reconcile') } });
  const order = `order_${crypto.randomBytes(7).toString('hex')}`;
  // Its age is set on insert: the payments guard keeps created_at on every update.
  await t.as('service', `insert into public.payments (booking_id, kind, amount_paise, status, razorpay_order_id, receipt, razorpay_payment_id, created_at)
                         select id, 'advance', advance_paise, $2, $3, tracking_code || '-A1', case when $2 = 'succeeded' then 'pay_' || substr(md5($3), 1, 14) end,
                                now() - $4 * interval '1 minute'
                         from public.bookings where id = $1`, [id, status, order, minutesAgo]);
  return order;
}

const claim = async (t: Tx, orderId: string | null = null) =>
  (await t.as<{ order_id: string }>('service', 'select order_id from public.razorpay_claim_reconciliation(100, $1)', [orderId])).map((row) => row.order_id).sort();

describe('razorpay_claim_reconciliation', () => {
  it('claims open orders 2 minutes old or more, each at most every 10 minutes and for a day; never a paid one', () =>
    tx(async (t) => {
      const old = await orderOf(t, 'pending', 3);
      const declinedThenOpen = await orderOf(t, 'failed', 5);
      const young = await orderOf(t, 'pending', 1);
      const dayOld = await orderOf(t, 'pending', 25 * 60);
      const paid = await orderOf(t, 'succeeded', 30);
      // Other suites' committed orders are set aside: this run sees only these.
      await t.sys(`update public.payments set reconciled_at = now() where razorpay_order_id <> all($1)`, [[old, declinedThenOpen, young, dayOld, paid]]);

      expect(await claim(t)).toEqual([old, declinedThenOpen].sort());
      // Stamped: the next minute's run does not ask again.
      expect(await claim(t)).toEqual([]);
      await t.sys(`update public.payments set reconciled_at = now() - interval '11 minutes' where razorpay_order_id = $1`, [old]);
      expect(await claim(t)).toEqual([old]);
      // Named by support: at once, whatever its age; a paid order is not open.
      expect(await claim(t, young)).toEqual([young]);
      expect(await claim(t, paid)).toEqual([]);
    }));

  it('is the system\'s alone', () =>
    tx(async (t) => {
      const order = await orderOf(t, 'pending', 3);
      for (const who of matrixActors) {
        expect((await t.try(who, 'select * from public.razorpay_claim_reconciliation(100, $1)', [order])).error?.code, who).toBe('42501');
      }
      const [{ reconciled }] = await t.sys('select reconciled_at as reconciled from public.payments where razorpay_order_id = $1', [order]);
      expect(reconciled).toBeNull();
    }));
});
