// The demo data meets the minimums of issue 3, and the schema keeps its own rules:
// row-level security on every table, `(select auth.uid())` in policies, definer helpers
// with an empty search_path, realtime publication.
import { describe, expect, it } from 'vitest';
import { ids, setupDb } from './helpers/db.ts';

const { tx } = setupDb();

describe('seed: demo data', () => {
  it('the four documented accounts sign in with Utsav@123 and have their roles', () =>
    tx(async (t) => {
      const rows = await t.sys(`select u.email, p.user_type, u.email_confirmed_at is not null as confirmed,
                                       u.encrypted_password = extensions.crypt('Utsav@123', u.encrypted_password) as password_ok,
                                       exists (select 1 from auth.identities i where i.user_id = u.id and i.provider = 'email') as identity,
                                       sp.status as provider_status
                                from auth.users u join public.profiles p on p.id = u.id
                                left join public.service_providers sp on sp.profile_id = u.id
                                where u.email in ('admin@utsav.test', 'customer@utsav.test', 'provider@utsav.test', 'pending@utsav.test')
                                order by u.email`);
      expect(rows).toEqual([
        { email: 'admin@utsav.test', user_type: 'admin', confirmed: true, password_ok: true, identity: true, provider_status: null },
        { email: 'customer@utsav.test', user_type: 'guest', confirmed: true, password_ok: true, identity: true, provider_status: null },
        { email: 'pending@utsav.test', user_type: 'guest', confirmed: true, password_ok: true, identity: true, provider_status: 'pending' },
        { email: 'provider@utsav.test', user_type: 'service_provider', confirmed: true, password_ok: true, identity: true, provider_status: 'approved' },
      ]);
      const [{ full_name }] = await t.sys('select full_name from public.profiles where id = $1', [ids.customerA]);
      expect(full_name).toBe('Priya Sharma');
    }));

  it('at least 40 approved providers across 6+ cities and all seven categories; 150+ services', () =>
    tx(async (t) => {
      const [r] = await t.as('anon', `select
          (select count(*) from public.service_providers)::int as providers,
          (select count(distinct city) from public.service_providers)::int as cities,
          (select count(distinct category_slug) from public.services)::int as categories,
          (select count(*) from public.services)::int as services,
          (select count(distinct city) from public.services)::int as service_cities`);
      expect(r.providers).toBeGreaterThanOrEqual(40);
      expect(r.cities).toBeGreaterThanOrEqual(6);
      expect(r.categories).toBe(7);
      expect(r.services).toBeGreaterThanOrEqual(150);
      expect(r.service_cities).toBeGreaterThanOrEqual(6);
      // Every category is offered in several cities.
      const perCategory = await t.as('anon', 'select category_slug, count(distinct city)::int as cities from public.services group by 1');
      for (const c of perCategory) expect(c.cities).toBeGreaterThanOrEqual(3);
    }));

  it('prices make sense in rupees', () =>
    tx(async (t) => {
      const rows = await t.as('anon', `select price_unit, min(price_paise)::bigint as lo, max(price_paise)::bigint as hi from public.services group by 1`);
      for (const r of rows) {
        expect(Number(r.lo)).toBeGreaterThanOrEqual(100 * 100); // at least ₹100
        expect(Number(r.hi)).toBeLessThanOrEqual(5_00_000 * 100); // at most ₹5 lakh a unit
      }
    }));

  it('at least 10 active bundles, 3+ featured, each with items and a real discount', () =>
    tx(async (t) => {
      const rows = await t.as('anon', `select b.featured, b.discount_percent::float as pct,
                                              (select count(*) from public.bundle_items i where i.bundle_id = b.id)::int as items
                                       from public.bundles b`);
      expect(rows.length).toBeGreaterThanOrEqual(10);
      expect(rows.filter((r) => r.featured).length).toBeGreaterThanOrEqual(3);
      for (const r of rows) {
        expect(r.items).toBeGreaterThanOrEqual(3);
        expect(r.pct).toBeGreaterThan(0);
        expect(r.pct).toBeLessThan(40);
      }
    }));

  it('the demo customer has a booking in every status, each with its history', () =>
    tx(async (t) => {
      const rows = await t.as('customerA', `select b.status, count(e.id)::int as events from public.bookings b
                                            join public.booking_events e on e.booking_id = b.id group by b.id, b.status`);
      expect(new Set(rows.map((r) => r.status)).size).toBe(8);
      for (const r of rows) expect(r.events).toBeGreaterThanOrEqual(1);
    }));

  it('reviews with provider replies, and provider ratings that match them', () =>
    tx(async (t) => {
      const [r] = await t.as('anon', `select count(*)::int as n, count(provider_reply)::int as replies from public.reviews`);
      expect(r.n).toBeGreaterThanOrEqual(50);
      expect(r.replies).toBeGreaterThanOrEqual(10);
      const mismatched = await t.sys(`select sp.id from public.service_providers sp
        left join (select provider_id, round(avg(rating), 2) as avg, count(*) as n from public.reviews group by 1) r on r.provider_id = sp.id
        where sp.rating_count <> coalesce(r.n, 0) or sp.rating_avg <> coalesce(r.avg, 0)`);
      expect(mismatched).toHaveLength(0);
    }));

  it('reviews whose words fit their stars, and replies that fit the reviews', () =>
    tx(async (t) => {
      const rows = await t.as('anon', 'select rating, comment, provider_reply from public.reviews');
      const complaint = /late|delay|disappoint|missing|rushed|could be better|average/i;
      const thanksForPraise = /kind words|pleasure|dhanyavaad|happy to be/i;
      for (const r of rows) {
        if (r.rating === 5) expect(r.comment, r.comment).not.toMatch(complaint);
        if (r.rating <= 3) {
          expect(r.comment, r.comment).toMatch(complaint);
          // Every complaint is answered, with an apology and a remedy, never with thanks for praise.
          expect(r.provider_reply, r.comment).toMatch(/sorry|apologi/i);
          expect(r.provider_reply, r.comment).not.toMatch(thanksForPraise);
        }
      }
      expect(rows.filter((r) => r.rating <= 2).length).toBeGreaterThanOrEqual(3);
    }));

  it('notifications (some unread, one of type chat), conversations, messages, favourites, one pending provider', () =>
    tx(async (t) => {
      const [n] = await t.as('customerA', `select count(*) filter (where not read)::int as unread, count(*) filter (where read)::int as read,
                                                  count(*) filter (where type = 'chat')::int as chat from public.notifications`);
      expect(n.unread).toBeGreaterThan(0);
      expect(n.read).toBeGreaterThan(0);
      expect(n.chat).toBeGreaterThanOrEqual(1);
      const [c] = await t.as('customerA', `select (select count(*) from public.conversations)::int as conversations,
                                                  (select count(*) from public.messages)::int as messages,
                                                  (select count(*) from public.favourites)::int as favourites`);
      expect(c.conversations).toBeGreaterThanOrEqual(2);
      expect(c.messages).toBeGreaterThanOrEqual(6);
      expect(c.favourites).toBeGreaterThanOrEqual(5);
      const pending = await t.sys(`select id from public.service_providers where status = 'pending'`);
      expect(pending.length).toBeGreaterThanOrEqual(1);
    }));
});

