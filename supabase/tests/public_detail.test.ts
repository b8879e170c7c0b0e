// service_detail, bundle_detail and offer_reviews (0025): the public detail pages. Every role
// reads the same public answer; nothing private (phone, owner, who wrote a review) comes out;
// unknown, paused and unlisted offers are no row; reviewers are first name and initial.
import { describe, expect, it } from 'vitest';
import { ids, matrixActors, seeded, setupDb } from './helpers/db.ts';
import { holdBooking, inDays, payAdvance, systemMove } from './helpers/bookings.ts';
import { expectError } from './helpers/expect.ts';

const { tx } = setupDb();

const SERVICE_COLUMNS = [
  'id', 'title', 'description', 'title_language', 'description_language', 'photos', 'category_slug', 'price_paise', 'price_unit', 'min_guests', 'max_guests',
  'duration_hours', 'city', 'images', 'attributes', 'rating_avg', 'rating_count',
  'provider_id', 'provider_name', 'provider_description', 'provider_city', 'provider_areas_served',
  'provider_languages', 'provider_experience_years', 'provider_avatar_url', 'provider_rating_avg', 'provider_rating_count',
];
const UNKNOWN = 'c0000000-0000-4000-8000-999999999999';

describe('service_detail', () => {
  it('every role reads the same public service, with its own and its provider\'s rating, and no contact data', () =>
    tx(async (t) => {
      const answers = [];
      for (const actor of matrixActors) {
        const rows = await t.as(actor, 'select * from public.service_detail($1)', [seeded.cateringService]);
        expect(rows, actor).toHaveLength(1);
        answers.push(rows[0]);
      }
      const [row] = answers;
      expect(answers.every((a) => JSON.stringify(a) === JSON.stringify(row))).toBe(true);
      expect(Object.keys(row!)).toEqual(SERVICE_COLUMNS);
      expect(row).toMatchObject({
        title: 'Banana Leaf Wedding Meals', category_slug: 'catering', price_unit: 'per_plate',
        min_guests: 100, max_guests: 1500, city: 'Bengaluru', provider_id: ids.providerRow, provider_name: 'Shubh Utsav Events',
      });
      expect(Number(row!.price_paise)).toBe(55000);
      // The service's own pictures, as stored (the seed's file names may change).
      const [stored] = await t.sys('select images from public.services where id = $1', [seeded.cateringService]);
      expect(row!.images).toEqual(stored!.images);
      expect((row!.images as string[]).length).toBeGreaterThan(0);
      // Its own reviews: the seed reviews each Shubh Utsav service once.
      expect(row!.rating_count).toBe(1);
      expect(Number(row!.provider_rating_count)).toBeGreaterThan(1);
      const text = JSON.stringify(row);
      const [{ phone }] = await t.sys('select phone from public.service_providers where id = $1', [ids.providerRow]);
      expect(phone).toBeTruthy();
      expect(text).not.toContain(String(phone).slice(-10));
      expect(text).not.toContain(ids.provider); // the owner's profile id
    }));

  it('is no row for an unknown id, a paused service, or a provider that is not approved (for every role)', () =>
    tx(async (t) => {
      const [suspended] = await t.sys('select id from public.services where provider_id = $1 limit 1', [ids.suspendedRow]);
      const [pending] = await t.sys('select id from public.services where provider_id = $1 limit 1', [ids.pendingRow]);
      const hidden = [UNKNOWN, seeded.inactiveService, suspended?.id, pending?.id].filter(Boolean);
      expect(hidden.length).toBeGreaterThanOrEqual(3);
      for (const actor of [...matrixActors]) {
        for (const id of hidden) {
          const rows = await t.as(actor, 'select id from public.service_detail($1)', [id]);
          expect(rows, `${actor} ${id}`).toHaveLength(0);
        }
      }
    }));

  it('follows the service: once paused by its provider it is gone', () =>
    tx(async (t) => {
      await t.as('provider', 'update public.services set active = false where id = $1', [seeded.poojaService]);
      expect(await t.as('anon', 'select id from public.service_detail($1)', [seeded.poojaService])).toHaveLength(0);
      // Even the provider gets the public answer here (their dashboard reads their own rows).
      expect(await t.as('provider', 'select id from public.service_detail($1)', [seeded.poojaService])).toHaveLength(0);
    }));
});

