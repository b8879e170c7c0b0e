// search_catalogue: one ranked, typo-tolerant query over services, providers and bundles
// for signed-in users, with the category pages' filters and an event date that hides
// providers booked that day.
import { describe, expect, it } from 'vitest';
import { createUser, ids, seeded, setupDb } from './helpers/db.ts';
import { expectError } from './helpers/expect.ts';

const { tx } = setupDb();

const signedIn = ['customerA', 'customerB', 'pending', 'provider', 'admin'] as const;

describe('search_catalogue', () => {
  it('is for signed-in users: anon may not call it', () =>
    tx(async (t) => {
      expectError(await t.try('anon', `select * from public.search_catalogue('pooja')`), '42501');
      for (const actor of signedIn) {
        const rows = await t.as(actor, `select kind from public.search_catalogue('pooja')`);
        expect(rows.length, actor).toBeGreaterThan(0);
      }
    }));

  // A small catalogue's count goes through the search index (enable_seqscan off for that
  // statement): the caller's settings are as they were when it returns.
  it('leaves the caller\'s planner settings as they were', () =>
    tx(async (t) => {
      for (const seqscan of ['on', 'off']) {
        await t.sys(`select set_config('enable_seqscan', '${seqscan}', true)`);
        const rows = await t.as('customerA', `select * from public.search_catalogue(p_q => 'wedding photgrapher')`);
        expect(rows.length).toBeGreaterThan(0);
        const [setting] = await t.as<{ seqscan: string; mode: string }>('customerA',
          `select current_setting('enable_seqscan') as seqscan, current_setting('plan_cache_mode') as mode`);
        expect(setting).toEqual({ seqscan, mode: 'auto' });
      }
    }));

  it('finds services, providers and bundles in one ranked list', () =>
    tx(async (t) => {
      const rows = await t.as('customerA', `select kind, title, score from public.search_catalogue('udupi')`);
      expect(rows.map((r) => `${r.kind}:${r.title}`)).toEqual(['provider:Udupi Grand Caterers', 'bundle:Udupi Festival Feast']);
      const wedding = await t.as('customerA', `select kind, score from public.search_catalogue('wedding', p_limit => 50)`);
      expect(new Set(wedding.map((r) => r.kind))).toEqual(new Set(['service', 'provider', 'bundle']));
      const scores = wedding.map((r) => Number(r.score));
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }));

  it('ranks the title match first and matches word starts as the user types', () =>
    tx(async (t) => {
      const [top] = await t.as('customerA', `select title from public.search_catalogue('griha pravesh', p_kind => 'service')`);
      expect(top.title).toMatch(/^Griha Pravesh Pooja/);
      const prefix = await t.as('customerA', `select title from public.search_catalogue('nadas', p_kind => 'service')`);
      expect(prefix.map((r) => r.title)).toContain('Nadaswaram and Thavil');
    }));

  it('forgives misspellings and knows common alternative spellings', () =>
    tx(async (t) => {
      const typo = await t.as('customerA', `select title from public.search_catalogue('wedding photgrapher', p_kind => 'service')`);
      expect(typo[0].title).toMatch(/Photography/);
      const parvesh = await t.as('customerA', `select title from public.search_catalogue('griha parvesh', p_kind => 'service')`);
      expect(parvesh[0].title).toMatch(/^Griha Pravesh/);
      const mehndi = await t.as('customerA', `select title, city from public.search_catalogue('mehndi chenai', p_kind => 'service')`);
      expect(mehndi.length).toBeGreaterThan(0);
      expect(mehndi.every((r) => r.city === 'Chennai' && /Mehendi/.test(r.title))).toBe(true);
      const puja = await t.as('customerA', `select title from public.search_catalogue('satyanarayan puja', p_kind => 'service')`);
      expect(puja[0].title).toMatch(/Satyanarayan/);
      const bangalore = await t.as('customerA', `select city from public.search_catalogue('bangalore catering', p_kind => 'service')`);
      expect(bangalore.length).toBeGreaterThan(0);
      expect(bangalore.every((r) => r.city === 'Bengaluru')).toBe(true);
    }));

  it('user input is never query syntax, and stop words alone match nothing special', () =>
    tx(async (t) => {
      const rows = await t.as('customerA', `select title from public.search_catalogue($1)`, ["pooja & !(':* | <->"]);
      expect(rows.length).toBeGreaterThan(0);
      const empty = await t.as('customerA', `select count(*) as n from public.search_catalogue('xyzzyq plugh')`);
      expect(Number(empty[0].n)).toBe(0);
    }));

  it('applies the category page filters to each kind', () =>
    tx(async (t) => {
      const rows = await t.as('customerA', `select * from public.search_catalogue(null, p_category => 'catering', p_city => 'Bengaluru', p_max_price => 60000, p_limit => 50)`);
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) {
        expect(r.city).toBe('Bengaluru');
        if (r.kind === 'service') expect(r.category_slug).toBe('catering');
        if (r.kind !== 'bundle') expect(Number(r.price_paise)).toBeLessThanOrEqual(60000);
      }
      const rated = await t.as('customerA', `select rating_avg from public.search_catalogue('wedding', p_min_rating => 4.5, p_limit => 50)`);
      expect(rated.every((r) => Number(r.rating_avg) >= 4.5)).toBe(true);
      const tamil = await t.as('customerA', `select kind from public.search_catalogue('pooja', p_language => 'Tamil', p_limit => 50)`);
      expect(tamil.length).toBeGreaterThan(0);
      expect(tamil.every((r) => r.kind === 'service')).toBe(true);
      const bundles = await t.as('customerA', `select kind from public.search_catalogue('wedding', p_kind => 'bundle', p_limit => 50)`);
      expect(bundles.every((r) => r.kind === 'bundle')).toBe(true);
    }));

  // With words a provider's price is found once a match (the first of its services in price
  // order without a service filter, or within the category alone): the same as the lowest.
  it("a provider found by words shows its lowest listed price, within the category if one is asked", () =>
    tx(async (t) => {
      const [first] = await t.as('customerA', `select id from public.search_catalogue('wedding', p_kind => 'provider', p_limit => 1)`);
      const [own] = await t.sys(`select category_slug, price_paise from public.services
                                 where provider_id = $1 and active order by price_paise desc limit 1`, [first.id]);
      await t.as('service', `insert into public.services (provider_id, category_slug, title, price_paise, price_unit, city, active)
                             values ($1, $2, 'Unlisted sampler', 100, 'per_event', 'Bengaluru', false)`, [first.id, own.category_slug]);
      for (const args of [[null, null], [own.category_slug, null], [own.category_slug, own.price_paise]]) {
        const rows = await t.as('customerA', `select id, price_paise from public.search_catalogue('wedding', p_kind => 'provider', p_category => $1, p_max_price => $2, p_limit => 50)`, args);
        expect(rows.length).toBeGreaterThan(0);
        for (const r of rows) {
          const [low] = await t.sys(`select min(price_paise) as p from public.services
                                     where provider_id = $1 and active and ($2::text is null or category_slug = $2)
                                       and ($3::bigint is null or price_paise <= $3)`, [r.id, ...args]);
          expect(r.price_paise).toBe(low.p);
        }
      }
    }));

  it('an event date hides every result of a provider booked that day', () =>
    tx(async (t) => {
      // The seeded confirmed booking of the Complete South Indian Wedding (Shubh Utsav Events).
      const [booking] = await t.sys<{ event_date: string }>(`select to_char(event_date, 'YYYY-MM-DD') as event_date from public.bookings where id = $1`, [seeded.bookings.confirmed]);
      const free = await t.as('customerB', `select provider_id from public.search_catalogue('wedding', p_limit => 50)`);
      expect(free.map((r) => r.provider_id)).toContain(ids.providerRow);
      const busy = await t.as('customerB', `select provider_id from public.search_catalogue('wedding', p_event_date => $1::date, p_limit => 50)`, [booking.event_date]);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy.map((r) => r.provider_id)).not.toContain(ids.providerRow);
      // A requested (not yet accepted) booking does not hold the date.
      const [requested] = await t.sys<{ event_date: string }>(`select to_char(event_date, 'YYYY-MM-DD') as event_date from public.bookings where id = $1`, [seeded.bookings.requested]);
      const open = await t.as('customerB', `select provider_id from public.search_catalogue('banana leaf', p_event_date => $1::date, p_limit => 50)`, [requested.event_date]);
      expect(open.map((r) => r.provider_id)).toContain(ids.providerRow);
    }));

  it('pages with a stable total and refuses bad arguments with 22023', () =>
    tx(async (t) => {
      const a = await t.as('customerA', `select kind, id, total_count from public.search_catalogue('wedding', p_limit => 5)`);
      const b = await t.as('customerA', `select kind, id, total_count from public.search_catalogue('wedding', p_limit => 5, p_offset => 5)`);
      expect(a[0].total_count).toBe(b[0].total_count);
      expect(a.filter((r) => b.some((s) => s.id === r.id && s.kind === r.kind))).toEqual([]);
      for (const args of [
        `p_kind => 'venue'`,
        `p_event_date => current_date - 1`,
        `p_limit => 0`,
        `p_min_price => 10, p_max_price => 5`,
        `p_q => repeat('x', 101)`,
        `p_min_rating => -1`,
      ]) {
        expectError(await t.try('customerA', `select * from public.search_catalogue(${args})`), '22023');
      }
    }));

  it('above 1,000 matching services the total stops at 1,001 (shown as "1,000+": counting every match cost more than the page) and deep pages fill', () =>
    tx(async (t) => {
      await t.as('service', `insert into public.services (provider_id, category_slug, title, price_paise, price_unit, city)
                             select $1, 'decoration', 'Zephyr lantern decor ' || n, 500000 + n, 'per_event',
                                    case when n % 3 = 0 then 'Chennai' else 'Bengaluru' end
                             from generate_series(1, 2100) n`, [ids.providerRow]);
      const first = await t.as('customerA', `select id, total_count from public.search_catalogue('zephyr lantern', p_limit => 20)`);
      expect(first).toHaveLength(20);
      expect(Number(first[0].total_count)).toBe(1001);
      const deep = await t.as('customerA', `select id, total_count from public.search_catalogue('zephyr lantern', p_limit => 20, p_offset => 2090)`);
      expect(deep).toHaveLength(10);
      expect(Number(deep[0].total_count)).toBe(1001);
      expect(deep.filter((r) => first.some((f) => f.id === r.id))).toEqual([]);
      // Words without filters take statements of their own; a filter that lets everything
      // through takes the general ones: both find the same pages (the walks included).
      for (const offset of [0, 40, 300]) {
        const plain = await t.as('customerA', `select kind, id, score, total_count from public.search_catalogue('zephyr lantern', p_offset => $1)`, [offset]);
        const general = await t.as('customerA', `select kind, id, score, total_count from public.search_catalogue('zephyr lantern', p_offset => $1, p_min_price => 0)`, [offset]);
        expect(plain).toHaveLength(20);
        expect(plain).toEqual(general);
        // Words and a city alone count and walk the city's copies: the general statement's page,
        // whether the city holds more than 1,000 matches (1,400 here: the walks) or fewer (700).
        for (const city of ['Bengaluru', 'Chennai']) {
          const inCity = await t.as('customerA', `select kind, id, score, total_count from public.search_catalogue('zephyr lantern', p_city => $2, p_offset => $1)`, [offset, city]);
          const generalInCity = await t.as('customerA', `select kind, id, score, total_count from public.search_catalogue('zephyr lantern', p_city => $2, p_offset => $1, p_min_price => 0)`, [offset, city]);
          expect(inCity, city).toHaveLength(20);
          expect(Number(inCity[0].total_count), city).toBe(city === 'Bengaluru' ? 1001 : 700);
          expect(inCity, city).toEqual(generalInCity);
        }
      }
      // One word that over 1,000 listed services hold is "1,000+" from the words' counts (not
      // counted), with the general statement's pages; held by 1,000, it is counted.
      for (const offset of [0, 300]) {
        const one = await t.as('customerA', `select kind, id, score, total_count from public.search_catalogue('zephyr', p_offset => $1)`, [offset]);
        expect(Number(one[0].total_count)).toBe(1001);
        expect(one).toEqual(await t.as('customerA', `select kind, id, score, total_count from public.search_catalogue('zephyr', p_offset => $1, p_min_price => 0)`, [offset]));
      }
      await t.as('service', `update public.services set active = false
                             where id in (select id from public.services where title like 'Zephyr lantern decor %' order by id limit 1100)`);
      const [held] = await t.as('customerA', `select total_count from public.search_catalogue('zephyr', p_limit => 1)`);
      expect(Number(held.total_count)).toBe(1000);
    }));
});

