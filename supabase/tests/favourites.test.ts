// favourites: private to their owner; exactly one target; each at most once.
import { describe, expect, it } from 'vitest';
import { ids, seeded, setupDb } from './helpers/db.ts';
import { expectError, expectRows, expectNoAccess } from './helpers/expect.ts';

const { tx } = setupDb();

describe('favourites', () => {
  it('customer A sees her favourites; nobody else does, admins included', () =>
    tx(async (t) => {
      const own = await t.as('customerA', 'select user_id from public.favourites');
      expect(own.length).toBeGreaterThanOrEqual(5);
      expect(own.every((r) => r.user_id === ids.customerA)).toBe(true);
      for (const actor of ['anon', 'customerB', 'pending', 'provider', 'admin'] as const) {
        expectNoAccess(await t.try(actor, 'select id from public.favourites where user_id = $1', [ids.customerA]));
      }
    }));

  it('a user saves a service, a provider and a bundle for herself', () =>
    tx(async (t) => {
      expectRows(await t.try('customerB', 'insert into public.favourites (service_id) values ($1) returning user_id', [seeded.poojaService]), 1);
      expectRows(await t.try('customerB', 'insert into public.favourites (provider_id) values ($1) returning user_id', [ids.providerRow]), 1);
      expectRows(await t.try('customerB', 'insert into public.favourites (bundle_id) values ($1) returning user_id', [seeded.bundle]), 1);
      expect((await t.as('customerB', 'select user_id from public.favourites'))[0].user_id).toBe(ids.customerB);
    }));

  it('each favourite once, exactly one target', () =>
    tx(async (t) => {
      await t.as('customerB', 'insert into public.favourites (service_id) values ($1)', [seeded.poojaService]);
      expectError(await t.try('customerB', 'insert into public.favourites (service_id) values ($1)', [seeded.poojaService]), '23505');
      expectError(await t.try('customerB', 'insert into public.favourites (service_id, bundle_id) values ($1, $2)', [seeded.otherService, seeded.bundle]), '23514');
      expectError(await t.try('customerB', 'insert into public.favourites default values'), '23514');
    }));

  it('nobody saves favourites for someone else; visitors save none', () =>
    tx(async (t) => {
      expectError(await t.try('customerB', 'insert into public.favourites (user_id, service_id) values ($1, $2)', [ids.customerA, seeded.otherService]), '42501');
      expectError(await t.try('admin', 'insert into public.favourites (user_id, service_id) values ($1, $2)', [ids.customerA, seeded.otherService]), '42501');
      expectError(await t.try('anon', 'insert into public.favourites (service_id) values ($1)', [seeded.otherService]), '42501');
    }));

  it('favourites are removed by their owner only, never edited', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerB', 'pending', 'provider', 'admin'] as const) {
        expectNoAccess(await t.try(actor, 'delete from public.favourites where user_id = $1 returning id', [ids.customerA]));
      }
      expectNoAccess(await t.try('customerA', 'update public.favourites set bundle_id = null returning id'));
      const n = (await t.as('customerA', 'select id from public.favourites')).length;
      expectRows(await t.try('customerA', 'delete from public.favourites where bundle_id = $1 returning id', [seeded.bundle]), 1);
      expect(await t.as('customerA', 'select id from public.favourites')).toHaveLength(n - 1);
    }));
});
