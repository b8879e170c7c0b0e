// list_bundles and bundle_facets: the /bundles page. Public bundles only, search box (with
// typos), city, price range, guests, featured, sorts, items in order, bad arguments refused.
import { describe, expect, it } from 'vitest';
import { ids, matrixActors, seeded, setupDb } from './helpers/db.ts';
import { expectError } from './helpers/expect.ts';

const { tx } = setupDb();

describe('list_bundles', () => {
  it('every role sees the twelve public bundles, featured first, with their items in order', () =>
    tx(async (t) => {
      for (const actor of matrixActors) {
        const rows = await t.as(actor, 'select * from public.list_bundles(p_limit => 50)');
        expect(rows, actor).toHaveLength(12);
        expect(Number(rows[0].total_count)).toBe(12);
        const featured = rows.map((r) => r.featured);
        expect(featured).toEqual([...featured].sort((a, b) => Number(b) - Number(a)));
      }
      const [wedding] = await t.as('anon', 'select * from public.list_bundles(p_q => $1)', ['Complete South Indian Wedding']);
      expect(wedding.id).toBe(seeded.bundle);
      expect(wedding.items.map((i: { service_type: string }) => i.service_type)).toEqual([
        'function-hall', 'pooja-services', 'catering', 'music', 'decoration', 'wedding-photography',
      ]);
      expect(wedding.items[2]).toMatchObject({ service_name: 'Banana leaf wedding meals', quantity: 300 });
      expect(Number(wedding.individual_total_paise)).toBeGreaterThan(Number(wedding.bundle_price_paise));
      expect(Number(wedding.discount_paise)).toBe(Number(wedding.individual_total_paise) - Number(wedding.bundle_price_paise));
      expect(wedding).toMatchObject({ max_guests: 300, duration_days: 2, featured: true, city: 'Bengaluru' });
      expect(Number(wedding.min_advance_paise)).toBe(15000000);
      expect(wedding.terms).toMatch(/advance/);
    }));

  // A city's bundles and a search box's matches have statements of their own: they list what
  // the general statement lists, in every order, page and total.
  it('a city and a search list what the general statement lists, in every order', () =>
    tx(async (t) => {
      await t.as('service', `update public.service_providers set status = 'suspended', status_reason = 'test' where id = $1`, [ids.providerRow]);
      const args = (a: Record<string, unknown>) => Object.keys(a).map((k, i) => `${k} => $${i + 1}`).join(', ');
      const list = (a: Record<string, unknown>) => t.as('anon', `select * from public.list_bundles(${args(a)})`, Object.values(a));
      let compared = 0;
      for (const sort of ['featured', 'price_asc', 'price_desc', 'discount', 'newest']) {
        const everything = await list({ p_sort: sort, p_limit: 50 });
        const [{ n }] = await t.sys<{ n: string }>(`select count(*) as n from public.bundles b join public.service_providers sp on sp.id = b.provider_id
                                                  where b.active and sp.status = 'approved'`);
        expect(everything).toHaveLength(Number(n));
        for (const city of ['Bengaluru', 'Chennai', 'Nowhere']) {
          for (const page of [{ p_limit: 2, p_offset: 0 }, { p_limit: 2, p_offset: 2 }, { p_limit: 50, p_offset: 0 }]) {
            const expected = everything.filter((r) => r.city === city);
            const rows = await list({ p_city: city, p_sort: sort, ...page });
            expect(rows.map(({ total_count: _total, ...r }) => r), `${city} ${sort}`).toEqual(
              expected.slice(page.p_offset, page.p_offset + page.p_limit).map(({ total_count: _total, ...r }) => r));
            expect(rows.every((r) => Number(r.total_count) === expected.length)).toBe(true);
            compared += rows.length;
          }
        }
        // A search lists the bundles its text query finds, in the general statement's order.
        const found = await list({ p_q: 'wedding', p_sort: sort, p_limit: 50 });
        const matchIds = new Set((await t.sys<{ id: string }>(`select b.id from public.bundles b
          where b.search_document @@ private.search_tsquery('wedding')`)).map((r) => r.id));
        const expected = everything.filter((r) => matchIds.has(r.id));
        expect(found.length).toBeGreaterThan(0);
        expect(found.map(({ total_count: _total, ...r }) => r)).toEqual(expected.map(({ total_count: _total, ...r }) => r));
        expect(found.every((r) => Number(r.total_count) === expected.length)).toBe(true);
      }
      expect(compared).toBeGreaterThan(20);
    }));

  // Its statements' plan setting is local to the call: a caller's later statements in the
  // same transaction plan as they would have.
  it('leaves the caller\'s plan_cache_mode as it was', () =>
    tx(async (t) => {
      for (const args of [`p_city => 'Bengaluru'`, `p_q => 'wedding'`, 'p_limit => 5']) {
        await t.as('anon', `select * from public.list_bundles(${args})`);
        const [{ mode }] = await t.as<{ mode: string }>('anon', `select current_setting('plan_cache_mode') as mode`);
        expect(mode, args).toBe('auto');
      }
    }));

  it('searches names and descriptions by word start, and forgives typos', () =>
    tx(async (t) => {
      const sadya = await t.as('anon', `select name from public.list_bundles(p_q => 'sady')`);
      expect(sadya.map((r) => r.name)).toEqual(['Kerala Wedding Sadya Package']);
      const typo = await t.as('anon', `select name from public.list_bundles(p_q => 'wedng')`);
      expect(typo.map((r) => r.name)).toContain('Complete South Indian Wedding');
      const nothing = await t.as('anon', `select name from public.list_bundles(p_q => 'xyzzy quux')`);
      expect(nothing).toHaveLength(0);
      // Tsquery syntax typed into the box is just text.
      const syntax = await t.as('anon', `select name from public.list_bundles(p_q => $1)`, ["wedding & !(':* | <->"]);
      expect(syntax.length).toBeGreaterThan(0);
    }));

  it('filters by city, price range, guests and featured', () =>
    tx(async (t) => {
      const city = await t.as('anon', `select city from public.list_bundles(p_city => 'Bengaluru', p_limit => 50)`);
      expect(city.length).toBe(4);
      expect(city.every((r) => r.city === 'Bengaluru')).toBe(true);
      const price = await t.as('anon', `select bundle_price_paise from public.list_bundles(p_min_price => 10000000, p_max_price => 60000000, p_limit => 50)`);
      expect(price.length).toBeGreaterThan(0);
      expect(price.every((r) => r.bundle_price_paise >= 10000000 && r.bundle_price_paise <= 60000000)).toBe(true);
      const guests = await t.as('anon', `select max_guests from public.list_bundles(p_guests => 500, p_limit => 50)`);
      expect(guests.every((r) => r.max_guests === null || r.max_guests >= 500)).toBe(true);
      const featured = await t.as('anon', `select featured from public.list_bundles(p_featured => true, p_limit => 50)`);
      expect(featured).toHaveLength(5);
      const mine = await t.as('anon', `select provider_id from public.list_bundles(p_provider_id => $1, p_limit => 50)`, [ids.providerRow]);
      expect(mine).toHaveLength(3);
    }));

  it('sorts by price and saving', () =>
    tx(async (t) => {
      const asc = (await t.as('anon', `select bundle_price_paise from public.list_bundles(p_sort => 'price_asc', p_limit => 50)`)).map((r) => Number(r.bundle_price_paise));
      expect(asc).toEqual([...asc].sort((a, b) => a - b));
      const saving = (await t.as('anon', `select discount_percent from public.list_bundles(p_sort => 'discount', p_limit => 50)`)).map((r) => Number(r.discount_percent));
      expect(saving).toEqual([...saving].sort((a, b) => b - a));
    }));

  it('hides the bundles of a suspended provider and inactive bundles', () =>
    tx(async (t) => {
      await t.as('provider', 'update public.bundles set active = false where id = $1', [seeded.bundle]);
      await t.as('service', `update public.service_providers set status = 'suspended', status_reason = 'test' where id = $1`, [ids.otherProviderRow]);
      const rows = await t.as('customerA', 'select id, provider_id from public.list_bundles(p_limit => 50)');
      expect(rows.map((r) => r.id)).not.toContain(seeded.bundle);
      expect(rows.map((r) => r.provider_id)).not.toContain(ids.otherProviderRow);
      expect(rows).toHaveLength(10);
    }));

  // bundles.provider_approved spares a listing the join to each bundle's provider: it must
  // follow the provider's status, and nobody can set it by hand.
  it('a suspended provider\'s bundles come back when it is approved again; a written provider_approved is ignored', () =>
    tx(async (t) => {
      const insert = `insert into public.bundles (provider_id, name, bundle_price_paise, city) values ($1, $2, 500000, 'Bengaluru') returning id`;
      const [own] = await t.as('service', insert, [ids.otherProviderRow, 'Quetzalharp Sangeet Bundle']);
      const [pending] = await t.as('service', insert, [ids.pendingRow, 'Quetzalharp Haldi Bundle']);
      const found = async () => (await t.as('anon', `select id from public.list_bundles(p_q => 'quetzalharp')`)).map((r) => r.id);
      expect(await found()).toEqual([own.id]);
      await t.as('service', 'update public.bundles set provider_approved = true where id = $1', [pending.id]);
      expect(await found()).toEqual([own.id]);
      await t.as('service', `update public.service_providers set status = 'suspended', status_reason = 'test' where id = $1`, [ids.otherProviderRow]);
      expect(await found()).toEqual([]);
      await t.as('service', `update public.service_providers set status = 'approved', status_reason = null where id = $1`, [ids.otherProviderRow]);
      expect(await found()).toEqual([own.id]);
      const [flag] = await t.sys('select provider_approved from public.bundles where id = $1', [pending.id]);
      expect(flag.provider_approved).toBe(false);
    }));

  // The bundles page shows "1,000+ bundles" above the cap and pages on (bundles-page.test.tsx).
  it('a search box stops counting at 1,001 matches, its deep pages still fill in order; listings without words count exactly', () =>
    tx(async (t) => {
      await t.as('service', `insert into public.bundles (provider_id, name, bundle_price_paise, discount_percent, featured, city)
                             select $1, 'Zephyr lantern bundle ' || n, 500000 + (n % 97) * 1000, n % 31, n % 50 = 0,
                                    case when n % 10 = 0 then 'Chennai' else 'Bengaluru' end
                             from generate_series(1, 1100) n`, [ids.providerRow]);
      const list = (where: string) => t.as('anon', `select id, total_count from public.list_bundles(${where})`);
      // Every match in each sort's order, as the general statement ranks them.
      const ranked = async (sort: string) => (await t.sys<{ id: string }>(`select b.id from public.bundles b
          where b.search_document @@ private.search_tsquery('zephyr lantern') and b.active and b.provider_approved
          order by case when $1 = 'featured' then b.featured end desc,
                   case when $1 = 'price_asc' then b.bundle_price_paise end asc,
                   case when $1 = 'price_desc' then b.bundle_price_paise end desc,
                   b.discount_percent desc, b.bundle_price_paise, b.id`, [sort])).map((r) => r.id);
      for (const sort of ['featured', 'price_asc', 'price_desc', 'discount']) {
        const all = await ranked(sort);
        expect(all).toHaveLength(1100);
        for (const offset of [0, 990, 1098]) {
          const rows = await list(`p_q => 'zephyr lantern', p_sort => '${sort}', p_limit => 9, p_offset => ${offset}`);
          expect(rows.map((r) => r.id), `${sort} ${offset}`).toEqual(all.slice(offset, offset + 9));
          expect(rows.every((r) => Number(r.total_count) === 1001), `${sort} ${offset}`).toBe(true);
        }
      }
      // 110 in Chennai: under the cap, counted exactly.
      const chennai = await list(`p_q => 'zephyr lantern', p_city => 'Chennai', p_limit => 9`);
      expect(Number(chennai[0].total_count)).toBe(110);
      // No words: every public bundle, counted exactly past 1,000 (the seed's twelve and these).
      const everything = await list('p_limit => 9');
      expect(Number(everything[0].total_count)).toBe(1112);
      const city = await list(`p_city => 'Bengaluru', p_limit => 9`);
      expect(Number(city[0].total_count)).toBe(990 + 4);
      // One word over 1,000 public bundles hold, typed whole or begun, is "1,000+" from the words'
      // counts; with a filter, or held by 1,000, its matches are counted.
      const total = async (where: string) => Number((await list(`${where}, p_limit => 9`))[0]?.total_count);
      expect(await total(`p_q => 'zephyr'`)).toBe(1001);
      expect(await total(`p_q => 'zeph'`)).toBe(1001);
      expect(await total(`p_q => 'zephyr', p_city => 'Chennai'`)).toBe(110);
      await t.as('service', `update public.bundles set active = false
                             where id in (select id from public.bundles where name like 'Zephyr lantern bundle %' order by id limit 100)`);
      expect(await total(`p_q => 'zephyr'`)).toBe(1000);
    }));

  it('refuses bad arguments with 22023', () =>
    tx(async (t) => {
      for (const args of ['p_sort => $$name$$', 'p_limit => 100', 'p_min_price => 9, p_max_price => 1', 'p_guests => 0', `p_q => repeat('a', 101)`]) {
        expectError(await t.try('anon', `select * from public.list_bundles(${args})`), '22023');
      }
    }));
});