describe('bundle_detail', () => {
  it('every role reads the bundle with its items in order, totals and discount', () =>
    tx(async (t) => {
      for (const actor of matrixActors) {
        const [row] = await t.as(actor, 'select * from public.bundle_detail($1)', [seeded.bundle]);
        expect(row, actor).toMatchObject({ name: 'Complete South Indian Wedding', max_guests: 300, duration_days: 2, featured: true });
        expect(row.items.map((i: { service_type: string }) => i.service_type)).toEqual([
          'function-hall', 'pooja-services', 'catering', 'music', 'decoration', 'wedding-photography',
        ]);
        expect(Number(row.discount_paise)).toBe(Number(row.individual_total_paise) - Number(row.bundle_price_paise));
        expect(Number(row.discount_percent)).toBeGreaterThan(0);
        expect(row.provider_name).toBe('Shubh Utsav Events');
        expect(JSON.stringify(row)).not.toMatch(/phone|profile_id/);
      }
    }));

  it('links an item to its service only while that service is public', () =>
    tx(async (t) => {
      const [before] = await t.as('anon', 'select items from public.bundle_detail($1)', [seeded.bundle]);
      const catering = before.items.find((i: { service_type: string }) => i.service_type === 'catering');
      expect(catering.service_id).toBe(seeded.cateringService);
      expect(catering.service_category).toBe('catering');
      await t.as('provider', 'update public.services set active = false where id = $1', [seeded.cateringService]);
      const [after] = await t.as('anon', 'select items from public.bundle_detail($1)', [seeded.bundle]);
      const paused = after.items.find((i: { service_type: string }) => i.service_type === 'catering');
      expect(paused).toMatchObject({ service_id: null, service_category: null, service_name: catering.service_name });
    }));

  it('is no row for an unknown id, an inactive bundle or a suspended provider', () =>
    tx(async (t) => {
      expect(await t.as('anon', 'select id from public.bundle_detail($1)', [UNKNOWN])).toHaveLength(0);
      await t.as('provider', 'update public.bundles set active = false where id = $1', [seeded.bundle]);
      for (const actor of matrixActors) {
        expect(await t.as(actor, 'select id from public.bundle_detail($1)', [seeded.bundle]), actor).toHaveLength(0);
      }
      const [other] = await t.sys('select id, provider_id from public.bundles where provider_id <> $1 and active limit 1', [ids.providerRow]);
      expect(await t.as('anon', 'select id from public.bundle_detail($1)', [other.id])).toHaveLength(1);
      await t.as('service', `update public.service_providers set status = 'suspended', status_reason = 'test' where id = $1`, [other.provider_id]);
      expect(await t.as('anon', 'select id from public.bundle_detail($1)', [other.id])).toHaveLength(0);
    }));
});

