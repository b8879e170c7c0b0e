// quote_booking (0033): the price a booking would store, before it is made, for anyone; and the
// refund tiers as data, which the cancellation refund reads.
import { describe, expect, it } from 'vitest';
import { createUser, seeded, setupDb } from './helpers/db.ts';
import { expectError, expectRows } from './helpers/expect.ts';

const { tx } = setupDb();
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('quote_booking', () => {
  it('quotes exactly what the booking then stores, for a per-plate service and a bundle', () =>
    tx(async (t) => {
      const customer = await createUser(t, 'quote-customer');
      for (const [column, id, guests] of [
        ['service_id', seeded.cateringService, 240],
        ['bundle_id', seeded.bundle, 200],
      ] as const) {
        const [quote] = await t.as('anon', `select * from public.quote_booking(${column === 'service_id' ? 'p_service_id' : 'p_bundle_id'} => $1, p_guest_count => $2)`, [id, guests]);
        const made = await t.try({ sub: customer }, `insert into public.bookings (${column}, event_date, event_time, guest_count)
                                                    values ($1, $2, '11:00', $3) returning total_paise, advance_paise, remaining_paise`, [id, inDays(column === 'service_id' ? 160 : 161), guests]);
        expectRows(made, 1);
        const stored = made.rows[0] as Record<string, string>;
        expect([quote!.total_paise, quote!.advance_paise, quote!.remaining_paise], column).toEqual([stored.total_paise, stored.advance_paise, stored.remaining_paise]);
      }
      // ₹550 a plate for 240 guests; the advance is 20 %, rounded up to a rupee.
      const [catering] = await t.as('customerA', `select * from public.quote_booking(p_service_id => $1, p_guest_count => 240)`, [seeded.cateringService]);
      expect(Number(catering!.total_paise)).toBe(55_000 * 240);
      expect(Number(catering!.advance_paise)).toBe(Math.ceil((55_000 * 240 * 0.2) / 100) * 100);
      expect([catering!.min_guests, catering!.max_guests, catering!.discount_paise]).toEqual([100, 1500, null]);
      const [bundle] = await t.as('anon', `select q.*, b.bundle_price_paise from public.quote_booking(p_bundle_id => $1, p_guest_count => 200) q, public.bundles b where b.id = $1`, [seeded.bundle]);
      expect(Number(bundle!.total_paise)).toBe(Number(bundle!.bundle_price_paise));
      expect(Number(bundle!.individual_total_paise) - Number(bundle!.discount_paise)).toBe(Number(bundle!.bundle_price_paise));
    }));

  it('refuses what a booking would refuse, with the same keyed errors', () =>
    tx(async (t) => {
      expectError(await t.try('anon', `select * from public.quote_booking(p_service_id => $1, p_guest_count => 2000)`, [seeded.cateringService]), '23514', /above the maximum/);
      expectError(await t.try('anon', `select * from public.quote_booking(p_service_id => $1, p_guest_count => 10)`, [seeded.cateringService]), '23514', /below the minimum/);
      expectError(await t.try('anon', `select * from public.quote_booking(p_service_id => $1, p_guest_count => 10)`, ['c0000000-0000-4000-8000-00000000ffff']), '23503');
      const [paused] = await t.sys(`select coalesce(min_guests, 1) as guests from public.services where id = $1 and not active`, [seeded.inactiveService]);
      expectError(await t.try('anon', `select * from public.quote_booking(p_service_id => $1, p_guest_count => $2)`, [seeded.inactiveService, paused!.guests]), '23514', /not available/);
      expectError(await t.try('anon', `select * from public.quote_booking(p_guest_count => 10)`), '22023');
      expectError(await t.try('anon', `select * from public.quote_booking(p_service_id => $1, p_bundle_id => $2, p_guest_count => 10)`, [seeded.poojaService, seeded.bundle]), '22023');
      expectError(await t.try('anon', `select * from public.quote_booking(p_service_id => $1, p_guest_count => 0)`, [seeded.poojaService]), '22023');
    }));
});

describe('cancellation refund tiers', () => {
  it('are readable by everyone and are what the Terms promise: 100 % from 30 days, 50 % from 7, then none', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerA', 'provider', 'admin'] as const) {
        const tiers = await t.as(actor, `select min_days_before, advance_percent from public.cancellation_refund_tiers order by 1 desc`);
        expect(tiers.map((r) => [r.min_days_before, r.advance_percent]), actor).toEqual([[30, 100], [7, 50], [0, 0]]);
        expectError(await t.try(actor, `update public.cancellation_refund_tiers set advance_percent = 100`), '42501');
      }
      const percents = await t.sys(`select d, private.refund_percent(d) as p from unnest(array[45, 30, 29, 7, 6, 0]) d`);
      expect(percents.map((r) => r.p)).toEqual([100, 100, 50, 50, 0, 0]);
    }));
});