describe('search_catalogue: words alone, matching no provider or bundle', () => {
  // Such a search takes a statement of its own (services only); a filter that lets everything
  // through takes the general one. Both give the same rows, scores, order and total, in the
  // reader's language too.
  it('lists what the general statement lists, at every offset', () =>
    tx(async (t) => {
      await t.as('service', `insert into public.services (provider_id, category_slug, title, price_paise, price_unit, city, min_guests,
                                                            rating_stars, rating_count, translations)
                             select case when n % 3 = 0 then $1 else $2 end::uuid, 'catering',
                                    (array['Quillon thali', 'Royal quillon feast for weddings', 'Quillon', 'Mini quillon snacks and sweets'])[n % 4 + 1] || ' ' || n,
                                    40000 + n * 100, case when n % 2 = 0 then 'per_plate' else 'per_event' end, 'Chennai', 50,
                                    (n % 5) * 4, n % 5,
                                    case when n % 4 = 0 then jsonb_build_object('hi', jsonb_build_object('title', 'क्विलॉन थाली ' || n)) else '{}'::jsonb end
                             from generate_series(1, 30) n`, [ids.providerRow, ids.otherProviderRow]);
      const search = (extra: string, offset: number, limit: number, language: string | null) =>
        t.as('customerA', `select * from public.search_catalogue('quillon', p_offset => $1, p_limit => $2, p_reader_language => $3${extra})`,
          [offset, limit, language]);
      let compared = 0;
      for (const [offset, limit] of [[0, 20], [0, 7], [7, 7], [25, 7], [30, 5]] as const) {
        for (const language of [null, 'hi']) {
          const plain = await search('', offset, limit, language);
          const general = await search(', p_min_price => 0', offset, limit, language);
          expect(plain, `${offset} ${limit} ${language}`).toEqual(general);
          compared += plain.length;
        }
      }
      expect(compared).toBeGreaterThan(60);
      const first = await search('', 0, 20, 'hi');
      expect(first.every((r) => r.kind === 'service' && Number(r.total_count) === 30)).toBe(true);
      expect(first.some((r) => r.title_language === 'hi')).toBe(true);
      // A bundle that holds the word brings the general statement back, and the bundle with it.
      await t.as('service', `insert into public.bundles (provider_id, name, bundle_price_paise, city) values ($1, 'Quillon feast bundle', 500000, 'Chennai')`,
        [ids.providerRow]);
      const withBundle = await search('', 0, 50, null);
      expect(withBundle.filter((r) => r.kind === 'bundle')).toHaveLength(1);
      expect(Number(withBundle[0].total_count)).toBe(31);
    }));
});

