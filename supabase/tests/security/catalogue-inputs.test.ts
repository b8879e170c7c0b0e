// Attacks through provider-entered catalogue data: `attributes.capacity = 1e12` broke the
// filters page for every visitor, and a bundle item copied the price of any service id,
// another provider's paused one included.
import { describe, expect, it } from 'vitest';
import { seeded, setupDb } from '../helpers/db.ts';
import { expectError, expectRows } from '../helpers/expect.ts';

const { tx } = setupDb();

/** Shubh Utsav Events' kalyana mantapa (function-hall). */
const HALL = 'c0000000-0000-4000-8000-000000001007';

describe('security: service attributes are validated', () => {
  it('capacity 1e12 is refused, and the filters page keeps working for everyone', () =>
    tx(async (t) => {
      const r = await t.try('provider', `update public.services set attributes = attributes || '{"capacity": 1e12}' where id = $1 returning id`, [HALL]);
      expectError(r, '23514', /capacity/);
      const [{ facets }] = await t.as('anon', `select public.catalogue_facets('function-hall') as facets`);
      expect(facets.capacity_max).toBeLessThanOrEqual(100000);
      expect((await t.as('anon', `select id from public.list_services(p_category => 'function-hall', p_min_capacity => 100)`)).length).toBeGreaterThan(0);
    }));

  it('each category attribute has its type and a sane range', () =>
    tx(async (t) => {
      const set = (id: string, json: string) =>
        t.try('provider', `update public.services set attributes = $2::jsonb where id = $1 returning id`, [id, json]);
      for (const bad of ['{"capacity": -5}', '{"capacity": 10.5}', '{"capacity": "600"}', '{"ac": "yes"}', '{"parking": 1e9}', '{"tradition": "Smartha"}']) {
        expectError(await set(HALL, bad), '23514');
      }
      for (const bad of ['{"languages": "Kannada"}', '{"languages": [1, 2]}', `{"tradition": "${'x'.repeat(81)}"}`, '{"pandits": 1e6}', '{"unknown_key": 1}']) {
        expectError(await set(seeded.poojaService, bad), '23514');
      }
      expectRows(await set(HALL, '{"capacity": 600, "parking": 120, "ac": true, "languages": ["Kannada"]}'), 1);
      expectRows(await set(seeded.poojaService, '{"tradition": "Kannada Smartha", "languages": ["Kannada", "Sanskrit"], "pandits": 2}'), 1);
    }));

  it('admins and the system are held to the same rules (every visitor reads them)', () =>
    tx(async (t) => {
      expectError(await t.try('admin', `update public.services set attributes = '{"capacity": 1e12}' where id = $1`, [HALL]), '23514');
      expectError(await t.try('service', `update public.services set attributes = '{"capacity": 1e12}' where id = $1`, [HALL]), '23514');
    }));
});

describe('security: bundle items take prices only from the provider\'s own active services', () => {
  it('another provider\'s service (paused or not) cannot be linked', () =>
    tx(async (t) => {
      const [other] = await t.sys(`select id from public.services where id = $1`, [seeded.inactiveService]);
      expect(other).toBeDefined();
      for (const service of [seeded.inactiveService, seeded.otherService]) {
        expectError(await t.try('provider', `insert into public.bundle_items (bundle_id, service_type, service_name, service_id) values ($1, 'catering', 'Borrowed', $2)`,
          [seeded.bundle, service]), '23514');
        // Nor swapped in on an existing item.
        expectError(await t.try('provider', `update public.bundle_items set service_id = $2 where id = (select id from public.bundle_items where bundle_id = $1 limit 1)`,
          [seeded.bundle, service]), '23514');
      }
    }));

  it('the provider\'s own paused service cannot be newly linked; its own active one can', () =>
    tx(async (t) => {
      await t.as('provider', `update public.services set active = false where id = $1`, [seeded.poojaService]);
      expectError(await t.try('provider', `insert into public.bundle_items (bundle_id, service_type, service_name, service_id) values ($1, 'pooja-services', 'Pooja', $2)`,
        [seeded.bundle, seeded.poojaService]), '23514');
      const [item] = await t.as('provider', `insert into public.bundle_items (bundle_id, service_type, service_name, service_id) values ($1, 'music', 'Music', $2) returning unit_price_paise::int, service_type`,
        [seeded.bundle, seeded.cateringService]);
      const [svc] = await t.sys(`select price_paise::int, category_slug from public.services where id = $1`, [seeded.cateringService]);
      expect(item).toEqual({ unit_price_paise: svc.price_paise, service_type: svc.category_slug });
    }));

  it('admins cannot link across providers either', () =>
    tx(async (t) => {
      expectError(await t.try('admin', `insert into public.bundle_items (bundle_id, service_type, service_name, service_id) values ($1, 'catering', 'Borrowed', $2)`,
        [seeded.bundle, seeded.otherService]), '23514');
    }));
});
