// profiles: own row for everyone, all rows for admins, customers' rows for the providers
// they booked or wrote to; nobody raises their own user_type; the sign-up trigger.
import { describe, expect, it } from 'vitest';
import { createUser, ids, setupDb } from './helpers/db.ts';
import { expectError, expectNoRows, expectRows, expectNoAccess } from './helpers/expect.ts';

const { tx } = setupDb();

describe('profiles: select', () => {
  it('a visitor sees no profiles', () =>
    tx(async (t) => {
      expectNoAccess(await t.try('anon', 'select id from public.profiles'));
    }));

  it('customers and the pending provider see only their own profile', () =>
    tx(async (t) => {
      for (const actor of ['customerA', 'customerB', 'pending'] as const) {
        const rows = await t.as(actor, 'select id from public.profiles');
        expect(rows.map((r) => r.id)).toEqual([ids[actor]]);
      }
    }));

  it('customer B cannot read customer A', () =>
    tx(async (t) => {
      expect(await t.as('customerB', 'select * from public.profiles where id = $1', [ids.customerA])).toHaveLength(0);
    }));

  it('a provider sees its own profile and its customers, not other people', () =>
    tx(async (t) => {
      const visible = (await t.as('provider', 'select id from public.profiles')).map((r) => r.id);
      expect(visible).toContain(ids.provider);
      expect(visible).toContain(ids.customerA); // Priya booked and wrote to Shubh Utsav Events
      expect(visible).not.toContain(ids.customerB);
      expect(visible).not.toContain(ids.admin);
      expect(visible).not.toContain(ids.pending);
    }));

  it('an admin sees every profile', () =>
    tx(async (t) => {
      const [{ n }] = await t.as('admin', 'select count(*)::int as n from public.profiles');
      const [{ all }] = await t.sys('select count(*)::int as all from public.profiles');
      expect(n).toBe(all);
      expect(n).toBeGreaterThanOrEqual(60);
    }));
});

describe('profiles: insert', () => {
  it('the sign-up trigger creates a guest profile from the metadata, never from a claimed user_type', () =>
    tx(async (t) => {
      const id = await createUser(t, 'signup', { full_name: '  Meera Krishnan ', phone: '+91 98450-12345', user_type: 'admin' });
      const [p] = await t.sys('select * from public.profiles where id = $1', [id]);
      expect(p).toMatchObject({ user_type: 'guest', full_name: 'Meera Krishnan', phone: '+919845012345', preferred_language: 'en' });
    }));

  it('a malformed sign-up phone is dropped instead of failing the sign-up', () =>
    tx(async (t) => {
      const id = await createUser(t, 'badphone', { phone: '12345' });
      const [p] = await t.sys('select phone from public.profiles where id = $1', [id]);
      expect(p.phone).toBeNull();
    }));

  it('a user without a profile may create their own, always as guest', () =>
    tx(async (t) => {
      const id = await createUser(t, 'noprofile');
      await t.sys('delete from public.profiles where id = $1', [id]);
      const r = await t.try({ sub: id }, `insert into public.profiles (id, user_type, full_name) values ($1, 'admin', 'Sneaky') returning user_type`, [id]);
      expectRows(r, 1);
      expect(r.rows[0].user_type).toBe('guest');
    }));

  it('nobody inserts a profile for someone else; visitors insert none', () =>
    tx(async (t) => {
      const id = await createUser(t, 'victim');
      await t.sys('delete from public.profiles where id = $1', [id]);
      for (const actor of ['customerA', 'provider', 'pending'] as const) {
        expectError(await t.try(actor, 'insert into public.profiles (id) values ($1)', [id]), '42501');
      }
      expectError(await t.try('anon', 'insert into public.profiles (id) values ($1)', [id]), '42501');
    }));

  it('the database refuses a malformed phone or language', () =>
    tx(async (t) => {
      expectError(await t.try('customerA', `update public.profiles set phone = '12345' where id = $1`, [ids.customerA]), '23514');
      expectError(await t.try('customerA', `update public.profiles set preferred_language = 'fr' where id = $1`, [ids.customerA]), '23514');
    }));
});