describe('search_catalogue: a word most providers and bundles hold', () => {
  // Words with no filter walk the approved providers and the public bundles in rating order
  // until K (100, or the page's end) match; a filter that lets everything through sorts every
  // match instead. Both must give the same K, so the same pages: ties on a rating broken by id
  // whatever the review counts, those not listed left out, past K the sort again.
  it('lists what the general statement lists, at every offset, for every kind', () =>
    tx(async (t) => {
      const users = await t.sys<{ id: string }>(`insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
                                                 select 'glimmer' || n || '.' || md5(random()::text) || '@test.utsav.test', 'x', now(), '{}'::jsonb
                                                 from generate_series(1, 136) n returning id`);
      const owners = users.map((u) => u.id);
      // 1-130 approved, 131-133 pending, 134-136 suspended; 126-130 list nothing active. Rated
      // above most seeded providers, so that the walks' first rows hold K of them.
      const providers = await t.as<{ id: string; n: number }>('service', `
        insert into public.service_providers (profile_id, business_name, city, description, status, status_reason, rating_avg, rating_count)
        select o.id, 'Studio ' || o.n, 'Pune', 'Glimmerfold weddings and receptions',
               case when o.n <= 130 then 'approved' when o.n <= 133 then 'pending' else 'suspended' end,
               case when o.n > 133 then 'test' end,
               4.6 + (o.n % 4) * 0.1, (o.n * 7) % 5
        from unnest($1::uuid[]) with ordinality o(id, n)
        returning id, (select o.n from unnest($1::uuid[]) with ordinality o(id, n) where o.id = profile_id)::int as n`, [owners]);
      const rows = JSON.stringify(providers);
      await t.as('service', `insert into public.services (provider_id, category_slug, title, price_paise, price_unit, city, active)
                             select p.id, 'music', 'Evening set', 300000 + p.n * 100, 'per_event', 'Pune', p.n <= 125 or p.n > 130
                             from jsonb_to_recordset($1::jsonb) p(id uuid, n int)`, [rows]);
      // A bundle each, public for 1-120 and 126-130 (121-125 paused, 131-136 not approved).
      await t.as('service', `insert into public.bundles (provider_id, name, description, bundle_price_paise, city, active)
                             select p.id, 'Evening package ' || p.n, 'Glimmerfold weddings', 900000 + p.n, 'Pune', p.n <= 120 or p.n > 125
                             from jsonb_to_recordset($1::jsonb) p(id uuid, n int)`, [rows]);
      // The tables' planner estimates as after autovacuum: whether a walk goes on past its first
      // 120 rows depends on them (private.walk_may_find), and the pages past the first K need it to.
      await t.sys('analyze public.service_providers, public.bundles');
      const listed = new Set(providers.filter((p) => p.n <= 125).map((p) => p.id));
      const publicBundles = new Set(
        (await t.sys(`select b.id from public.bundles b join jsonb_to_recordset($1::jsonb) p(id uuid, n int) on p.id = b.provider_id where p.n <= 130 and p.n not between 121 and 125`, [rows]))
          .map((r) => r.id),
      );
      const search = (kind: string | null, offset: number, general: boolean) =>
        t.as('customerA', `select kind, id, price_paise, score, total_count from public.search_catalogue('glimmerfold', p_kind => $1, p_offset => $2${general ? ', p_min_price => 0' : ''})`,
          [kind, offset]);
      for (const [kind, found] of [[null, 250], ['provider', 125], ['bundle', 125]] as const)
        for (const offset of [0, 40, 80, 100, 110, 120]) {
          const walked = await search(kind, offset, false);
          expect(walked, `${kind} ${offset}`).toEqual(await search(kind, offset, true));
          expect(walked.filter((r) => !(r.kind === 'provider' ? listed : publicBundles).has(r.id)), `${kind} ${offset}`).toEqual([]);
          expect(walked, `${kind} ${offset}`).toHaveLength(Math.min(20, found - offset));
          if (kind) expect(walked.every((r) => r.kind === kind), `${kind} ${offset}`).toBe(true);
        }
      // The pages within the first K hold K providers, each once, with its cheapest active service's price.
      const pages = [];
      for (const offset of [0, 20, 40, 60, 80]) pages.push(...(await search('provider', offset, false)));
      expect(new Set(pages.map((r) => r.id)).size).toBe(100);
      for (const row of pages) {
        const { n } = providers.find((p) => p.id === row.id)!;
        expect(Number(row.price_paise)).toBe(300000 + n * 100);
      }
    }));
});

