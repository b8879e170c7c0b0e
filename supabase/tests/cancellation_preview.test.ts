// cancellation_preview (0038): what the customer's cancellation would refund, at each tier of the
// Terms (30+ days: the whole advance; 7-29: half; under 7: none; a balance paid is always
// returned), and the very amount the cancellation then queues as refunds (0035).
import { describe, expect, it } from 'vitest';
import { seeded, setupDb, type Tx } from './helpers/db.ts';
import { expectNoRows } from './helpers/expect.ts';
import { holdBooking } from './helpers/bookings.ts';

const { tx } = setupDb();

/** The day offset (from today in UTC, as holdBooking counts) of the day n days ahead in India, where the tiers count. */
const istDays = (n: number) => Math.round((Date.parse(new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10)) - Date.parse(new Date().toISOString().slice(0, 10))) / 86_400_000) + n;

/** Customer A's confirmed catering booking `days` ahead, its advance paid through Razorpay. */
async function confirmedIn(t: Tx, days: number) {
  const { id } = await holdBooking(t, { service: seeded.cateringService, days: istDays(days), time: '13:00', guests: 200 });
  await t.as('service', `insert into public.payments (booking_id, kind, amount_paise, status, razorpay_payment_id)
                         select id, 'advance', advance_paise, 'succeeded', 'pay_' || substr(md5(id::text), 1, 14) from public.bookings where id = $1`, [id]);
  await t.as('provider', `update public.bookings set status = 'confirmed' where id = $1`, [id]);
  const [{ advance }] = await t.sys('select advance_paise::int as advance from public.bookings where id = $1', [id]);
  return { id, advance: advance as number };
}

const PREVIEW = 'select days_before, advance_percent, paid_paise::int as paid, refund_paise::int as refund from public.cancellation_preview($1)';

describe('cancellation_preview', () => {
  it('shows each tier of the Terms, and cancelling queues exactly that refund', () =>
    tx(async (t) => {
      for (const [days, percent] of [[46, 100], [12, 50], [4, 0]] as const) {
        const { id, advance } = await confirmedIn(t, days);
        const [preview] = await t.as('customerA', PREVIEW, [id]);
        const expected = Math.floor((advance * percent) / 100);
        expect(preview, `${days} days`).toEqual({ days_before: days, advance_percent: percent, paid: advance, refund: expected });
        await t.as('customerA', `update public.bookings set status = 'cancelled_by_customer' where id = $1`, [id]);
        const [{ queued }] = await t.sys(`select coalesce(sum(amount_paise), 0)::int as queued from public.refunds where booking_id = $1`, [id]);
        expect(queued, `${days} days`).toBe(expected);
      }
    }));

  // The end-to-end suite cancels one paid request through the browser (booking-payment.spec.ts);
  // the tiers' edges, on a request the provider has not answered yet, are checked here.
  it('a paid request not yet answered: the tier edges (30, 29, 7, 6 days), and no refund row when nothing comes back', () =>
    tx(async (t) => {
      for (const [days, percent] of [[30, 100], [29, 50], [7, 50], [6, 0]] as const) {
        const { id } = await holdBooking(t, { service: seeded.cateringService, days: istDays(days), time: '15:00', guests: 100 });
        await t.as('service', `insert into public.payments (booking_id, kind, amount_paise, status, razorpay_payment_id)
                               select id, 'advance', advance_paise, 'succeeded', 'pay_' || substr(md5(id::text), 1, 14) from public.bookings where id = $1`, [id]);
        const [{ status, advance }] = await t.sys('select status, advance_paise::int as advance from public.bookings where id = $1', [id]);
        expect(status, `${days} days`).toBe('requested');
        const expected = Math.floor(((advance as number) * percent) / 100);
        expect(await t.as('customerA', PREVIEW, [id]), `${days} days`).toEqual([{ days_before: days, advance_percent: percent, paid: advance, refund: expected }]);
        await t.as('customerA', `update public.bookings set status = 'cancelled_by_customer' where id = $1`, [id]);
        const refunds = await t.sys<{ amount: number }>('select amount_paise::int as amount from public.refunds where booking_id = $1', [id]);
        expect(refunds, `${days} days`).toEqual(expected > 0 ? [{ amount: expected }] : []);
      }
    }));

  it('a paid balance comes back in full whatever the tier', () =>
    tx(async (t) => {
      const { id, advance } = await confirmedIn(t, 5);
      await t.as('service', `insert into public.payments (booking_id, kind, amount_paise, status, razorpay_payment_id)
                             select id, 'remaining', remaining_paise, 'succeeded', 'pay_' || substr(md5(id::text || 'r'), 1, 14) from public.bookings where id = $1`, [id]);
      const [{ remaining }] = await t.sys('select remaining_paise::int as remaining from public.bookings where id = $1', [id]);
      expect(await t.as('customerA', PREVIEW, [id])).toEqual([{ days_before: 5, advance_percent: 0, paid: advance + remaining, refund: remaining }]);
    }));

  it('is the customer\'s own, for bookings they may still cancel', () =>
    tx(async (t) => {
      const { id } = await confirmedIn(t, 40);
      for (const who of ['customerB', 'provider', 'pending', 'admin'] as const) expectNoRows(await t.try(who, PREVIEW, [id]));
      // An unpaid hold refunds nothing; a completed booking cannot be cancelled.
      const held = await holdBooking(t);
      expect(await t.as('customerA', PREVIEW, [held.id])).toEqual([expect.objectContaining({ paid: 0, refund: 0 })]);
      expectNoRows(await t.try('customerA', PREVIEW, [seeded.bookings.completed]));
      expect((await t.try('anon', PREVIEW, [id])).error?.code).toBe('42501');
    }));
});
