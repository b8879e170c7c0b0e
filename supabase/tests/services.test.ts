// services: the public catalogue is the active services of approved providers; approved
// providers manage their own; admins manage all; prices are checked by the database.
import { describe, expect, it } from 'vitest';
import { ids, seeded, setupDb } from './helpers/db.ts';
import { expectError, expectNoRows, expectRows, expectNoAccess } from './helpers/expect.ts';

const { tx } = setupDb();

const newService = (providerRow: string, extra = '') =>
  `insert into public.services (provider_id, category_slug, title, price_paise, price_unit, city${extra ? ', ' + extra.split('=')[0] : ''})
   values ('${providerRow}', 'music', 'Veena recital', 1500000, 'per_event', 'Bengaluru'${extra ? ', ' + extra.split('=')[1] : ''}) returning *`;

describe('services: select', () => {
  it('visitors and customers see exactly the active services of approved providers', () =>
    tx(async (t) => {
      const [{ n }] = await t.sys(`select count(*)::int as n from public.services s join public.service_providers sp on sp.id = s.provider_id
                                   where s.active and sp.status = 'approved'`);
      expect(n).toBeGreaterThanOrEqual(150);
      for (const actor of ['anon', 'customerA', 'customerB', 'pending'] as const) {
        const [{ c }] = await t.as(actor, 'select count(*)::int as c from public.services');
        expect(c).toBe(n);
      }
    }));

  it('paused services and services of suspended providers are hidden from the public', () =>
    tx(async (t) => {
      expect(await t.as('anon', 'select id from public.services where id = $1', [seeded.inactiveService])).toHaveLength(0);
      expect(await t.as('customerA', 'select id from public.services where provider_id = $1', [ids.suspendedRow])).toHaveLength(0);
      expect(await t.sys('select id from public.services where provider_id = $1', [ids.suspendedRow])).not.toHaveLength(0);
    }));

  it('providers see their own paused services; admins see everything', () =>
    tx(async (t) => {
      await t.as('provider', 'update public.services set active = false where id = $1', [seeded.poojaService]);
      expect(await t.as('provider', 'select id from public.services where id = $1', [seeded.poojaService])).toHaveLength(1);
      expect(await t.as('customerA', 'select id from public.services where id = $1', [seeded.poojaService])).toHaveLength(0);
      const [{ all }] = await t.sys('select count(*)::int as all from public.services');
      expect((await t.as('admin', 'select count(*)::int as c from public.services'))[0].c).toBe(all);
    }));

  it('a category listing filters by slug and city', () =>
    tx(async (t) => {
      const rows = await t.as('anon', `select title, price_paise, price_unit from public.services
                                       where category_slug = 'catering' and city = 'Bengaluru' order by price_paise`);
      expect(rows.length).toBeGreaterThanOrEqual(4);
      for (const r of rows) expect(Number(r.price_paise)).toBeGreaterThan(0);
    }));
});

describe('services: insert', () => {
  it('an approved provider adds a service for itself', () =>
    tx(async (t) => {
      const r = await t.try('provider', newService(ids.providerRow));
      expectRows(r, 1);
      expect(r.rows[0].active).toBe(true);
    }));

  it('the pending provider, customers and visitors cannot add services', () =>
    tx(async (t) => {
      expectError(await t.try('pending', newService(ids.pendingRow)), '42501');
      for (const actor of ['anon', 'customerA', 'customerB'] as const) {
        expectError(await t.try(actor, newService(ids.providerRow)), '42501');
      }
    }));

  it('a provider cannot add a service to another provider', () =>
    tx(async (t) => {
      expectError(await t.try('provider', newService(ids.otherProviderRow)), '42501');
    }));

  it('admins can add a service for any provider', () =>
    tx(async (t) => {
      expectRows(await t.try('admin', newService(ids.otherProviderRow)), 1);
    }));

  it('the database refuses negative, zero or absurd prices, unknown units and inverted guest limits', () =>
    tx(async (t) => {
      expectError(await t.try('provider', newService(ids.providerRow).replace('1500000', '-100')), '23514');
      expectError(await t.try('provider', newService(ids.providerRow).replace('1500000', '0')), '23514');
      expectError(await t.try('provider', newService(ids.providerRow).replace('1500000', '100000000000')), '23514');
      expectError(await t.try('provider', newService(ids.providerRow).replace(`'per_event'`, `'per_song'`)), '23514');
      expectError(await t.try('provider', `insert into public.services (provider_id, category_slug, title, price_paise, city, min_guests, max_guests)
                                            values ($1, 'catering', 'Upside down', 50000, 'Bengaluru', 500, 100)`, [ids.providerRow]), '23514');
      expectError(await t.try('provider', newService(ids.providerRow).replace(`'Veena recital'`, `'ab'`)), '23514');
      expectError(await t.try('provider', newService(ids.providerRow, `attributes='[1,2]'`)), '23514');
    }));

  it('an unknown category is refused', () =>
    tx(async (t) => {
      expectError(await t.try('provider', newService(ids.providerRow).replace(`'music'`, `'astrology'`)), '23503');
    }));
});

describe('services: update', () => {
  it('a provider edits its own service', () =>
    tx(async (t) => {
      expectRows(await t.try('provider', 'update public.services set price_paise = 1300000 where id = $1 returning id', [seeded.poojaService]), 1);
    }));

  it('nobody else edits it (no rows visible to change)', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerA', 'customerB', 'pending'] as const) {
        expectNoAccess(await t.try(actor, 'update public.services set price_paise = 100 where id = $1 returning id', [seeded.poojaService]));
      }
      expectNoRows(await t.try('provider', 'update public.services set price_paise = 100 where id = $1 returning id', [seeded.otherService]));
    }));

  it('a service cannot be moved to another provider', () =>
    tx(async (t) => {
      expectError(await t.try('provider', 'update public.services set provider_id = $2 where id = $1', [seeded.poojaService, ids.otherProviderRow]), '42501');
    }));

  it('admins can pause any service', () =>
    tx(async (t) => {
      expectRows(await t.try('admin', 'update public.services set active = false where id = $1 returning id', [seeded.otherService]), 1);
    }));
});

describe('services: delete', () => {
  it('a provider deletes its own unbooked service; others cannot', () =>
    tx(async (t) => {
      const [s] = await t.as('provider', newService(ids.providerRow));
      for (const actor of ['anon', 'customerA', 'customerB', 'pending'] as const) {
        expectNoAccess(await t.try(actor, 'delete from public.services where id = $1 returning id', [s.id]));
      }
      expectRows(await t.try('provider', 'delete from public.services where id = $1 returning id', [s.id]), 1);
    }));

  it('a booked service is paused instead of deleted (issue 24); admins delete unbooked ones', () =>
    tx(async (t) => {
      expectRows(await t.try('provider', 'delete from public.services where id = $1 returning id', [seeded.poojaService]), 0);
      expect((await t.sys('select active from public.services where id = $1', [seeded.poojaService]))[0].active).toBe(false);
      const [s] = await t.as('provider', newService(ids.providerRow));
      expectRows(await t.try('admin', 'delete from public.services where id = $1 returning id', [s.id]), 1);
    }));
});