describe('search_catalogue: filters without words', () => {
  // Without words every score is the provider's rating / 50: the page is each kind's first
  // (offset + limit) in the page's order, merged. Ties everywhere here: two providers with one
  // rating, services whose own review count equals a provider's, a provider and bundles
  // scoring and counting as services do (the kind then decides, then the id).
  it('pages as one sorted list: score, review count, kind, id', () =>
    tx(async (t) => {
      await t.as('service', `update public.service_providers set rating_avg = 4.5, rating_count = case when id = $1 then 12 else 7 end,
                                                                 city = case when id = $1 then 'Quilon' else city end
                             where id in ($1, $2)`, [ids.providerRow, ids.otherProviderRow]);
      await t.as('service', `insert into public.services (provider_id, category_slug, title, price_paise, price_unit, city, rating_stars, rating_count)
                             select case when n % 2 = 0 then $1 else $2 end::uuid, 'catering', 'Thali ' || n, 40000 + n, 'per_plate', 'Quilon',
                                    (array[0, 35, 60, 90])[n % 4 + 1], (array[0, 7, 12, 20])[n % 4 + 1]
                             from generate_series(1, 24) n`, [ids.providerRow, ids.otherProviderRow]);
      await t.as('service', `insert into public.bundles (provider_id, name, bundle_price_paise, city)
                             select case when n % 2 = 0 then $1 else $2 end::uuid, 'Quilon feast ' || n, 500000 + n, 'Quilon'
                             from generate_series(1, 4) n`, [ids.providerRow, ids.otherProviderRow]);
      const page = (offset: number, limit: number) =>
        t.as('customerA', `select kind, id, score, rating_count, total_count from public.search_catalogue(p_city => 'Quilon', p_offset => $1, p_limit => $2)`,
          [offset, limit]);
      const all = await page(0, 50);
      expect(all).toHaveLength(29);
      expect(all.every((r) => Number(r.total_count) === 29)).toBe(true);
      const key = (r: (typeof all)[number]) => [-Number(r.score), -Number(r.rating_count), r.kind, r.id] as const;
      const sorted = [...all].sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
        return 0;
      });
      expect(all).toEqual(sorted);
      // Ties of score and count across kinds and providers, which only the kind or id break.
      const tied = all.filter((r) => Number(r.rating_count) === 12);
      expect(new Set(tied.map((r) => r.kind))).toEqual(new Set(['service', 'provider', 'bundle']));
      for (const [offset, limit] of [[0, 5], [3, 5], [5, 7], [9, 9], [14, 3], [20, 9], [27, 5]] as const) {
        expect(await page(offset, limit), `${offset} ${limit}`).toEqual(all.slice(offset, offset + limit));
      }
      // A new rating for a provider (its reviews) moves its services, which carry a copy of it.
      await t.as('service', `update public.service_providers set rating_avg = 4.6 where id = $1`, [ids.otherProviderRow]);
      const moved = await page(0, 50);
      expect(moved).toHaveLength(29);
      expect(moved.slice(0, 14).map((r) => Number(r.score))).toEqual(Array(14).fill(0.092));
      for (const [offset, limit] of [[0, 5], [10, 7], [12, 5]] as const) {
        expect(await page(offset, limit), `${offset} ${limit}`).toEqual(moved.slice(offset, offset + limit));
      }
      // 3.5 stars weigh 3.5 whatever their number, so more reviews leave the services' copy of
      // the provider's score as it was: their copy of its review count follows all the same.
      await t.as('service', `update public.service_providers set rating_avg = 3.5, rating_count = 7 where id = $1`, [ids.providerRow]);
      await t.as('service', `update public.service_providers set rating_count = 30 where id = $1`, [ids.providerRow]);
      const recounted = await page(0, 50);
      expect(recounted.filter((r) => Number(r.rating_count) === 30)).toHaveLength(9);
      for (const [offset, limit] of [[14, 5], [20, 5]] as const) {
        expect(await page(offset, limit), `${offset} ${limit}`).toEqual(recounted.slice(offset, offset + limit));
      }
    }));

  it('pages providers and bundles alone the same way, their ties broken by review count, then id', () =>
    tx(async (t) => {
      // One rating for every approved provider, review counts that repeat: only the count and
      // the id order them.
      await t.as('service', `update public.service_providers p set rating_avg = 4, rating_count = x.n % 3
                             from (select id, row_number() over (order by id desc) as n from public.service_providers) x
                             where x.id = p.id and p.status = 'approved'`);
      for (const kind of ['provider', 'bundle']) {
        const page = (offset: number, limit: number) =>
          t.as('customerA', `select kind, id, score, rating_count from public.search_catalogue(p_kind => $1, p_offset => $2, p_limit => $3)`,
            [kind, offset, limit]);
        const all = await page(0, 50);
        expect(all.length, kind).toBeGreaterThan(6);
        const counts = all.map((r) => Number(r.rating_count));
        expect(counts, kind).toEqual([...counts].sort((a, b) => b - a));
        all.forEach((r, i) => {
          if (i > 0 && counts[i] === counts[i - 1]) expect(String(all[i - 1]?.id) < String(r.id), kind).toBe(true);
        });
        for (const [offset, limit] of [[0, 3], [2, 3], [4, 2]] as const) {
          expect(await page(offset, limit), `${kind} ${offset} ${limit}`).toEqual(all.slice(offset, offset + limit));
        }
      }
    }));
});

