// service_providers: approved ones are public; applications start pending; only admins
// change status; approval makes the profile a service_provider.
import { describe, expect, it } from 'vitest';
import { createUser, ids, setupDb } from './helpers/db.ts';
import { expectError, expectNoRows, expectRows, expectNoAccess } from './helpers/expect.ts';

const { tx } = setupDb();

describe('service_providers: select', () => {
  it('visitors and customers see approved providers only', () =>
    tx(async (t) => {
      const [{ approved }] = await t.sys(`select count(*)::int as approved from public.service_providers where status = 'approved'`);
      expect(approved).toBeGreaterThanOrEqual(40);
      for (const actor of ['anon', 'customerA', 'customerB'] as const) {
        const rows = await t.as(actor, 'select status from public.service_providers');
        expect(rows).toHaveLength(approved);
        expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['approved']));
      }
    }));

  it('the pending provider sees its own application but no other unapproved one', () =>
    tx(async (t) => {
      const own = await t.as('pending', 'select status from public.service_providers where profile_id = $1', [ids.pending]);
      expect(own).toEqual([{ status: 'pending' }]);
      expect(await t.as('pending', 'select id from public.service_providers where id in ($1, $2)', [ids.suspendedRow, ids.rejectedRow])).toHaveLength(0);
    }));

  it('an approved provider cannot see other applications', () =>
    tx(async (t) => {
      expect(await t.as('provider', `select id from public.service_providers where status <> 'approved'`)).toHaveLength(0);
    }));

  it('admins see every application', () =>
    tx(async (t) => {
      const rows = await t.as('admin', 'select status from public.service_providers');
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['approved', 'pending', 'rejected', 'suspended']));
    }));
});

describe('service_providers: insert', () => {
  // Applicants apply through submit_provider_application (provider_applications.test), which
  // checks the verification a bare insert would skip; admins neither (issue 26: nothing silent).
  it('neither a customer nor an admin adds a provider by a bare insert', () =>
    tx(async (t) => {
      for (const actor of ['customerB', 'admin'] as const) {
        expectError(await t.try(actor, `insert into public.service_providers (profile_id, business_name, city)
          values ($1, 'Ananya Veena Recitals', 'Chennai')`, [ids.customerB]), '42501');
      }
    }));

  it('nobody applies on behalf of someone else, visitors not at all', () =>
    tx(async (t) => {
      expectError(await t.try('customerA', `insert into public.service_providers (profile_id, business_name, city) values ($1, 'Fake', 'Pune')`, [ids.customerB]), '42501');
      expectError(await t.try('provider', `insert into public.service_providers (profile_id, business_name, city) values ($1, 'Fake', 'Pune')`, [ids.customerB]), '42501');
      expectError(await t.try('anon', `insert into public.service_providers (profile_id, business_name, city) values ($1, 'Fake', 'Pune')`, [ids.customerB]), '42501');
    }));

  it('one application per profile', () =>
    tx(async (t) => {
      expectError(await t.try('service', `insert into public.service_providers (profile_id, business_name, city) values ($1, 'Second try', 'Hyderabad')`, [ids.pending]), '23505');
    }));

  it('the database refuses bad input', () =>
    tx(async (t) => {
      expectError(await t.try('service', `insert into public.service_providers (profile_id, business_name, city, experience_years) values ($1, 'Priya Events', 'Bengaluru', -1)`, [ids.customerA]), '23514');
      expectError(await t.try('service', `insert into public.service_providers (profile_id, business_name, city) values ($1, 'P', 'Bengaluru')`, [ids.customerA]), '23514');
      expectError(await t.try('service', `insert into public.service_providers (profile_id, business_name, city, phone) values ($1, 'Priya Events', 'Bengaluru', '555-1234')`, [ids.customerA]), '23514');
    }));
});

