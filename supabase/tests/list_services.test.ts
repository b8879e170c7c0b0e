// list_services: the category pages' listing. Public catalogue only, every filter, sorts,
// paging with a total, and bad arguments refused.
import { describe, expect, it } from 'vitest';
import { ids, matrixActors, seeded, setupDb } from './helpers/db.ts';
import { expectError } from './helpers/expect.ts';
import { inDays } from './helpers/bookings.ts';

const { tx } = setupDb();

const call = (args: Record<string, unknown>) => {
  const keys = Object.keys(args);
  const sql = `select * from public.list_services(${keys.map((k, i) => `${k} => $${i + 1}`).join(', ')})`;
  return { sql, params: Object.values(args) };
};

describe('list_services', () => {
  // A category page as it opens (top rated, no filter) has a statement of its own; a filter
  // that lets everything through takes the general one. Both must list the same page.
  it('a category page as it opens lists what the general statement lists, pages and total included', () =>
    tx(async (t) => {
      await t.as('service', `update public.service_providers set status = 'suspended', status_reason = 'test' where id = $1`, [ids.otherProviderRow]);
      // Cheapest first without a guest count has one too.
      for (const category of ['catering', 'pooja-services', 'music']) {
        for (const sort of ['rating', 'price_asc']) {
          for (const page of [{ p_limit: 3, p_offset: 0 }, { p_limit: 3, p_offset: 3 }, { p_limit: 50, p_offset: 0 }]) {
            const opening = call({ p_category: category, p_sort: sort, p_reader_language: 'hi', ...page });
            const general = call({ p_category: category, p_sort: sort, p_reader_language: 'hi', p_min_price: 0, ...page });
            const rows = await t.as('anon', opening.sql, opening.params);
            expect(rows.length, category).toBeGreaterThan(0);
            expect(rows, `${category} ${sort}`).toEqual(await t.as('anon', general.sql, general.params));
          }
        }
      }
      // An event date: nobody unavailable on it leaves the opening page as it is; a provider's
      // blocked day takes its services out, as the general statement does.
      const page = async (args: Record<string, unknown>) => { const q = call({ p_category: 'catering', p_limit: 50, ...args }); return t.as('anon', q.sql, q.params); };
      const [cateringRow] = await t.sys<{ provider_id: string }>('select provider_id from public.services where id = $1', [seeded.cateringService]);
      const opened = await page({});
      expect(opened.map((r) => r.id)).toContain(seeded.cateringService);
      expect(await page({ p_event_date: inDays(170) })).toEqual(opened);
      await t.sys('insert into public.provider_blocked_dates (provider_id, day) values ($1, $2)', [cateringRow.provider_id, inDays(170)]);
      const blocked = await page({ p_event_date: inDays(170) });
      expect(blocked.map((r) => r.id)).not.toContain(seeded.cateringService);
      expect(blocked).toEqual(await page({ p_event_date: inDays(170), p_min_price: 0 }));
      expect(Number(blocked[0].total_count)).toBe(blocked.length);
    }));

  // So does a category page in a city (price range, guests, a date and the sort included); a
  // rating filter of 0, which every service passes, takes the general statement.
  it('a category page in a city lists what the general statement lists, in every order, total included', () =>
    tx(async (t) => {
      await t.as('service', `update public.service_providers set status = 'suspended', status_reason = 'test' where id = $1`, [ids.otherProviderRow]);
      const [cateringRow] = await t.sys<{ provider_id: string; city: string }>('select provider_id, city from public.services where id = $1', [seeded.cateringService]);
      await t.sys('insert into public.provider_blocked_dates (provider_id, day) values ($1, $2)', [cateringRow.provider_id, inDays(170)]);
      let listed = 0;
      for (const [category, city] of [['catering', cateringRow.city], ['catering', 'Chennai'], ['pooja-services', 'Bengaluru'], ['music', 'Nowhere']] as const) {
        for (const sort of ['rating', 'price_asc', 'price_desc', 'newest']) {
          for (const extra of [{}, { p_guests: 150 }, { p_min_price: 40000, p_max_price: 200000 }, { p_event_date: inDays(170) }, { p_offset: 3 }]) {
            const args = { p_category: category, p_city: city, p_sort: sort, p_limit: 5, p_offset: 0, p_reader_language: 'ta', ...extra };
            const inCity = call(args);
            const general = call({ ...args, p_min_rating: 0 });
            const rows = await t.as('anon', inCity.sql, inCity.params);
            expect(rows, JSON.stringify(args)).toEqual(await t.as('anon', general.sql, general.params));
            expect(rows.every((r) => r.city === city && r.provider_id !== ids.otherProviderRow)).toBe(true);
            listed += rows.length;
          }
        }
      }
      expect(listed).toBeGreaterThan(50);
      // The blocked date takes the provider's services out in the city too.
      const dated = call({ p_category: 'catering', p_city: cateringRow.city, p_event_date: inDays(170), p_limit: 50 });
      expect((await t.as('anon', dated.sql, dated.params)).map((r) => r.id)).not.toContain(seeded.cateringService);
      const undated = call({ p_category: 'catering', p_city: cateringRow.city, p_limit: 50 });
      expect((await t.as('anon', undated.sql, undated.params)).map((r) => r.id)).toContain(seeded.cateringService);
    }));

  // Its statements' plan setting is local to the call, as list_bundles' (and search's).
  it('leaves the caller\'s plan_cache_mode as it was', () =>
    tx(async (t) => {
      for (const sql of [`select * from public.list_services(p_category => 'catering')`,
                         `select * from public.list_services(p_category => 'catering', p_city => 'Chennai')`,
                         `select * from public.list_services(p_category => 'catering', p_sort => 'price_asc')`,
                         `select * from public.search_catalogue(p_q => 'wedding')`]) {
        await t.as('customerA', sql);
        const [{ mode }] = await t.as<{ mode: string }>('customerA', `select current_setting('plan_cache_mode') as mode`);
        expect(mode, sql).toBe('auto');
      }
    }));

  it('every role sees the same public catalogue: active services of approved providers only', () =>
    tx(async (t) => {
      const { sql, params } = call({ p_category: 'catering', p_limit: 50 });
      const expected = await t.sys<{ n: string }>(
        `select count(*) as n from public.services s join public.service_providers sp on sp.id = s.provider_id
         where s.category_slug = 'catering' and s.active and sp.status = 'approved'`,
      );
      for (const actor of matrixActors) {
        const rows = await t.as(actor, sql, params);
        expect(rows.length, actor).toBe(Number(expected[0].n));
        expect(Number(rows[0].total_count)).toBe(Number(expected[0].n));
        expect(rows.every((r) => r.category_slug === 'catering')).toBe(true);
      }
      // A provider's own paused service, and the suspended provider's services, stay out of the listing.
      const suspended = await t.as('anon', 'select id from public.list_services(p_provider_id => $1)', [ids.suspendedRow]);
      expect(suspended).toHaveLength(0);
      const all = await t.as('provider', 'select id from public.list_services(p_limit => 50, p_offset => 0, p_category => $1)', ['pooja-services']);
      expect(all.map((r) => r.id)).not.toContain(seeded.inactiveService);
    }));

  it('filters by city, price, guests, rating and the category attributes', () =>
    tx(async (t) => {
      const city = await t.as('anon', `select city from public.list_services(p_category => 'catering', p_city => 'Chennai', p_limit => 50)`);
      expect(city.length).toBeGreaterThan(0);
      expect(city.every((r) => r.city === 'Chennai')).toBe(true);

      const price = await t.as('anon', `select price_paise from public.list_services(p_category => 'catering', p_min_price => 40000, p_max_price => 60000, p_limit => 50)`);
      expect(price.length).toBeGreaterThan(0);
      expect(price.every((r) => r.price_paise >= 40000 && r.price_paise <= 60000)).toBe(true);

      // Catering for 2,500 guests: only menus whose maximum allows it.
      const guests = await t.as('anon', `select max_guests, min_guests from public.list_services(p_category => 'catering', p_guests => 2500, p_limit => 50)`);
      expect(guests.length).toBeGreaterThan(0);
      expect(guests.every((r) => (r.max_guests === null || r.max_guests >= 2500) && (r.min_guests === null || r.min_guests <= 2500))).toBe(true);

      // The rating the card shows: the service's own when it has reviews, else its provider's.
      const rated = await t.as('anon', `select rating_avg, service_rating_avg, service_rating_count from public.list_services(p_min_rating => 4.5, p_limit => 50)`);
      expect(rated.length).toBeGreaterThan(0);
      expect(rated.every((r) => Number(r.service_rating_count > 0 ? r.service_rating_avg : r.rating_avg) >= 4.5)).toBe(true);

      const kannada = await t.as('anon', `select attributes from public.list_services(p_category => 'pooja-services', p_language => 'Kannada', p_tradition => 'Kannada Smartha', p_limit => 50)`);
      expect(kannada.length).toBeGreaterThan(0);
      expect(kannada.every((r) => r.attributes.languages.includes('Kannada') && r.attributes.tradition === 'Kannada Smartha')).toBe(true);

      const veg = await t.as('anon', `select attributes from public.list_services(p_category => 'catering', p_veg => true, p_cuisine => 'Karnataka', p_limit => 50)`);
      expect(veg.length).toBeGreaterThan(0);
      expect(veg.every((r) => r.attributes.veg === true && r.attributes.cuisine === 'Karnataka')).toBe(true);

      const halls = await t.as('anon', `select attributes from public.list_services(p_category => 'function-hall', p_min_capacity => 700, p_limit => 50)`);
      expect(halls.length).toBeGreaterThan(0);
      expect(halls.every((r) => r.attributes.capacity >= 700)).toBe(true);

      const bridal = await t.as('anon', `select attributes from public.list_services(p_category => 'mehendi-artists', p_style => 'bridal', p_limit => 50)`);
      expect(bridal.length).toBeGreaterThan(0);
      expect(bridal.every((r) => r.attributes.style === 'bridal')).toBe(true);
    }));

  it('sorts by price both ways, rating and newest, and pages without overlap', () =>
    tx(async (t) => {
      // Price sorts compare the booking's estimated total (see the next describe), rating sorts the weighted score.
      const asc = await t.as('anon', `select estimate_paise from public.list_services(p_category => 'music', p_sort => 'price_asc', p_limit => 50)`);
      expect(asc.map((r) => Number(r.estimate_paise))).toEqual([...asc.map((r) => Number(r.estimate_paise))].sort((a, b) => a - b));
      const desc = await t.as('anon', `select estimate_paise from public.list_services(p_category => 'music', p_sort => 'price_desc', p_limit => 50)`);
      expect(desc.map((r) => Number(r.estimate_paise))).toEqual([...desc.map((r) => Number(r.estimate_paise))].sort((a, b) => b - a));
      const rating = await t.as('anon', `select rating_score from public.list_services(p_category => 'music', p_limit => 50)`);
      expect(rating.map((r) => Number(r.rating_score))).toEqual([...rating.map((r) => Number(r.rating_score))].sort((a, b) => b - a));
      const newest = await t.as('anon', `select created_at from public.list_services(p_category => 'music', p_sort => 'newest', p_limit => 50)`);
      const times = newest.map((r) => new Date(r.created_at).getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));

      const first = await t.as('anon', `select id, total_count from public.list_services(p_category => 'decoration', p_limit => 10, p_offset => 0)`);
      const second = await t.as('anon', `select id, total_count from public.list_services(p_category => 'decoration', p_limit => 10, p_offset => 10)`);
      expect(first).toHaveLength(10);
      expect(first[0].total_count).toBe(second[0].total_count);
      expect(first.map((r) => r.id).filter((id) => second.some((r) => r.id === id))).toEqual([]);
    }));

  it('sees a service hidden by its provider disappear for everyone', () =>
    tx(async (t) => {
      await t.as('provider', 'update public.services set active = false where id = $1', [seeded.cateringService]);
      for (const actor of ['anon', 'customerA', 'admin'] as const) {
        const rows = await t.as(actor, `select id from public.list_services(p_category => 'catering', p_city => 'Bengaluru', p_limit => 50)`);
        expect(rows.map((r) => r.id), actor).not.toContain(seeded.cateringService);
      }
    }));

  it('refuses bad arguments with 22023', () =>
    tx(async (t) => {
      for (const args of [
        'p_sort => $$cheapest$$',
        'p_limit => 0',
        'p_limit => 51',
        'p_offset => -1',
        'p_min_price => -5',
        'p_min_price => 500, p_max_price => 100',
        'p_guests => 0',
        'p_min_rating => 6',
        'p_min_capacity => 0',
      ]) {
        expectError(await t.try('anon', `select * from public.list_services(${args})`), '22023');
      }
    }));
});