describe('search_catalogue: a city, a category or both, without words', () => {
  // What /search runs when a visitor picks a city or a category chip: statements of their own
  // (planned once per connection); any other filter takes the general statement. Both give the
  // same rows, scores, order and total: above and below 1,000 services (walked, or sorted), for
  // each kind, deep pages, in the reader's language, with a suspended provider's listings gone.
  it('lists what the general statement lists', () =>
    tx(async (t) => {
      await t.as('service', `update public.service_providers set city = case when id = $1 then 'Quilon' else 'Kollam' end, rating_count = case when id = $1 then 9 else 4 end
                             where id in ($1, $2)`, [ids.providerRow, ids.otherProviderRow]);
      await t.as('service', `insert into public.services (provider_id, category_slug, title, price_paise, price_unit, city, min_guests,
                                                            rating_stars, rating_count, translations)
                             select case when n % 3 = 0 then $1 else $2 end::uuid, case when n % 10 = 0 then 'decoration' else 'catering' end,
                                    'Quilon thali ' || n, 40000 + n, 'per_plate', case when n % 7 = 0 then 'Kollam' else 'Quilon' end, 50,
                                    (n % 5) * 4, n % 5,
                                    case when n % 4 = 0 then jsonb_build_object('hi', jsonb_build_object('title', 'थाली ' || n)) else '{}'::jsonb end
                             from generate_series(1, 1300) n`, [ids.providerRow, ids.otherProviderRow]);
      await t.as('service', `with b as (
                               insert into public.bundles (provider_id, name, bundle_price_paise, city)
                               select case when n % 2 = 0 then $1 else $2 end::uuid, 'Quilon feast ' || n, 500000 + n,
                                      case when n % 3 = 0 then 'Kollam' else 'Quilon' end
                               from generate_series(1, 12) n
                               returning id, bundle_price_paise)
                             insert into public.bundle_items (bundle_id, service_type, service_name)
                             select b.id, case when b.bundle_price_paise % 4 = 0 then 'decoration' else 'catering' end, 'Thali'
                             from b`, [ids.providerRow, ids.otherProviderRow]);
      const search = (args: string, extra: string, kind: string | null, offset: number, language: string | null) =>
        t.as('customerA', `select * from public.search_catalogue(${args}, p_kind => $1, p_offset => $2, p_limit => 20, p_reader_language => $3${extra})`,
          [kind, offset, language]);
      const compare = async (kinds: (string | null)[]) => {
        let compared = 0;
        for (const args of [`p_city => 'Quilon'`, `p_category => 'catering'`, `p_category => 'decoration'`, `p_city => 'Kollam'`,
                            `p_category => 'catering', p_city => 'Quilon'`, `p_category => 'decoration', p_city => 'Kollam'`,
                            `p_city => 'Nowhere'`]) {
          for (const kind of kinds) {
            for (const [offset, language] of [[7, 'hi'], [990, null]] as const) {
              const own = await search(args, '', kind, offset, language);
              expect(own, `${args} ${kind} ${offset}`).toEqual(await search(args, ', p_min_price => 0', kind, offset, language));
              compared += own.length;
            }
          }
        }
        return compared;
      };
      expect(await compare([null, 'service', 'provider', 'bundle'])).toBeGreaterThan(300);
      const first = await search(`p_city => 'Quilon'`, '', null, 0, 'hi');
      expect(Number(first[0]?.total_count)).toBe(1001);
      const pair = await search(`p_category => 'decoration', p_city => 'Kollam'`, '', null, 0, null);
      expect(new Set(pair.map((r) => r.kind))).toEqual(new Set(['service', 'provider', 'bundle']));
      // A category in over 1,000 bundle items is checked bundle by bundle (a rarer one by hashing its items).
      await t.as('service', `insert into public.bundle_items (bundle_id, service_type, service_name)
                             select b.id, 'catering', 'Sweets' from public.bundles b cross join generate_series(1, 100) n
                             where b.name like 'Quilon feast %' and b.bundle_price_paise % 4 <> 0`);
      expect(await compare([null, 'bundle'])).toBeGreaterThan(150);
      // A suspended provider takes its services, its bundles and itself out of both.
      await t.as('service', `update public.service_providers set status = 'suspended', status_reason = 'test' where id = $1`, [ids.otherProviderRow]);
      expect(await compare([null])).toBeGreaterThan(80);
    }), 60_000);
});

