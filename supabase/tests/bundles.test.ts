// bundles and bundle_items: public when active (approved provider); totals and discount
// computed in the database from the items; only admins feature a bundle.
import { describe, expect, it } from 'vitest';
import { ids, seeded, setupDb, type Tx } from './helpers/db.ts';
import { expectError, expectNoRows, expectRows, expectNoAccess } from './helpers/expect.ts';

const { tx } = setupDb();

const createBundle = (t: Tx, actor: 'provider' | 'admin', providerRow: string = ids.providerRow) =>
  t.as(actor, `insert into public.bundles (provider_id, name, bundle_price_paise, city, min_advance_paise,
                  individual_total_paise, discount_paise, discount_percent, featured)
               values ($1, 'Naming Ceremony Package', 5000000, 'Bengaluru', 1000000, 1, 99, 99, true) returning *`, [providerRow]);

describe('bundles: select', () => {
  it('everyone sees the active bundles of approved providers, with their items', () =>
    tx(async (t) => {
      const [{ n }] = await t.sys(`select count(*)::int as n from public.bundles b join public.service_providers sp on sp.id = b.provider_id
                                   where b.active and sp.status = 'approved'`);
      expect(n).toBeGreaterThanOrEqual(10);
      for (const actor of ['anon', 'customerA', 'customerB', 'pending'] as const) {
        expect((await t.as(actor, 'select count(*)::int as c from public.bundles'))[0].c).toBe(n);
        const items = await t.as(actor, 'select * from public.bundle_items where bundle_id = $1', [seeded.bundle]);
        expect(items.length).toBeGreaterThanOrEqual(3);
      }
      const featured = await t.as('anon', 'select id from public.bundles where featured');
      expect(featured.length).toBeGreaterThanOrEqual(3);
    }));

  it('a paused bundle and its items are visible only to its provider and admins', () =>
    tx(async (t) => {
      await t.as('provider', 'update public.bundles set active = false where id = $1', [seeded.bundle]);
      for (const actor of ['anon', 'customerA', 'customerB', 'pending'] as const) {
        expect(await t.as(actor, 'select id from public.bundles where id = $1', [seeded.bundle])).toHaveLength(0);
        expect(await t.as(actor, 'select id from public.bundle_items where bundle_id = $1', [seeded.bundle])).toHaveLength(0);
      }
      expect(await t.as('provider', 'select id from public.bundles where id = $1', [seeded.bundle])).toHaveLength(1);
      expect(await t.as('admin', 'select id from public.bundle_items where bundle_id = $1', [seeded.bundle])).not.toHaveLength(0);
    }));

  it('the seeded totals are the sum of the items and the discount follows', () =>
    tx(async (t) => {
      const rows = await t.as('anon', `select b.individual_total_paise::bigint as total, b.bundle_price_paise::bigint as price,
                                              b.discount_paise::bigint as discount, b.discount_percent::float as pct,
                                              (select sum(quantity * unit_price_paise) from public.bundle_items i where i.bundle_id = b.id)::bigint as items
                                       from public.bundles b`);
      for (const r of rows) {
        expect(r.total).toBe(r.items);
        expect(Number(r.discount)).toBe(Math.max(Number(r.total) - Number(r.price), 0));
        expect(r.pct).toBeCloseTo((100 * Number(r.discount)) / Number(r.total), 1);
      }
    }));
});

