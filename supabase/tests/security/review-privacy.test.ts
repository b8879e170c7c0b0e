// Attack: the public reviews list exposed each reviewer's customer_id, so anyone could
// collect one customer's reviews across providers. Reviews show a display name only.
import { describe, expect, it } from 'vitest';
import { ids, seeded, setupDb } from '../helpers/db.ts';
import { expectError, expectRows } from '../helpers/expect.ts';

const { tx } = setupDb();

describe('security: reviews show a display name, never who wrote them', () => {
  it('no API role selects customer_id, filters on it or gets it with *', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerA', 'customerB', 'provider', 'admin'] as const) {
        expectError(await t.try(actor, 'select customer_id from public.reviews limit 1'), '42501');
        expectError(await t.try(actor, 'select * from public.reviews limit 1'), '42501');
        expectError(await t.try(actor, 'select id from public.reviews where customer_id = $1', [ids.customerA]), '42501');
      }
    }));

  it('the public list still reads everything else', () =>
    tx(async (t) => {
      const rows = await t.as('anon', `select id, reviewer_name, rating, comment, provider_reply, replied_at, created_at
                                       from public.reviews where provider_id = $1`, [ids.providerRow]);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => typeof r.reviewer_name === 'string' && !('customer_id' in r))).toBe(true);
    }));

  it('the customer still writes, edits and deletes her own review; others cannot', () =>
    tx(async (t) => {
      const b = seeded.bookings;
      expectRows(await t.try('customerA', `insert into public.reviews (booking_id, rating, comment) values ($1, 5, 'Lovely.') returning id, reviewer_name`, [b.completedUnreviewed]), 1);
      expectRows(await t.try('customerA', `update public.reviews set rating = 4 where booking_id = $1 returning id`, [b.completedUnreviewed]), 1);
      expectRows(await t.try('customerB', `update public.reviews set rating = 1 where booking_id = $1 returning id`, [b.completedUnreviewed]), 0);
      expectRows(await t.try('customerA', `delete from public.reviews where booking_id = $1 returning id`, [b.completedUnreviewed]), 1);
    }));
});