describe('search_catalogue: services that share a title', () => {
  // A title's similarity is computed once and given to every match that carries it.
  it('lists each of them once, with the same score, in both statements', () =>
    tx(async (t) => {
      await t.as('service', `insert into public.services (provider_id, category_slug, title, price_paise, city)
                             select $1, 'catering', case when n = 7 then 'Quillon thali special' else 'Quillon thali' end, 40000 + n, 'Chennai'
                             from generate_series(1, 7) n`, [ids.providerRow]);
      for (const extra of ['', ', p_min_price => 0']) {
        const rows = await t.as<{ id: string; title: string; score: number; total_count: string }>('customerA',
          `select id, title, score, total_count from public.search_catalogue('quillon thali', p_limit => 20${extra})`);
        expect(rows, extra).toHaveLength(7);
        expect(new Set(rows.map((r) => r.id)).size, extra).toBe(7);
        expect(Number(rows[0].total_count), extra).toBe(7);
        const shared = rows.filter((r) => r.title === 'Quillon thali');
        expect(shared, extra).toHaveLength(6);
        expect(new Set(shared.map((r) => r.score)).size, extra).toBe(1);
      }
    }));
});

describe('search_catalogue: title similarity, whether titles repeat or not', () => {
  // When titles repeat, each distinct title's similarity is computed once and shared (the
  // first 32 matches decide); otherwise each match is scored by its own title. Either way a
  // service scores its rank, its title's similarity to the words and its provider's rating.
  it('scores every match by the same formula on both ways, in both statements', () =>
    tx(async (t) => {
      await t.as('service', `insert into public.services (provider_id, category_slug, title, price_paise, city)
                             select case when n % 2 = 0 then $1 else $2 end::uuid, 'catering',
                                    case when n % 4 = 0 then 'Quillon thali ' || n else 'Quillon thali' end, 40000 + n, 'Chennai'
                             from generate_series(1, 40) n`, [ids.providerRow, ids.otherProviderRow]);
      await t.as('service', `insert into public.services (provider_id, category_slug, title, price_paise, city)
                             select case when n % 2 = 0 then $1 else $2 end::uuid, 'catering', 'Zorbit platter ' || n, 40000 + n, 'Chennai'
                             from generate_series(1, 40) n`, [ids.providerRow, ids.otherProviderRow]);
      for (const q of ['quillon thali', 'zorbit platter']) {
        const expected = await t.sys<{ id: string; score: number }>(
          `select d.id, (coalesce(ts_rank_cd(d.search_document, q.ranking), 0) + extensions.word_similarity($1, d.title)
                         + d.provider_rating / 50)::real as score
           from private.service_search_docs d, private.search_tsqueries($1) q
           where d.search_document @@ q.matching`, [q]);
        expect(expected, q).toHaveLength(40);
        for (const extra of ['', ', p_min_price => 0']) {
          const rows = await t.as<{ id: string; score: number }>('customerA',
            `select id, score from public.search_catalogue($1, p_limit => 50${extra})`, [q]);
          expect(Object.fromEntries(rows.map((r) => [r.id, r.score])), `${q}${extra}`)
            .toEqual(Object.fromEntries(expected.map((r) => [r.id, r.score])));
        }
      }
    }));
});

