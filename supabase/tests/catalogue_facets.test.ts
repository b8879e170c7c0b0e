// catalogue_categories and catalogue_facets: the /services overview and the options a
// category page's filters offer, both computed from the public catalogue.
import { describe, expect, it } from 'vitest';
import { ids, matrixActors, setupDb } from './helpers/db.ts';

const { tx } = setupDb();

describe('catalogue_categories', () => {
  it('lists the seven categories in menu order with live counts, the same for every role', () =>
    tx(async (t) => {
      let first: unknown;
      for (const actor of matrixActors) {
        const rows = await t.as(actor, 'select * from public.catalogue_categories()');
        expect(rows.map((r) => r.slug)).toEqual([
          'pooja-services', 'wedding-photography', 'mehendi-artists', 'catering', 'music', 'decoration', 'function-hall',
        ]);
        expect(rows.every((r) => Number(r.service_count) > 0 && Number(r.min_price_paise) > 0)).toBe(true);
        first ??= rows;
        expect(rows).toEqual(first);
      }
    }));

  it('counts only what is public: suspending a provider lowers its category count', () =>
    tx(async (t) => {
      const before = await t.as('anon', `select service_count from public.catalogue_categories() where slug = 'catering'`);
      await t.as('service', `update public.service_providers set status = 'suspended', status_reason = 'test' where id = $1`, [ids.otherProviderRow]);
      const after = await t.as('anon', `select service_count from public.catalogue_categories() where slug = 'catering'`);
      expect(Number(after[0].service_count)).toBeLessThan(Number(before[0].service_count));
    }));
});

describe('catalogue_facets', () => {
  it('offers a category its own options: languages and traditions for pooja, cuisines for catering, capacity for halls', () =>
    tx(async (t) => {
      for (const actor of matrixActors) {
        const [pooja] = await t.as(actor, `select public.catalogue_facets('pooja-services') as f`);
        expect(pooja.f.traditions).toContain('Kannada Smartha');
        expect(pooja.f.languages).toContain('Sanskrit');
        expect(pooja.f.cuisines).toEqual([]);
      }
      const [catering] = await t.as('anon', `select public.catalogue_facets('catering') as f`);
      expect(catering.f.cuisines).toContain('Karnataka');
      expect(catering.f.price_units).toEqual(['per_plate']);
      const [halls] = await t.as('anon', `select public.catalogue_facets('function-hall') as f`);
      expect(halls.f.capacity_max).toBeGreaterThanOrEqual(1200);
      expect(halls.f.cities.length).toBeGreaterThan(0);
      const [mehendi] = await t.as('anon', `select public.catalogue_facets('mehendi-artists') as f`);
      expect(mehendi.f.styles).toEqual(['arabic', 'bridal', 'engagement', 'guest']);
    }));

  it('never offers a city that only a hidden provider serves', () =>
    tx(async (t) => {
      const [before] = await t.as('anon', `select public.catalogue_facets('catering') as f`);
      expect(before.f.cities).toContain('Bengaluru');
      // Hide every Bengaluru catering service.
      await t.sys(`update public.services set active = false where category_slug = 'catering' and city = 'Bengaluru'`);
      const [after] = await t.as('anon', `select public.catalogue_facets('catering') as f`);
      expect(after.f.cities).not.toContain('Bengaluru');
    }));

  it('an unknown category has no options', () =>
    tx(async (t) => {
      const [row] = await t.as('anon', `select public.catalogue_facets('no-such-category') as f`);
      expect(row.f.cities).toEqual([]);
      expect(row.f.price_min).toBeNull();
    }));
});