describe('service_providers: update', () => {
  it('a provider edits its own business details', () =>
    tx(async (t) => {
      expectRows(await t.try('provider', `update public.service_providers set description = 'Now also in Mysuru.' where id = $1 returning id`, [ids.providerRow]), 1);
      expectRows(await t.try('pending', `update public.service_providers set experience_years = 4 where id = $1 returning id`, [ids.pendingRow]), 1);
    }));

  it('a provider cannot approve itself or change its status, reason or approval time', () =>
    tx(async (t) => {
      expectError(await t.try('pending', `update public.service_providers set status = 'approved' where id = $1`, [ids.pendingRow]), '42501', /only an admin/);
      expectError(await t.try('provider', `update public.service_providers set status_reason = 'great' where id = $1`, [ids.providerRow]), '42501');
      expectError(await t.try('provider', `update public.service_providers set approved_at = now() - interval '10 years' where id = $1`, [ids.providerRow]), '42501');
    }));

  it('ratings supplied by a client are ignored', () =>
    tx(async (t) => {
      const [before] = await t.sys('select rating_avg, rating_count from public.service_providers where id = $1', [ids.providerRow]);
      const r = await t.try('provider', `update public.service_providers set rating_avg = 5, rating_count = 1000 where id = $1 returning rating_avg, rating_count`, [ids.providerRow]);
      expectRows(r, 1);
      expect(r.rows[0]).toEqual(before);
    }));

  it('nobody but the owner updates a provider; admins decide through admin_review_provider (issue 26)', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerA', 'customerB', 'pending', 'admin'] as const) {
        expectNoAccess(await t.try(actor, `update public.service_providers set business_name = 'Hijacked' where id = $1 returning id`, [ids.providerRow]));
      }
    }));

  it('an admin approves: approval time set, user_type service_provider, the applicant notified', () =>
    tx(async (t) => {
      await t.as('admin', `select public.admin_review_provider($1, 'approved')`, [ids.pendingRow]);
      const [r] = await t.sys('select status, approved_at from public.service_providers where id = $1', [ids.pendingRow]);
      expect(r.status).toBe('approved');
      expect(r.approved_at).not.toBeNull();
      const [p] = await t.sys('select user_type from public.profiles where id = $1', [ids.pending]);
      expect(p.user_type).toBe('service_provider');
      const n = await t.as('pending', `select title, type from public.notifications where type = 'provider'`);
      expect(n).toContainEqual({ title: 'You are approved', type: 'provider' });
    }));

  it('rejection returns a service_provider to guest; suspension keeps the type; admins stay admins', () =>
    tx(async (t) => {
      await t.as('service', `update public.service_providers set status = 'suspended', status_reason = 'Complaints' where id = $1`, [ids.providerRow]);
      expect((await t.sys('select user_type from public.profiles where id = $1', [ids.provider]))[0].user_type).toBe('service_provider');
      await t.as('service', `update public.service_providers set status = 'rejected' where id = $1`, [ids.providerRow]);
      expect((await t.sys('select user_type from public.profiles where id = $1', [ids.provider]))[0].user_type).toBe('guest');
      // An admin who runs a provider business stays admin when approved.
      await t.as('service', `insert into public.service_providers (profile_id, business_name, city, status) values ($1, 'Admin Tests', 'Pune', 'approved')`, [ids.admin]);
      expect((await t.sys('select user_type from public.profiles where id = $1', [ids.admin]))[0].user_type).toBe('admin');
    }));
});

describe('service_providers: delete', () => {
  it('an applicant withdraws a pending application; an approved provider cannot delete itself', () =>
    tx(async (t) => {
      expectRows(await t.try('pending', 'delete from public.service_providers where id = $1 returning id', [ids.pendingRow]), 1);
      expectNoRows(await t.try('provider', 'delete from public.service_providers where id = $1 returning id', [ids.providerRow]));
    }));

  it('others cannot delete, admins included (issue 26: nothing silent)', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerA', 'customerB', 'provider', 'admin'] as const) {
        expectNoAccess(await t.try(actor, 'delete from public.service_providers where id = $1 returning id', [ids.pendingRow]));
      }
    }));

  it('a provider with bookings cannot be deleted, nor its account: customers keep their history', () =>
    tx(async (t) => {
      expectError(await t.try('service', 'delete from public.service_providers where id = $1', [ids.providerRow]), '23503');
      expectError(await t.try('provider', 'select public.delete_my_account($$Utsav@123$$)'), '23503');
      expect(await t.sys('select id from auth.users where id = $1', [ids.provider])).toHaveLength(1);
    }));

  it('deleting a service_provider application returns the profile to guest', () =>
    tx(async (t) => {
      const id = await createUser(t, 'shortlived');
      await t.sys(`insert into public.service_providers (profile_id, business_name, city, status) values ($1, 'Short Lived', 'Pune', 'approved')`, [id]);
      expect((await t.sys('select user_type from public.profiles where id = $1', [id]))[0].user_type).toBe('service_provider');
      await t.as('service', 'delete from public.service_providers where profile_id = $1', [id]);
      expect((await t.sys('select user_type from public.profiles where id = $1', [id]))[0].user_type).toBe('guest');
    }));
});