// Issue 13, item 7: what a card says is the service's, and the sorts compare like with like.
describe('list_services: truthful ratings and prices (0026)', () => {
  it('gives each service its own rating from the reviews of its bookings, beside its provider’s', () =>
    tx(async (t) => {
      const rows = await t.as('anon', `select id, service_rating_avg, service_rating_count, rating_avg, rating_count
                                       from public.list_services(p_category => 'catering', p_limit => 50)`);
      const own = await t.sys(`select service_id, round(avg(rating), 2)::float as avg, count(*)::int as n
                               from public.reviews where service_id is not null group by 1`);
      const byService = new Map(own.map((r) => [r.service_id, r]));
      expect(rows.some((r) => r.service_rating_count === 0)).toBe(true);
      expect(rows.some((r) => r.service_rating_count >= 7)).toBe(true);
      for (const r of rows) {
        const mine = byService.get(r.id);
        expect(r.service_rating_count, r.id).toBe(mine?.n ?? 0);
        expect(Number(r.service_rating_avg), r.id).toBe(mine?.avg ?? 0);
      }
    }));

  it('keeps each service’s review totals by trigger; no provider can set them', () =>
    tx(async (t) => {
      const stale = await t.sys(`select s.id from public.services s
        left join (select service_id, count(*)::int as n, sum(rating)::int as stars from public.reviews group by 1) r on r.service_id = s.id
        where s.rating_count <> coalesce(r.n, 0) or s.rating_stars <> coalesce(r.stars, 0)`);
      expect(stale).toEqual([]);
      await t.as('provider', 'update public.services set rating_count = 999, rating_stars = 4995 where id = $1', [seeded.cateringService]);
      const [row] = await t.sys('select rating_count, rating_stars from public.services where id = $1', [seeded.cateringService]);
      expect(row.rating_count).toBeLessThan(999);
      const [added] = await t.as('provider', `insert into public.services (provider_id, category_slug, title, price_paise, rating_count, rating_stars)
                                              values ($1, 'music', 'Flute recital', 500000, 50, 250) returning rating_count, rating_stars`, [ids.providerRow]);
      expect(added).toEqual({ rating_count: 0, rating_stars: 0 });
    }));

  it('Top rated is a Bayesian average (prior 3.5 stars worth 5 reviews): 5.0 from one review ranks below 4.6 from seven', () =>
    tx(async (t) => {
      const [w] = await t.as('anon', `select private.weighted_rating(5, 1)::float as one_five, private.weighted_rating(32, 7)::float as seven,
                                             private.weighted_rating(null, 0)::float as none`);
      expect(w).toEqual({ one_five: 3.75, seven: 4.125, none: 3.5 }); // 4.57 from seven (32 stars)

      const rows = await t.as('anon', `select id, service_rating_avg, service_rating_count, rating_score
                                       from public.list_services(p_category => 'catering', p_limit => 50)`);
      for (const r of rows) {
        const expected = (Number(r.service_rating_avg) * r.service_rating_count + 3.5 * 5) / (r.service_rating_count + 5);
        expect(Number(r.rating_score)).toBeCloseTo(expected, 2); // the average shown is rounded to 2 places
      }
      const position = (pick: (r: (typeof rows)[number]) => boolean) => rows.findIndex(pick);
      const perfectOnce = position((r) => r.service_rating_count === 1 && Number(r.service_rating_avg) === 5);
      const steadySeven = position((r) => r.service_rating_count === 7 && Number(r.service_rating_avg) >= 4.5 && Number(r.service_rating_avg) < 4.7);
      expect(perfectOnce).toBeGreaterThanOrEqual(0);
      expect(steadySeven).toBeGreaterThanOrEqual(0);
      expect(steadySeven).toBeLessThan(perfectOnce);
    }));

  it('a new review moves its service, and only its service, up or down', () =>
    tx(async (t) => {
      // Ananya (customerB) completes a booking of an unreviewed catering service and rates it 5.
      const [target] = await t.as('anon', `select id, rating_score from public.list_services(p_category => 'catering', p_limit => 50)
                                           where service_rating_count = 0 limit 1`);
      const [booking] = await t.sys(`insert into public.bookings (customer_id, service_id, event_date, event_time, guest_count)
                                     select $1, s.id, current_date + 400, '10:00', greatest(coalesce(s.min_guests, 1), 100)
                                     from public.services s where s.id = $2 returning id`, [ids.customerB, target.id]);
      await t.sys(`insert into public.payments (booking_id, kind, amount_paise, status, gateway, gateway_ref, paid_at)
                   select id, 'advance', advance_paise, 'succeeded', 'razorpay', 'pay_test_listing', now() from public.bookings where id = $1`, [booking.id]);
      await t.sys(`update public.bookings set status = 'confirmed' where id = $1`, [booking.id]);
      await t.sys(`update public.bookings set event_date = current_date - 1 where id = $1`, [booking.id]);
      await t.sys(`update public.bookings set status = 'completed' where id = $1`, [booking.id]);
      await t.sys(`insert into public.reviews (booking_id, rating, comment) values ($1, 5, 'Lovely food, served hot and on time.')`, [booking.id]);
      const [after] = await t.as('anon', `select service_rating_avg, service_rating_count, rating_score
                                          from public.list_services(p_category => 'catering', p_limit => 50) where id = $1`, [target.id]);
      expect(after).toMatchObject({ service_rating_count: 1 });
      expect(Number(after.service_rating_avg)).toBe(5);
      expect(Number(after.rating_score)).toBeCloseTo(3.75, 4);
    }));

  it('Price sorts compare what a booking costs: per plate x guests, per hour x the stated hours, per event once', () =>
    tx(async (t) => {
      const music = await t.as('anon', `select price_paise, price_unit, estimate_paise, estimate_quantity
                                        from public.list_services(p_category => 'music', p_sort => 'price_asc', p_limit => 50)`);
      const hourly = music.filter((r) => r.price_unit === 'per_hour');
      expect(hourly.length).toBeGreaterThan(0);
      for (const r of hourly) {
        expect(r.estimate_quantity).toBe(5); // the DJ's stated five hours
        expect(Number(r.estimate_paise)).toBe(Number(r.price_paise) * 5);
      }
      for (const r of music.filter((x) => x.price_unit === 'per_event')) expect(Number(r.estimate_paise)).toBe(Number(r.price_paise));
      // Like with like: no hourly price is placed by its hourly figure.
      const byUnitPrice = [...music].sort((a, b) => Number(a.price_paise) - Number(b.price_paise));
      expect(music.map((r) => r.estimate_paise)).not.toEqual(byUnitPrice.map((r) => r.estimate_paise));

      // Catering for the guests the visitor chose; without a choice, each menu's minimum.
      const chosen = await t.as('anon', `select price_paise, estimate_paise, estimate_quantity
                                         from public.list_services(p_category => 'catering', p_guests => 300, p_sort => 'price_asc', p_limit => 50)`);
      expect(chosen.length).toBeGreaterThan(0);
      for (const r of chosen) {
        expect(r.estimate_quantity).toBe(300);
        expect(Number(r.estimate_paise)).toBe(Number(r.price_paise) * 300);
      }
      const minimum = await t.as('anon', `select min_guests, price_paise, estimate_paise, estimate_quantity
                                          from public.list_services(p_category => 'catering', p_limit => 50)`);
      for (const r of minimum) expect(r.estimate_quantity).toBe(r.min_guests ?? 1);
    }));

  it('the estimate is what the booking would charge (booking_quote) for the same guests', () =>
    tx(async (t) => {
      const rows = await t.as('anon', `select id, estimate_paise from public.list_services(p_guests => 120, p_limit => 50)`);
      expect(rows.length).toBeGreaterThan(10);
      for (const r of rows) {
        const [quote] = await t.sys(`select total_paise from private.booking_quote($1, null, 120)`, [r.id]);
        expect(Number(r.estimate_paise), r.id).toBe(Number(quote.total_paise));
      }
    }));
});

