// list_services: the category pages' listing. Public catalogue only, every filter, sorts,
// paging with a total, and bad arguments refused.
import { describe, expect, it } from 'vitest';
import { ids, matrixActors, seeded, setupDb } from './helpers/db.ts';
import { expectError } from './helpers/expect.ts';

const { tx } = setupDb();

const call = (args: Record<string, unknown>) => {
  const keys = Object.keys(args);
  const sql = `select * from public.list_services(${keys.map((k, i) => `${k} => $${i + 1}`).join(', ')})`;
  return { sql, params: Object.values(args) };
};

describe('list_services', () => {
  it('every role sees the same public catalogue: active services of approved providers only', () =>
    tx(async (t) => {
      const { sql, params } = call({ p_category: 'catering', p_limit: 50 });
      const expected = await t.sys<{ n: string }>(
        `select count(*) as n from public.services s join public.service_providers sp on sp.id = s.provider_id
         where s.category_slug = 'catering' and s.active and sp.status = 'approved'`,
      );
      for (const actor of matrixActors) {
        const rows = await t.as(actor, sql, params);
        expect(rows.length, actor).toBe(Number(expected[0].n));
        expect(Number(rows[0].total_count)).toBe(Number(expected[0].n));
        expect(rows.every((r) => r.category_slug === 'catering')).toBe(true);
      }
      // A provider's own paused service, and the suspended provider's services, stay out of the listing.
      const suspended = await t.as('anon', 'select id from public.list_services(p_provider_id => $1)', [ids.suspendedRow]);
      expect(suspended).toHaveLength(0);
      const all = await t.as('provider', 'select id from public.list_services(p_limit => 50, p_offset => 0, p_category => $1)', ['pooja-services']);
      expect(all.map((r) => r.id)).not.toContain(seeded.inactiveService);
    }));

  it('filters by city, price, guests, rating and the category attributes', () =>
    tx(async (t) => {
      const city = await t.as('anon', `select city from public.list_services(p_category => 'catering', p_city => 'Chennai', p_limit => 50)`);
      expect(city.length).toBeGreaterThan(0);
      expect(city.every((r) => r.city === 'Chennai')).toBe(true);

      const price = await t.as('anon', `select price_paise from public.list_services(p_category => 'catering', p_min_price => 40000, p_max_price => 60000, p_limit => 50)`);
      expect(price.length).toBeGreaterThan(0);
      expect(price.every((r) => r.price_paise >= 40000 && r.price_paise <= 60000)).toBe(true);

      // Catering for 2,500 guests: only menus whose maximum allows it.
      const guests = await t.as('anon', `select max_guests, min_guests from public.list_services(p_category => 'catering', p_guests => 2500, p_limit => 50)`);
      expect(guests.length).toBeGreaterThan(0);
      expect(guests.every((r) => (r.max_guests === null || r.max_guests >= 2500) && (r.min_guests === null || r.min_guests <= 2500))).toBe(true);

      const rated = await t.as('anon', `select rating_avg from public.list_services(p_min_rating => 4.5, p_limit => 50)`);
      expect(rated.every((r) => Number(r.rating_avg) >= 4.5)).toBe(true);

      const kannada = await t.as('anon', `select attributes from public.list_services(p_category => 'pooja-services', p_language => 'Kannada', p_tradition => 'Kannada Smartha', p_limit => 50)`);
      expect(kannada.length).toBeGreaterThan(0);
      expect(kannada.every((r) => r.attributes.languages.includes('Kannada') && r.attributes.tradition === 'Kannada Smartha')).toBe(true);

      const veg = await t.as('anon', `select attributes from public.list_services(p_category => 'catering', p_veg => true, p_cuisine => 'Karnataka', p_limit => 50)`);
      expect(veg.length).toBeGreaterThan(0);
      expect(veg.every((r) => r.attributes.veg === true && r.attributes.cuisine === 'Karnataka')).toBe(true);

      const halls = await t.as('anon', `select attributes from public.list_services(p_category => 'function-hall', p_min_capacity => 700, p_limit => 50)`);
      expect(halls.length).toBeGreaterThan(0);
      expect(halls.every((r) => r.attributes.capacity >= 700)).toBe(true);

      const bridal = await t.as('anon', `select attributes from public.list_services(p_category => 'mehendi-artists', p_style => 'bridal', p_limit => 50)`);
      expect(bridal.length).toBeGreaterThan(0);
      expect(bridal.every((r) => r.attributes.style === 'bridal')).toBe(true);
    }));

  it('sorts by price both ways, rating and newest, and pages without overlap', () =>
    tx(async (t) => {
      const asc = await t.as('anon', `select price_paise from public.list_services(p_category => 'music', p_sort => 'price_asc', p_limit => 50)`);
      expect(asc.map((r) => Number(r.price_paise))).toEqual([...asc.map((r) => Number(r.price_paise))].sort((a, b) => a - b));
      const desc = await t.as('anon', `select price_paise from public.list_services(p_category => 'music', p_sort => 'price_desc', p_limit => 50)`);
      expect(desc.map((r) => Number(r.price_paise))).toEqual([...desc.map((r) => Number(r.price_paise))].sort((a, b) => b - a));
      const rating = await t.as('anon', `select rating_avg from public.list_services(p_category => 'music', p_limit => 50)`);
      expect(rating.map((r) => Number(r.rating_avg))).toEqual([...rating.map((r) => Number(r.rating_avg))].sort((a, b) => b - a));
      const newest = await t.as('anon', `select created_at from public.list_services(p_category => 'music', p_sort => 'newest', p_limit => 50)`);
      const times = newest.map((r) => new Date(r.created_at).getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));

      const first = await t.as('anon', `select id, total_count from public.list_services(p_category => 'decoration', p_limit => 10, p_offset => 0)`);
      const second = await t.as('anon', `select id, total_count from public.list_services(p_category => 'decoration', p_limit => 10, p_offset => 10)`);
      expect(first).toHaveLength(10);
      expect(first[0].total_count).toBe(second[0].total_count);
      expect(first.map((r) => r.id).filter((id) => second.some((r) => r.id === id))).toEqual([]);
    }));

  it('sees a service hidden by its provider disappear for everyone', () =>
    tx(async (t) => {
      await t.as('provider', 'update public.services set active = false where id = $1', [seeded.cateringService]);
      for (const actor of ['anon', 'customerA', 'admin'] as const) {
        const rows = await t.as(actor, `select id from public.list_services(p_category => 'catering', p_city => 'Bengaluru', p_limit => 50)`);
        expect(rows.map((r) => r.id), actor).not.toContain(seeded.cateringService);
      }
    }));

  it('refuses bad arguments with 22023', () =>
    tx(async (t) => {
      for (const args of [
        'p_sort => $$cheapest$$',
        'p_limit => 0',
        'p_limit => 51',
        'p_offset => -1',
        'p_min_price => -5',
        'p_min_price => 500, p_max_price => 100',
        'p_guests => 0',
        'p_min_rating => 6',
        'p_min_capacity => 0',
      ]) {
        expectError(await t.try('anon', `select * from public.list_services(${args})`), '22023');
      }
    }));
});