describe('search_tsqueries', () => {
  // The ranking query leaves out a prefix that starts no lexeme beside other alternatives: it
  // matches nothing, and ts_rank_cd read each document for it. Matching is unchanged.
  it('ranks without the prefixes that match nothing, and finds what the matching query finds', () =>
    tx(async (t) => {
      const [typo] = await t.sys<{ matching: string; ranking: string }>(`select matching::text, ranking::text from private.search_tsqueries('wedding photgrapher')`);
      expect(typo.matching).toContain(`'photgraph':*`);
      expect(typo.ranking).not.toContain(`'photgraph':*`);
      expect(typo.ranking).toContain(`'photograph'`);
      // A word with nothing but such a prefix keeps it (and matches nothing, as before).
      const [alone] = await t.sys<{ matching: string; ranking: string }>(`select matching::text, ranking::text from private.search_tsqueries('zqxwv')`);
      expect(alone.ranking).toBe(alone.matching);
      const [same] = await t.sys<{ n: string }>(`select count(*) as n from public.services s, private.search_tsqueries('wedding photgrapher') q
                                                where (s.search_document @@ q.matching) is distinct from (s.search_document @@ q.ranking)
                                                   or (s.search_document @@ q.matching and ts_rank_cd(s.search_document, q.matching) <> ts_rank_cd(s.search_document, q.ranking))`);
      expect(Number(same.n)).toBe(0);
      const [plain] = await t.sys<{ q: string }>(`select private.search_tsquery('wedding photgrapher')::text as q`);
      expect(plain.q).toBe(typo.matching);
    }));
});

describe('search_catalogue and the provider\'s status', () => {
  // services.provider_approved spares a search the join to each match's provider: it must
  // follow the provider's status, and nobody can set it by hand.
  it('a suspended provider\'s services leave the search and come back when it is approved again; a written provider_approved is ignored', () =>
    tx(async (t) => {
      const [own] = await t.as('service', `insert into public.services (provider_id, category_slug, title, price_paise, price_unit, city)
                                            values ($1, 'music', 'Quetzalharp recital', 500000, 'per_event', 'Bengaluru') returning id`, [ids.otherProviderRow]);
      const [pending] = await t.as('service', `insert into public.services (provider_id, category_slug, title, price_paise, price_unit, city)
                                                values ($1, 'music', 'Quetzalharp duet', 500000, 'per_event', 'Bengaluru') returning id`, [ids.pendingRow]);
      const found = async () => (await t.as('customerA', `select id from public.search_catalogue('quetzalharp', p_kind => 'service')`)).map((r) => r.id);
      expect(await found()).toEqual([own.id]);
      await t.as('service', `update public.services set provider_approved = true where id = $1`, [pending.id]);
      expect(await found()).toEqual([own.id]);
      await t.as('service', `update public.service_providers set status = 'suspended', status_reason = 'test' where id = $1`, [ids.otherProviderRow]);
      expect(await found()).toEqual([]);
      await t.as('service', `update public.service_providers set status = 'approved', status_reason = null where id = $1`, [ids.otherProviderRow]);
      expect(await found()).toEqual([own.id]);
      const [flag] = await t.sys(`select provider_approved from public.services where id = $1`, [pending.id]);
      expect(flag.provider_approved).toBe(false);
    }));
});

describe('search_catalogue prefixes', () => {
  // 'wed' is a lexeme of many services ("wedding"), so the prefix is expanded into the
  // lexemes it starts: a word added or edited since must be among them to be found.
  it('a prefix finds words added or edited since (the lexemes a prefix is expanded into are kept by triggers)', () =>
    tx(async (t) => {
      const [row] = await t.as('service', `insert into public.services (provider_id, category_slug, title, price_paise, price_unit, city)
                                            values ($1, 'decoration', 'Wedzilla Quokkaville canopy', 500000, 'per_event', 'Bengaluru') returning id`, [ids.providerRow]);
      const found = await t.as('customerA', `select id from public.search_catalogue('wed quokkaville')`);
      expect(found.map((r) => r.id)).toEqual([row.id]);
      await t.as('service', `update public.services set title = 'Wedtopia Quokkaville canopy' where id = $1`, [row.id]);
      expect(await t.as('customerA', `select id from public.search_catalogue('wedz quokkaville')`)).toEqual([]);
      const edited = await t.as('customerA', `select id from public.search_catalogue('wed quokkaville')`);
      expect(edited.map((r) => r.id)).toEqual([row.id]);
    }));
});