// The provider's rating is copied onto its services (provider_score) so a category page is
// read in index order (issue 27): the copy must always equal the provider's own figure.
describe('list_services: the provider rating copied for the order', () => {
  const drift = `select count(*)::int as n from public.services s join public.service_providers sp on sp.id = s.provider_id
                 where s.provider_score <> private.weighted_rating(sp.rating_avg::double precision * sp.rating_count, sp.rating_count)`;

  it('equals every provider\'s weighted rating on the seed, and follows a change of it', () =>
    tx(async (t) => {
      expect((await t.sys(drift))[0].n).toBe(0);
      await t.sys(`update public.service_providers set rating_avg = 1.5, rating_count = 40 where id = $1`, [ids.providerRow]);
      const [moved] = await t.sys(`select min(provider_score) as lo, max(provider_score) as hi from public.services where provider_id = $1`, [ids.providerRow]);
      expect([moved.lo, moved.hi]).toEqual([(1.5 * 40 + 17.5) / 45, (1.5 * 40 + 17.5) / 45]);
      expect((await t.sys(drift))[0].n).toBe(0);
    }));

  it('cannot be written by the provider: a service keeps its provider\'s figure', () =>
    tx(async (t) => {
      const [before] = await t.sys(`select provider_score from public.services where id = $1`, [seeded.cateringService]);
      await t.as('provider', `update public.services set provider_score = 5 where id = $1`, [seeded.cateringService]);
      const [after] = await t.sys(`select provider_score from public.services where id = $1`, [seeded.cateringService]);
      expect(after.provider_score).toBe(before.provider_score);
      expect(after.provider_score).toBeLessThan(5);
    }));
});