describe('profiles: update', () => {
  it('users edit their own details', () =>
    tx(async (t) => {
      const r = await t.try('customerA', `update public.profiles set full_name = 'Priya S. Sharma', city = 'Mysuru', preferred_language = 'hi' where id = $1 returning *`, [ids.customerA]);
      expectRows(r, 1);
      expect(r.rows[0]).toMatchObject({ full_name: 'Priya S. Sharma', city: 'Mysuru', preferred_language: 'hi' });
    }));

  it('nobody makes themselves admin or provider', () =>
    tx(async (t) => {
      for (const [actor, type] of [['customerA', 'admin'], ['customerB', 'service_provider'], ['pending', 'service_provider'], ['provider', 'admin']] as const) {
        expectError(await t.try(actor, `update public.profiles set user_type = $2 where id = $1`, [ids[actor], type]), '42501', /admin_set_admin/);
      }
      const [p] = await t.sys('select user_type from public.profiles where id = $1', [ids.customerA]);
      expect(p.user_type).toBe('guest');
    }));

  it('other people\'s profiles cannot be updated (no rows visible)', () =>
    tx(async (t) => {
      expectNoRows(await t.try('customerB', `update public.profiles set full_name = 'Hacked' where id = $1 returning id`, [ids.customerA]));
      expectNoRows(await t.try('provider', `update public.profiles set full_name = 'Hacked' where id = $1 returning id`, [ids.customerA]));
      expectNoRows(await t.try('pending', `update public.profiles set full_name = 'Hacked' where id = $1 returning id`, [ids.customerA]));
      expectNoAccess(await t.try('anon', `update public.profiles set full_name = 'Hacked' returning id`));
    }));

  it('an admin changes user_type only through admin_set_admin (issue 26: audited), never by a bare update', () =>
    tx(async (t) => {
      expectNoRows(await t.try('admin', `update public.profiles set user_type = 'admin' where id = $1 returning id`, [ids.customerB]));
      await t.as('admin', `select public.admin_set_admin($1, true, 'Joins the operations team')`, [ids.customerB]);
      const [{ is_admin }] = await t.sys('select public.is_user_admin($1) as is_admin', [ids.customerB]);
      expect(is_admin).toBe(true);
    }));
});

describe('profiles: delete', () => {
  it('nobody deletes a profile directly, admins included', () =>
    tx(async (t) => {
      for (const actor of ['customerA', 'provider', 'pending', 'admin', 'anon'] as const) {
        expectNoAccess(await t.try(actor, 'delete from public.profiles where id = $1 returning id', [ids[actor === 'anon' ? 'customerA' : actor]]));
      }
    }));

  it('delete_my_account removes the caller\'s auth user and, by cascade, the profile', () =>
    tx(async (t) => {
      const id = await createUser(t, 'leaver');
      await t.as({ sub: id }, 'select public.delete_my_account(null, $$DELETE$$)');
      expect(await t.sys('select 1 from auth.users where id = $1', [id])).toHaveLength(0);
      expect(await t.sys('select 1 from public.profiles where id = $1', [id])).toHaveLength(0);
    }));

  it('a customer\'s account takes her reviews, chats and notifications with it; her bookings stay, without her (security/account-erasure)', () =>
    tx(async (t) => {
      const [{ n }] = await t.sys('select count(*)::int as n from public.bookings where customer_id = $1', [ids.customerA]);
      await t.as('customerA', 'select public.delete_my_account($$Utsav@123$$)');
      const [left] = await t.sys(`select
          (select count(*) from public.bookings where customer_id = $1)::int as bookings,
          (select count(*) from public.bookings where customer_erased_at = now())::int as erased,
          (select count(*) from public.reviews where customer_id = $1)::int as reviews,
          (select count(*) from public.conversations where customer_id = $1)::int as conversations,
          (select count(*) from public.notifications where user_id = $1)::int as notifications`, [ids.customerA]);
      expect(left).toEqual({ bookings: 0, erased: n, reviews: 0, conversations: 0, notifications: 0 });
    }));

  it('delete_my_account is not available to visitors', () =>
    tx(async (t) => {
      expectError(await t.try('anon', 'select public.delete_my_account(null, $$DELETE$$)'), '42501');
    }));
});

describe('is_user_admin(user_id)', () => {
  it('answers true only for admins, for any caller', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerA', 'provider', 'admin'] as const) {
        const [r] = await t.as(actor, 'select public.is_user_admin($1) as a, public.is_user_admin($2) as c, public.is_user_admin(null) as n', [ids.admin, ids.customerA]);
        expect(r).toEqual({ a: true, c: false, n: false });
      }
    }));
});