describe('search_catalogue precision', () => {
  it('every word must match: a misspelt city does not pull in other cities by name similarity', () =>
    tx(async (t) => {
      const rows = await t.as('customerA', `select title, city from public.search_catalogue('mehndi chenai', p_limit => 50)`);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.city === 'Chennai')).toBe(true);
    }));

  it("words in a city find the city's providers and bundles, not those whose text names it, in any script", () =>
    tx(async (t) => {
      // The search indexes are asked for the words with a plain-letters city's words (every
      // document holds its city); the city itself is still compared, and another script is not
      // parsed into words at all. Providers of its own: the seeded ones' rows are other tests'.
      const provider = async (name: string, city: string, areas: string[]) => {
        const owner = await createUser(t, 'zorbic');
        const [{ id }] = await t.as('service', `insert into public.service_providers (profile_id, business_name, city, areas_served, status)
                                                values ($1, $2, $3, $4, 'approved') returning id`, [owner, name, city, areas]);
        await t.as('service', `insert into public.services (provider_id, category_slug, title, price_paise, price_unit, city)
                               values ($1, 'catering', 'Thali', 40000, 'per_plate', $2)`, [id, city]);
        return id as string;
      };
      const inQuilon = await provider('Zorbic Events', 'Quilon', []);
      const inKollam = await provider('Zorbic Caterers', 'Kollam', ['Quilon']);
      await t.as('service', `insert into public.bundles (provider_id, name, description, bundle_price_paise, city)
                             values ($1, 'Zorbic feast', null, 500000, 'Quilon'),
                                    ($2, 'Zorbic thali', 'Served across Quilon too', 400000, 'Kollam')`, [inQuilon, inKollam]);
      const found = async (city: string, extra = '') =>
        (await t.as('customerA', `select kind, id, city from public.search_catalogue('zorbic', p_city => $1, p_limit => 50${extra})
                                  where kind <> 'service'`, [city]))
          .map((r) => `${r.kind} ${r.city}`).sort();
      for (const extra of ['', ', p_min_price => 0']) {
        expect(await found('Quilon', extra), extra).toEqual(['bundle Quilon', 'provider Quilon']);
        expect(await found('Kollam', extra), extra).toEqual(['bundle Kollam', 'provider Kollam']);
      }
      await t.as('service', `update public.service_providers set city = 'கொல்லம்' where id = $1`, [inKollam]);
      await t.as('service', `update public.bundles set city = 'கொல்லம்' where provider_id = $1`, [inKollam]);
      expect(await found('கொல்லம்')).toEqual(['bundle கொல்லம்', 'provider கொல்லம்']);
      expect(await found('Kollam')).toEqual([]);
    }));

  it("says whose rating a result carries, filters on the one it shows, and estimates a service's booking like the category pages", () =>
    tx(async (t) => {
      const rows = await t.as(
        'customerA',
        `select r.kind, r.id, r.rating_avg, r.rating_count, r.rating_of, r.estimate_paise, r.estimate_quantity, r.price_paise,
                s.rating_count as own_count, s.rating_stars as own_stars, sp.rating_avg as provider_avg, sp.rating_count as provider_count
           from public.search_catalogue(p_guests => 200, p_limit => 50) r
           left join public.services s on s.id = r.id
           join public.service_providers sp on sp.id = r.provider_id`,
      );
      const services = rows.filter((r) => r.kind === 'service');
      const reviewed = services.filter((r) => r.own_count > 0);
      const unreviewed = services.filter((r) => r.own_count === 0);
      expect(reviewed.length).toBeGreaterThan(0);
      expect(unreviewed.length).toBeGreaterThan(0);
      for (const r of reviewed) {
        expect(r.rating_of).toBe('self');
        expect(r.rating_count).toBe(r.own_count);
        expect(Number(r.rating_avg)).toBeCloseTo(r.own_stars / r.own_count, 2);
      }
      for (const r of unreviewed) expect([r.rating_of, r.rating_count, Number(r.rating_avg)]).toEqual(['provider', r.provider_count, Number(r.provider_avg)]);
      for (const r of rows.filter((r) => r.kind === 'bundle')) expect(r.rating_of).toBe('provider');
      for (const r of rows.filter((r) => r.kind === 'provider')) expect(r.rating_of).toBe('self');
      // The estimate is the price times what it assumed (200 guests for a per-plate caterer).
      for (const r of services) expect(Number(r.estimate_paise)).toBe(Number(r.price_paise) * r.estimate_quantity);
      const listed = await t.as('customerA', `select id, estimate_paise from public.list_services(p_guests => 200, p_limit => 50)`);
      const listedEstimate = new Map(listed.map((r) => [r.id, Number(r.estimate_paise)]));
      for (const r of services) if (listedEstimate.has(r.id)) expect(Number(r.estimate_paise)).toBe(listedEstimate.get(r.id));
      // A 4.5 filter keeps exactly the services whose shown rating is at least 4.5.
      const everyPage = async (filter: string) => {
        const found: Record<string, string>[] = [];
        for (let offset = 0; ; offset += 50) {
          const page = await t.as('customerA', `select id, rating_avg from public.search_catalogue(p_kind => 'service'${filter}, p_limit => 50, p_offset => ${offset})`);
          found.push(...page);
          if (page.length < 50) return found;
        }
      };
      const filtered = await everyPage(', p_min_rating => 4.5');
      const all = await everyPage('');
      expect(new Set(filtered.map((r) => r.id))).toEqual(new Set(all.filter((r) => Number(r.rating_avg) >= 4.5).map((r) => r.id)));
    }));
});