describe('bundles: insert and computed totals', () => {
  it('an approved provider creates a bundle; client totals, discount and featured are ignored', () =>
    tx(async (t) => {
      const [b] = await createBundle(t, 'provider');
      expect(b).toMatchObject({ featured: false });
      expect(Number(b.individual_total_paise)).toBe(0);
      expect(Number(b.discount_paise)).toBe(0);
      expect(Number(b.discount_percent)).toBe(0);
    }));

  it('items recompute the individual total and discount; a linked item takes the service price', () =>
    tx(async (t) => {
      const [b] = await createBundle(t, 'provider');
      await t.as('provider', `insert into public.bundle_items (bundle_id, service_type, service_name, quantity, unit_price_paise)
                              values ($1, 'catering', 'Lunch', 100, 40000)`, [b.id]);
      // The client claims ₹1 for the pooja; the service costs ₹12,500.
      const [item] = await t.as('provider', `insert into public.bundle_items (bundle_id, service_type, service_name, quantity, unit_price_paise, service_id)
                              values ($1, 'music', 'Pooja', 1, 100, $2) returning *`, [b.id, seeded.poojaService]);
      expect(item).toMatchObject({ service_type: 'pooja-services' });
      expect(Number(item.unit_price_paise)).toBe(1250000);
      let [after] = await t.as('provider', 'select * from public.bundles where id = $1', [b.id]);
      expect(Number(after.individual_total_paise)).toBe(100 * 40000 + 1250000);
      expect(Number(after.discount_paise)).toBe(5250000 - 5000000);
      expect(Number(after.discount_percent)).toBeCloseTo(4.76, 2);
      // Changing and removing items keeps the totals right.
      await t.as('provider', `update public.bundle_items set quantity = 150 where bundle_id = $1 and service_name = 'Lunch'`, [b.id]);
      [after] = await t.as('provider', 'select * from public.bundles where id = $1', [b.id]);
      expect(Number(after.individual_total_paise)).toBe(150 * 40000 + 1250000);
      await t.as('provider', `delete from public.bundle_items where bundle_id = $1 and service_name = 'Lunch'`, [b.id]);
      [after] = await t.as('provider', 'select * from public.bundles where id = $1', [b.id]);
      expect(Number(after.individual_total_paise)).toBe(1250000);
      expect(Number(after.discount_paise)).toBe(0);
      // A client cannot overwrite the computed columns afterwards either.
      [after] = await t.as('provider', 'update public.bundles set individual_total_paise = 999999999, discount_percent = 90 where id = $1 returning *', [b.id]);
      expect(Number(after.individual_total_paise)).toBe(1250000);
      expect(Number(after.discount_percent)).toBe(0);
    }));

  it('the pending provider, customers and visitors cannot create bundles; providers not for others', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerA', 'customerB', 'pending'] as const) {
        expectError(await t.try(actor, `insert into public.bundles (provider_id, name, bundle_price_paise, city) values ($1, 'Nope', 100000, 'Pune')`,
          [actor === 'pending' ? ids.pendingRow : ids.providerRow]), '42501');
      }
      expectError(await t.try('provider', `insert into public.bundles (provider_id, name, bundle_price_paise, city) values ($1, 'Nope', 100000, 'Pune')`, [ids.otherProviderRow]), '42501');
    }));

  it('admins create bundles for any provider and may feature them', () =>
    tx(async (t) => {
      const [b] = await createBundle(t, 'admin', ids.otherProviderRow);
      expect(b.featured).toBe(true);
    }));

  it('the database refuses bad bundles and items', () =>
    tx(async (t) => {
      expectError(await t.try('provider', `insert into public.bundles (provider_id, name, bundle_price_paise, city) values ($1, 'Free', 0, 'Pune')`, [ids.providerRow]), '23514');
      expectError(await t.try('provider', `insert into public.bundles (provider_id, name, bundle_price_paise, city, min_advance_paise) values ($1, 'Advance too big', 100000, 'Pune', 200000)`, [ids.providerRow]), '23514');
      expectError(await t.try('provider', `insert into public.bundles (provider_id, name, bundle_price_paise, city, duration_days) values ($1, 'Too long', 100000, 'Pune', 0)`, [ids.providerRow]), '23514');
      expectError(await t.try('provider', `insert into public.bundle_items (bundle_id, service_type, service_name, quantity) values ($1, 'catering', 'Lunch', 0)`, [seeded.bundle]), '23514');
      expectError(await t.try('provider', `insert into public.bundle_items (bundle_id, service_type, service_name, unit_price_paise) values ($1, 'catering', 'Lunch', -5)`, [seeded.bundle]), '23514');
    }));
});

describe('bundles: update and delete', () => {
  it('a provider cannot feature its own bundle (the flag is kept)', () =>
    tx(async (t) => {
      const [before] = await t.sys('select featured from public.bundles where id = $1', [seeded.bundle]);
      const [after] = await t.as('provider', 'update public.bundles set featured = not featured where id = $1 returning featured', [seeded.bundle]);
      expect(after.featured).toBe(before.featured);
      const [byAdmin] = await t.as('admin', 'update public.bundles set featured = not featured where id = $1 returning featured', [seeded.bundle]);
      expect(byAdmin.featured).toBe(!before.featured);
    }));

  it('nobody else edits or deletes a provider\'s bundle or its items', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerA', 'customerB', 'pending'] as const) {
        expectNoAccess(await t.try(actor, `update public.bundles set bundle_price_paise = 100 where id = $1 returning id`, [seeded.bundle]));
        expectNoAccess(await t.try(actor, `delete from public.bundles where id = $1 returning id`, [seeded.bundle]));
        expectNoAccess(await t.try(actor, `update public.bundle_items set quantity = 1 where bundle_id = $1 returning id`, [seeded.bundle]));
        expectNoAccess(await t.try(actor, `delete from public.bundle_items where bundle_id = $1 returning id`, [seeded.bundle]));
      }
      const [other] = await t.sys(`select id from public.bundles where provider_id <> $1 limit 1`, [ids.providerRow]);
      expectNoRows(await t.try('provider', `update public.bundles set bundle_price_paise = 100 where id = $1 returning id`, [other.id]));
      expectError(await t.try('provider', `insert into public.bundle_items (bundle_id, service_type, service_name, unit_price_paise) values ($1, 'catering', 'Extra', 100)`, [other.id]), '42501');
    }));

  it('owners and admins delete bundles (items go with them); a booked bundle stays', () =>
    tx(async (t) => {
      const [b] = await createBundle(t, 'provider');
      await t.as('provider', `insert into public.bundle_items (bundle_id, service_type, service_name, unit_price_paise) values ($1, 'catering', 'Lunch', 100)`, [b.id]);
      expectRows(await t.try('provider', 'delete from public.bundles where id = $1 returning id', [b.id]), 1);
      expect(await t.sys('select id from public.bundle_items where bundle_id = $1', [b.id])).toHaveLength(0);
      const [c] = await createBundle(t, 'provider');
      expectRows(await t.try('admin', 'delete from public.bundles where id = $1 returning id', [c.id]), 1);
      expectError(await t.try('provider', 'delete from public.bundles where id = $1', [seeded.bundle]), '23503');
    }));
});
