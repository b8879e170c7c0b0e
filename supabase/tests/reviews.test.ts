// reviews: public; only the customer of a completed booking, once per booking; the
// provider replies; ratings kept on the provider.
import { describe, expect, it } from 'vitest';
import { ids, seeded, setupDb } from './helpers/db.ts';
import { expectError, expectNoRows, expectRows } from './helpers/expect.ts';

const { tx } = setupDb();
const b = seeded.bookings;
const TULIP = 'b0000000-0000-4000-8000-000000000141';

const review = (booking: string, rating = 5) =>
  [`insert into public.reviews (booking_id, rating, comment, provider_reply, provider_id, customer_id)
    values ($1, $2, 'Lovely flowers, on time.', 'Thanks from us!', $3, $4)
    returning id, provider_id, provider_reply, replied_at, rating`, [booking, rating, ids.otherProviderRow, ids.customerA]] as const;

describe('reviews: select', () => {
  it('everyone reads reviews, including provider replies', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerA', 'customerB', 'pending', 'provider', 'admin'] as const) {
        const rows = await t.as(actor, 'select rating, provider_reply, reviewer_name from public.reviews');
        expect(rows.length).toBeGreaterThanOrEqual(50);
        expect(rows.some((r) => r.provider_reply)).toBe(true);
      }
    }));

  it('public reviews carry a short display name, not the customer\'s full name', () =>
    tx(async (t) => {
      const [r] = await t.as('anon', 'select reviewer_name from public.reviews where booking_id = $1', [b.completed]);
      expect(r.reviewer_name).toBe('Priya S.');
    }));
});

describe('reviews: insert', () => {
  it('the customer reviews her completed booking; provider, reply and author come from the database', () =>
    tx(async (t) => {
      const [sql, params] = review(b.completedUnreviewed, 4);
      const r = await t.try('customerA', sql, [...params]);
      expectRows(r, 1);
      expect(r.rows[0]).toMatchObject({ provider_id: TULIP, provider_reply: null, replied_at: null, rating: 4 });
      // The author is recorded, though no API role can read it (security/review-privacy).
      const [author] = await t.sys('select customer_id from public.reviews where id = $1', [r.rows[0].id]);
      expect(author.customer_id).toBe(ids.customerA);
      const [p] = await t.sys('select rating_count from public.service_providers where id = $1', [TULIP]);
      const [{ n }] = await t.sys('select count(*)::int as n from public.reviews where provider_id = $1', [TULIP]);
      expect(p.rating_count).toBe(n);
      // The provider hears about it.
      expect(await t.as({ sub: 'a0000000-0000-4000-8000-000000000141' }, `select id from public.notifications where type = 'review' and created_at = now()`)).toHaveLength(1);
    }));

  it('once per booking', () =>
    tx(async (t) => {
      const [sql, params] = review(b.completed);
      expectError(await t.try('customerA', sql, [...params]), '23505');
    }));

  it('only after completion', () =>
    tx(async (t) => {
      for (const id of [b.requested, b.paymentExpired, b.confirmed, b.declined, b.cancelledByCustomer, b.expired]) {
        const [sql, params] = review(id);
        expectError(await t.try('customerA', sql, [...params]), '23514', /only after it is completed/);
      }
    }));

  it('only by that booking\'s customer', () =>
    tx(async (t) => {
      const [sql, params] = review(b.completedUnreviewed);
      for (const actor of ['customerB', 'provider', 'pending', 'admin', 'anon'] as const) {
        expectError(await t.try(actor, sql, [...params]), '42501');
      }
    }));

  it('ratings are 1 to 5 and text is bounded', () =>
    tx(async (t) => {
      for (const rating of [0, 6]) {
        const [sql, params] = review(b.completedUnreviewed, rating);
        expectError(await t.try('customerA', sql, [...params]), '23514');
      }
      expectError(await t.try('customerA', `insert into public.reviews (booking_id, rating, comment) values ($1, 5, repeat('x', 2001))`, [b.completedUnreviewed]), '23514');
    }));
});

describe('reviews: update', () => {
  it('the provider replies (replied_at set) but cannot change rating or text', () =>
    tx(async (t) => {
      const r = await t.try('provider', `update public.reviews set provider_reply = 'Thank you, Priya ji!' where booking_id = $1 returning replied_at`, [b.completed]);
      expectRows(r, 1);
      expect(r.rows[0].replied_at).not.toBeNull();
      expectError(await t.try('provider', `update public.reviews set rating = 5, comment = 'Best ever' where booking_id = $1`, [b.completed]), '42501');
    }));

  it('the customer edits rating and text but cannot write the reply', () =>
    tx(async (t) => {
      expectRows(await t.try('customerA', `update public.reviews set rating = 4, comment = 'Very good.' where booking_id = $1 returning id`, [b.completed]), 1);
      expectError(await t.try('customerA', `update public.reviews set provider_reply = 'Fake reply' where booking_id = $1`, [b.completed]), '42501');
      expectError(await t.try('customerA', `update public.reviews set booking_id = $2 where booking_id = $1`, [b.completed, b.completedUnreviewed]), '42501');
    }));

  it('the rating average follows edits', () =>
    tx(async (t) => {
      await t.as('customerA', `update public.reviews set rating = 1 where booking_id = $1`, [b.completed]);
      const [{ avg }] = await t.sys(`select round(avg(rating), 2)::text as avg from public.reviews where provider_id = $1`, [ids.providerRow]);
      const [p] = await t.sys('select rating_avg::text from public.service_providers where id = $1', [ids.providerRow]);
      expect(p.rating_avg).toBe(avg);
    }));

  it('nobody else edits a review', () =>
    tx(async (t) => {
      // Visitors have no write rights on reviews at all; other users see no row to change.
      expectError(await t.try('anon', `update public.reviews set rating = 1 where booking_id = $1 returning id`, [b.completed]), '42501');
      for (const actor of ['customerB', 'pending', 'admin'] as const) {
        expectNoRows(await t.try(actor, `update public.reviews set rating = 1 where booking_id = $1 returning id`, [b.completed]));
      }
      expectNoRows(await t.try({ sub: ids.otherProvider }, `update public.reviews set provider_reply = 'x' where booking_id = $1 returning id`, [b.completed]));
    }));
});

describe('reviews: delete', () => {
  it('the author deletes a review; the rating count follows; an admin hides instead (issue 26)', () =>
    tx(async (t) => {
      expectError(await t.try('anon', 'delete from public.reviews where booking_id = $1 returning id', [b.completed]), '42501');
      for (const actor of ['customerB', 'pending', 'provider'] as const) {
        expectNoRows(await t.try(actor, 'delete from public.reviews where booking_id = $1 returning id', [b.completed]));
      }
      const [before] = await t.sys('select rating_count from public.service_providers where id = $1', [ids.providerRow]);
      expectRows(await t.try('customerA', 'delete from public.reviews where booking_id = $1 returning id', [b.completed]), 1);
      const [after] = await t.sys('select rating_count from public.service_providers where id = $1', [ids.providerRow]);
      expect(after.rating_count).toBe(before.rating_count - 1);
      // Admins do not delete reviews (issue 26): they hide them with a reason, audited (admin_hide_review).
      const [other] = await t.sys('select booking_id from public.reviews limit 1');
      expectNoRows(await t.try('admin', 'delete from public.reviews where booking_id = $1 returning id', [other.booking_id]));
    }));
});