describe('schema rules', () => {
  it('row-level security is on for every table in public', () =>
    tx(async (t) => {
      const rows = await t.sys(`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
                                where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`);
      expect(rows).toEqual([]);
    }));

  it('policies call auth.uid() only as (select auth.uid())', () =>
    tx(async (t) => {
      const rows = await t.sys(`select tablename, policyname, coalesce(qual, '') || ' ' || coalesce(with_check, '') as expr from pg_policies where schemaname = 'public'`);
      expect(rows.length).toBeGreaterThan(40);
      for (const r of rows) {
        const bare = r.expr.replace(/\( SELECT auth\.uid\(\) AS uid\)/g, '');
        expect(bare, `${r.tablename}: ${r.policyname}`).not.toMatch(/auth\.uid\(\)/);
      }
    }));

  it('every SECURITY DEFINER function has an empty search_path', () =>
    tx(async (t) => {
      const rows = await t.sys(`select n.nspname || '.' || p.proname as fn, p.proconfig from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                                where p.prosecdef and n.nspname in ('public', 'private')`);
      expect(rows.length).toBeGreaterThan(10);
      for (const r of rows) expect(r.proconfig, r.fn).toContain('search_path=""');
    }));

  it('notifications, messages and bookings are published for realtime', () =>
    tx(async (t) => {
      const rows = await t.sys(`select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' order by 1`);
      expect(rows.map((r) => r.tablename)).toEqual(expect.arrayContaining(['bookings', 'messages', 'notifications']));
    }));

  it('every foreign key column is indexed', () =>
    tx(async (t) => {
      const rows = await t.sys(`select c.conrelid::regclass::text as tbl, a.attname
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace
          and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])`);
      expect(rows).toEqual([]);
    }));
});