// A search box counts and walks copies of the public bundles' search documents and sort keys
// (private.bundle_search_docs): every way a bundle enters or leaves the public list, or changes
// its words, city, price, saving, guests or featured flag, must move them.
describe('list_bundles: the public bundles\' search copies and their words\' counts', () => {
  type Tx = Parameters<Parameters<typeof tx>[0]>[0];
  const expectExact = async (t: Tx, step: string) => {
    const columns = 'id, search_document::text as doc, city, provider_id, featured, discount_percent, bundle_price_paise, max_guests, created_at';
    const kept = await t.sys(`select ${columns} from private.bundle_search_docs order by id`);
    const actual = await t.sys(`select b.id, b.search_document::text as doc, b.city, b.provider_id, b.featured, b.discount_percent,
                                       b.bundle_price_paise, b.max_guests, b.created_at
                                from public.bundles b join public.service_providers sp on sp.id = b.provider_id
                                where b.active and sp.status = 'approved' order by b.id`);
    expect(actual.length, step).toBeGreaterThan(0);
    expect(kept, step).toEqual(actual);
    // And how many of them hold each word (private.bundle_lexeme_counts).
    const counted = await t.sys(`select lexeme, documents from private.bundle_lexeme_counts where documents <> 0 order by lexeme`);
    const held = await t.sys(`select l.lexeme, count(*)::int as documents
                              from public.bundles b join public.service_providers sp on sp.id = b.provider_id
                              cross join unnest(tsvector_to_array(b.search_document)) l(lexeme)
                              where b.active and sp.status = 'approved' group by l.lexeme order by l.lexeme`);
    expect(counted, step).toEqual(held);
  };

  it('follow inserts, edits, item changes, pauses, deletes, a provider\'s suspension and rating, and a rebuild', () =>
    tx(async (t) => {
      await expectExact(t, 'seed');
      const [own] = await t.as<{ id: string }>('provider', `insert into public.bundles (provider_id, name, bundle_price_paise, city, max_guests)
        values ($1, 'Xylophone sangeet bundle', 900000, 'Chennai', 80) returning id`, [ids.providerRow]);
      await expectExact(t, 'insert');
      await t.as('service', `insert into public.bundles (provider_id, name, bundle_price_paise, city, active)
        select $1, 'Bulk bundle ' || g, 100000 * g, 'Pune', g <> 2 from generate_series(1, 3) g`, [ids.providerRow]);
      await expectExact(t, 'bulk insert');
      // Bundles and their items in one statement: the items' trigger updates the new bundles
      // (their saving) before the bundles' own insert trigger runs, and both copy them.
      await t.as('service', `with b as (
          insert into public.bundles (provider_id, name, bundle_price_paise, city)
          select $1, 'Feast bundle ' || g, 400000 + g, 'Kochi' from generate_series(1, 3) g returning id)
        insert into public.bundle_items (bundle_id, service_type, service_name, quantity, unit_price_paise)
        select b.id, 'catering', 'Thali', 100, 6000 from b`, [ids.providerRow]);
      await expectExact(t, 'bundles with their items, in one statement');
      await t.as('provider', `update public.bundles set name = 'Xylophone haldi bundle', description = 'Turmeric and songs', city = 'Kochi',
        bundle_price_paise = 800000, max_guests = null where id = $1`, [own.id]);
      await expectExact(t, 'edit of its words, city, price and guests');
      // Items move the individual total and so the saving (the bundle's guard recomputes it).
      await t.as('provider', `insert into public.bundle_items (bundle_id, service_type, service_name, quantity, unit_price_paise)
        values ($1, 'catering', 'Lunch', 100, 20000)`, [own.id]);
      await expectExact(t, 'item added');
      await t.as('provider', `update public.bundle_items set quantity = 150 where bundle_id = $1`, [own.id]);
      await expectExact(t, 'item changed');
      await t.as('provider', `delete from public.bundle_items where bundle_id = $1`, [own.id]);
      await expectExact(t, 'item removed');
      await t.as('admin', 'update public.bundles set featured = true where id = $1', [own.id]);
      await expectExact(t, 'featured');
      await t.as('provider', 'update public.bundles set active = false where id = $1', [own.id]);
      await expectExact(t, 'pause');
      await t.as('provider', 'update public.bundles set active = true where id = $1', [own.id]);
      await expectExact(t, 'back');
      await t.as('provider', 'delete from public.bundles where id = $1', [own.id]);
      await expectExact(t, 'delete');
      await t.sys(`delete from public.bundles where name like 'Bulk bundle %'`);
      await expectExact(t, 'bulk delete');
      const [{ owner }] = await t.sys<{ owner: string }>('select profile_id as owner from public.service_providers where id = $1', [ids.otherProviderRow]);
      await t.as('admin', `select public.admin_set_suspension($1, true, 'Documents expired')`, [owner]);
      await expectExact(t, 'suspension');
      await t.as('admin', `select public.admin_set_suspension($1, false, 'Documents renewed')`, [owner]);
      await expectExact(t, 'approved again');
      await t.sys('update public.service_providers set rating_avg = 4.9, rating_count = 40 where id = $1', [ids.otherProviderRow]);
      await expectExact(t, 'provider rating');
      // A pending provider's approval lists its bundles.
      await t.as('service', `insert into public.bundles (provider_id, name, bundle_price_paise, city) values ($1, 'Pending haldi bundle', 500000, 'Delhi')`, [ids.pendingRow]);
      await expectExact(t, 'a pending provider\'s bundle');
      await t.as('service', `update public.service_providers set status = 'approved' where id = $1`, [ids.pendingRow]);
      await expectExact(t, 'approval');
      // A database restored with triggers off rebuilds them (db:restore runs every private.recount_*()).
      await t.sys('truncate private.bundle_search_docs');
      await t.sys('select private.recount_bundle_search_docs()');
      await expectExact(t, 'rebuilt');
      // Its words' counts too, whatever they held (db:restore writes rows with triggers off).
      await t.sys(`update private.bundle_lexeme_counts set documents = documents + 5`);
      await t.sys('select private.recount_bundle_search_docs()');
      await expectExact(t, 'words rebuilt');
    }));
});

describe('bundle_facets', () => {
  it('offers the cities and price bounds of public bundles', () =>
    tx(async (t) => {
      for (const actor of matrixActors) {
        const [row] = await t.as(actor, 'select public.bundle_facets() as f');
        expect(row.f.cities).toEqual(['Bengaluru', 'Chennai', 'Delhi', 'Hyderabad', 'Jaipur', 'Kochi', 'Mumbai', 'Pune']);
        expect(row.f.price_min).toBe(6500000);
        expect(row.f.price_max).toBe(69000000);
      }
    }));
});