describe('offer_reviews', () => {
  it('visitors read a service\'s reviews newest first, reviewer as first name and initial, never who wrote them', () =>
    tx(async (t) => {
      const rows = await t.as('anon', 'select * from public.offer_reviews(p_service_id => $1)', [seeded.poojaService]);
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(Object.keys(rows[0])).toEqual(['id', 'reviewer_name', 'rating', 'comment', 'provider_reply', 'replied_at', 'created_at', 'total_count']);
      expect(Number(rows[0].total_count)).toBe(rows.length);
      const dates = rows.map((r) => new Date(r.created_at).getTime());
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      for (const r of rows) expect(r.reviewer_name).toMatch(/^\S+( \S\.)?$/u);
    }));

  it('shortens a stored full name to first name and initial', () =>
    tx(async (t) => {
      await t.sys(`update public.reviews set reviewer_name = 'Lakshmi Narayanan Rao' where service_id = $1`, [seeded.cateringService]);
      const rows = await t.as('customerA', 'select reviewer_name from public.offer_reviews(p_service_id => $1)', [seeded.cateringService]);
      expect(rows.map((r) => r.reviewer_name)).toEqual(['Lakshmi N.']);
    }));

  it('pages, and is empty for a paused service or an unknown bundle', () =>
    tx(async (t) => {
      const first = await t.as('anon', 'select id, total_count from public.offer_reviews(p_service_id => $1, p_limit => 1)', [seeded.poojaService]);
      const second = await t.as('anon', 'select id from public.offer_reviews(p_service_id => $1, p_limit => 1, p_offset => 1)', [seeded.poojaService]);
      expect(first).toHaveLength(1);
      expect(second[0].id).not.toBe(first[0].id);
      await t.as('provider', 'update public.services set active = false where id = $1', [seeded.poojaService]);
      expect(await t.as('anon', 'select id from public.offer_reviews(p_service_id => $1)', [seeded.poojaService])).toHaveLength(0);
      expect(await t.as('anon', 'select id from public.offer_reviews(p_bundle_id => $1)', [UNKNOWN])).toHaveLength(0);
    }));

  it('leaves out a review an admin hid: from the list, the service\'s rating and the bundle\'s rating', () =>
    tx(async (t) => {
      const before = await t.as('anon', 'select id, total_count from public.offer_reviews(p_service_id => $1)', [seeded.poojaService]);
      const [service] = await t.as('anon', 'select rating_count from public.service_detail($1)', [seeded.poojaService]);
      // The seed reviews no bundle: a family reviews the seeded one after their wedding.
      // (bookingIn's past dates can meet the seed's bundle bookings: a date of our own instead.)
      const { id: booking } = await holdBooking(t, { bundle: seeded.bundle, customer: 'customerB', days: 200, guests: 250 });
      await payAdvance(t, booking);
      await systemMove(t, booking, 'confirmed');
      await t.as('service', 'update public.bookings set event_date = $2 where id = $1', [booking, inDays(-250)]);
      await systemMove(t, booking, 'completed');
      const [bundleReview] = await t.as('customerB', `insert into public.reviews (booking_id, rating, comment) values ($1, 5, 'Two days, not one thing missed.') returning id, bundle_id`, [booking]);
      const [bundle] = await t.as('anon', 'select rating_count from public.bundle_detail($1)', [bundleReview.bundle_id]);
      const hidden = [before[0].id, bundleReview.id];
      await t.sys(`update public.reviews set hidden_at = now(), hidden_reason = 'Names another family by phone number' where id = any($1)`, [hidden]);
      for (const actor of matrixActors) {
        const after = await t.as(actor, 'select id, total_count from public.offer_reviews(p_service_id => $1)', [seeded.poojaService]);
        expect(after.map((r) => r.id), actor).toEqual(before.slice(1).map((r) => r.id));
        expect(Number(after[0].total_count)).toBe(Number(before[0].total_count) - 1);
        const bundleRows = await t.as(actor, 'select id from public.offer_reviews(p_bundle_id => $1)', [bundleReview.bundle_id]);
        expect(bundleRows, actor).toEqual([]);
        const [serviceAfter] = await t.as(actor, 'select rating_count from public.service_detail($1)', [seeded.poojaService]);
        expect(serviceAfter.rating_count, actor).toBe(service.rating_count - 1);
        const [bundleAfter] = await t.as(actor, 'select rating_count from public.bundle_detail($1)', [bundleReview.bundle_id]);
        expect(bundleAfter.rating_count, actor).toBe(bundle.rating_count - 1);
      }
    }));

  it('refuses bad arguments with 22023 and an error key', () =>
    tx(async (t) => {
      expectError(await t.try('anon', 'select * from public.offer_reviews()'), '22023');
      expectError(await t.try('anon', 'select * from public.offer_reviews($1, $2)', [seeded.poojaService, seeded.bundle]), '22023');
      expectError(await t.try('anon', 'select * from public.offer_reviews(p_service_id => $1, p_limit => 500)', [seeded.poojaService]), '22023');
      expectError(await t.try('anon', 'select * from public.offer_reviews(p_service_id => $1, p_offset => -1)', [seeded.poojaService]), '22023');
    }));
});