// A category page's total comes from counts kept by the services' statement triggers
// (private.category_listing_counts), not from counting the category on each call, and a
// search reads copies of the listed services' documents (private.service_search_docs): every
// way a service enters or leaves the public catalogue, or changes its words or score, must
// move them.
describe('list_services: the categories\' kept counts (and search\'s document copies)', () => {
  type Tx = Parameters<Parameters<typeof tx>[0]>[0];
  const counted = async (t: Tx) => {
    const kept = await t.sys<{ category_slug: string; listed: string }>(
      'select category_slug, listed from private.category_listing_counts where listed <> 0 order by 1');
    const actual = await t.sys<{ category_slug: string; listed: string }>(
      `select s.category_slug, count(*) as listed from public.services s
       join public.service_providers sp on sp.id = s.provider_id and sp.status = 'approved'
       where s.active group by 1 order by 1`);
    return { kept: kept.map((r) => [r.category_slug, Number(r.listed)]), actual: actual.map((r) => [r.category_slug, Number(r.listed)]) };
  };
  const expectExact = async (t: Tx, step: string) => {
    const { kept, actual } = await counted(t);
    expect(kept, step).toEqual(actual);
    // search_catalogue's copies of the listed services' search documents and scores.
    // They also hold what each match is scored by: its title and its own and provider's ratings,
    // and the city a search with words in a city counts and walks them by.
    const docs = await t.sys<{ id: string }>(
      `select id, provider_score, search_document::text as doc, title, rating_count, provider_rating, provider_rating_count,
              city
       from private.service_search_docs order by id`);
    expect(docs, `${step}: search documents`).toEqual(await t.sys(
      `select s.id, s.provider_score, s.search_document::text as doc, s.title, s.rating_count,
              sp.rating_avg as provider_rating, sp.rating_count as provider_rating_count, s.city
       from public.services s join public.service_providers sp on sp.id = s.provider_id
       where s.active and s.provider_approved order by s.id`));
    // ... and how many of them hold each word (private.service_lexeme_counts).
    expect(await t.sys(`select lexeme, documents from private.service_lexeme_counts where documents <> 0 order by lexeme`),
      `${step}: words' counts`).toEqual(await t.sys(
      `select l.lexeme, count(*)::int as documents
       from public.services s join public.service_providers sp on sp.id = s.provider_id
       cross join unnest(tsvector_to_array(s.search_document)) l(lexeme)
       where s.active and s.provider_approved group by l.lexeme order by l.lexeme`));
    // What the page says: the opening statement and the general one (another sort).
    for (const [category, n] of actual) {
      for (const args of [`p_category => '${category}'`, `p_category => '${category}', p_sort => 'newest'`]) {
        const [row] = await t.as('anon', `select total_count from public.list_services(${args}, p_limit => 1)`);
        expect(Number(row.total_count), `${step}: ${args}`).toBe(n);
      }
    }
    // An empty catalogue has no row to carry a total.
    const [all] = await t.as('anon', 'select total_count from public.list_services(p_limit => 1)');
    expect(Number(all?.total_count ?? 0), `${step}: every category`).toBe(actual.reduce((sum, [, n]) => sum + Number(n), 0));
    return Object.fromEntries(actual) as Record<string, number>;
  };
  const n = (counts: Record<string, number>, category: string) => counts[category] ?? 0;

  it('follow inserts, pauses, category changes and deletes, one row or many at once', () =>
    tx(async (t) => {
      const start = await expectExact(t, 'seed');
      const [added] = await t.as<{ id: string }>('provider', `insert into public.services (provider_id, category_slug, title, price_paise)
        values ($1, 'music', 'Flute recital', 500000) returning id`, [ids.providerRow]);
      expect(n(await expectExact(t, 'insert'), 'music')).toBe(n(start, 'music') + 1);
      // One statement over several categories, a paused row among them.
      await t.as('service', `insert into public.services (provider_id, category_slug, title, price_paise, active)
        select $1, c, 'Bulk ' || c || ' ' || g, 100000, g <> 3 from unnest(array['catering', 'decoration', 'music']) c, generate_series(1, 3) g`, [ids.providerRow]);
      const bulk = await expectExact(t, 'bulk insert');
      // Services and their provider's new rating in one statement: the provider's trigger updates
      // (and copies) the new services before the services' own insert trigger runs.
      await t.sys(`with s as (
          insert into public.services (provider_id, category_slug, title, price_paise)
          select $1, 'music', 'Veena evening ' || g, 300000 from generate_series(1, 2) g returning provider_id)
        update public.service_providers set rating_avg = 4.8, rating_count = 12 where id in (select provider_id from s)`, [ids.providerRow]);
      await expectExact(t, 'services and their provider\'s rating, in one statement');
      await t.sys(`delete from public.services where title like 'Veena evening %'`);
      expect([n(bulk, 'catering') - n(start, 'catering'), n(bulk, 'decoration') - n(start, 'decoration'), n(bulk, 'music') - n(start, 'music')]).toEqual([2, 2, 3]);
      await t.as('provider', 'update public.services set active = false where id = $1', [added.id]);
      expect(n(await expectExact(t, 'pause'), 'music')).toBe(n(bulk, 'music') - 1);
      await t.as('provider', 'update public.services set active = true where id = $1', [added.id]);
      await t.as('provider', `update public.services set category_slug = 'decoration', attributes = '{}' where id = $1`, [added.id]);
      const moved = await expectExact(t, 'category change');
      expect([n(moved, 'music'), n(moved, 'decoration')]).toEqual([n(bulk, 'music') - 1, n(bulk, 'decoration') + 1]);
      // A title or rating change lists nothing new and writes no count.
      await t.as('provider', `update public.services set title = 'Flute and veena recital' where id = $1`, [added.id]);
      await expectExact(t, 'title change');
      // ... nor does a move to another city, which the copy follows.
      await t.as('provider', `update public.services set city = 'Chennai' where id = $1`, [added.id]);
      await expectExact(t, 'city change');
      // A review's new rating (the reviews' trigger writes these two).
      await t.sys('update public.services set rating_stars = 9, rating_count = 2 where id = $1', [added.id]);
      await expectExact(t, 'service rating');
      expect(await t.as<{ id: string }>('provider', 'select public.remove_service($1) as id', [added.id])).toEqual([{ id: 'deleted' }]);
      expect(n(await expectExact(t, 'delete'), 'decoration')).toBe(n(bulk, 'decoration'));
      // A booked service is paused instead of deleted.
      expect(await t.as('provider', 'select public.remove_service($1) as id', [seeded.cateringService])).toEqual([{ id: 'paused' }]);
      expect(n(await expectExact(t, 'delete of a booked service'), 'catering')).toBe(n(bulk, 'catering') - 1);
      await t.sys(`delete from public.services where title like 'Bulk %'`);
      await expectExact(t, 'bulk delete');
    }));

  it('follow a provider\'s suspension, its return and its removal', () =>
    tx(async (t) => {
      const start = await expectExact(t, 'seed');
      const [{ owner, services }] = await t.sys<{ owner: string; services: string }>(
        `select sp.profile_id as owner, count(*) filter (where s.active) as services from public.service_providers sp join public.services s on s.provider_id = sp.id
         where sp.id = $1 group by 1`, [ids.otherProviderRow]);
      expect(Number(services)).toBeGreaterThan(0);
      await t.as('admin', `select public.admin_set_suspension($1, true, 'Documents expired')`, [owner]);
      expect(n(await expectExact(t, 'suspension'), 'catering')).toBe(n(start, 'catering') - Number(services));
      await t.as('admin', `select public.admin_set_suspension($1, false, 'Documents renewed')`, [owner]);
      expect(await expectExact(t, 'back')).toEqual(start);
      // A provider's new rating moves its services' scores (and their copies).
      await t.sys('update public.service_providers set rating_avg = 4.9, rating_count = 40 where id = $1', [ids.otherProviderRow]);
      await expectExact(t, 'provider rating');
      // At the prior's 3.5 stars more reviews leave the score as it was (no service is
      // written), but a search orders ties by the provider's number of reviews.
      await t.sys('update public.service_providers set rating_avg = 3.5, rating_count = 10 where id = $1', [ids.otherProviderRow]);
      await expectExact(t, 'provider rating at the prior');
      await t.sys('update public.service_providers set rating_count = 12 where id = $1', [ids.otherProviderRow]);
      await expectExact(t, 'provider reviews, same score');
      // A suspended provider's services come back when it is approved.
      await t.as('service', `update public.service_providers set status = 'approved' where id = $1`, [ids.suspendedRow]);
      await expectExact(t, 'approval');
      await t.sys('delete from public.service_providers where id = $1', [ids.rejectedRow]);
      await expectExact(t, 'provider removed');
      // Rows written with triggers off (a local restore): the counts are recomputed.
      await t.sys(`update private.category_listing_counts set listed = listed + 7 where category_slug = 'music'`);
      await t.sys('select private.recount_listed_services()');
      await expectExact(t, 'recount');
      // The words' counts too, whatever they held (db:restore writes rows with triggers off).
      await t.sys('update private.service_lexeme_counts set documents = documents + 5');
      await t.sys('select private.recount_listed_services()');
      await expectExact(t, 'words recounted');
      await t.sys('truncate public.services cascade');
      expect(await expectExact(t, 'truncate')).toEqual({});
    }));
});
