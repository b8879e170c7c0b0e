// The provider remote's services, bundles and availability (issue 24), as each role: translated
// titles and descriptions, photos with their size, a booked service paused instead of deleted, a
// new service in its category and in search at once, bundles with the database's totals, blocked
// days and hours that the request form and the event-date filters respect.
import { describe, expect, it } from 'vitest';
import { ids, seeded, setupDb, type Tx } from './helpers/db.ts';
import { expectError, expectNoAccess, expectRows } from './helpers/expect.ts';
import { holdBooking, inDays } from './helpers/bookings.ts';

const { tx } = setupDb();

/** The statement's rows, or the SQLSTATE and keyed hint PostgREST would send (what the apps translate). */
async function hint(t: Tx, actor: Parameters<Tx['as']>[0], sql: string, params: unknown[] = []) {
  await t.sys('savepoint keyed');
  try {
    const rows = await t.as(actor, sql, params);
    await t.sys('release savepoint keyed');
    return { code: undefined, hint: undefined, rows };
  } catch (e) {
    await t.sys('rollback to savepoint keyed');
    const err = e as { code?: string; hint?: string };
    return { code: err.code, hint: err.hint, rows: [] };
  }
}

const addService = (t: Tx, extra: Record<string, unknown> = {}) =>
  t.as<{ id: string; images: string[]; translations: Record<string, unknown>; active: boolean }>(
    'provider',
    `insert into public.services (provider_id, category_slug, title, description, price_paise, price_unit, city,
                                  original_language, translations, photos, concurrent_capacity)
     values ($1, 'music', $2, 'Carnatic veena for receptions', 1500000, 'per_event', 'Bengaluru', $3, $4, $5, $6) returning *`,
    [ids.providerRow, extra.title ?? 'Zephyrine veena recital', extra.original_language ?? 'en',
     JSON.stringify(extra.translations ?? {}), JSON.stringify(extra.photos ?? []), extra.capacity ?? 1],
  );

describe('services: translations and photos', () => {
  it('pages show the reader\'s language when the provider gave it, else the original marked as such', () =>
    tx(async (t) => {
      const [s] = await addService(t, { translations: { hi: { title: '  वीणा वादन  ', description: 'स्वागत समारोह के लिए' }, ta: { title: 'வீணை இசை' } } });
      expect(s.translations).toEqual({ hi: { title: 'वीणा वादन', description: 'स्वागत समारोह के लिए' }, ta: { title: 'வீணை இசை' } });
      const list = async (lang: string | null) =>
        (await t.as('anon', `select title, title_language from public.list_services(p_category => 'music', p_provider_id => $1, p_reader_language => $2, p_limit => 50)
                             where id = $3`, [ids.providerRow, lang, s.id]))[0];
      expect(await list('hi')).toEqual({ title: 'वीणा वादन', title_language: 'hi' });
      expect(await list('kn')).toEqual({ title: 'Zephyrine veena recital', title_language: 'en' });
      expect(await list(null)).toEqual({ title: 'Zephyrine veena recital', title_language: 'en' });
      const detail = async (lang: string) =>
        (await t.as('customerA', 'select title, description, title_language, description_language from public.service_detail($1, $2)', [s.id, lang]))[0];
      expect(await detail('hi')).toEqual({ title: 'वीणा वादन', description: 'स्वागत समारोह के लिए', title_language: 'hi', description_language: 'hi' });
      const [found] = await t.as('customerA', `select title, title_language from public.search_catalogue(p_q => 'zephyrine veena', p_kind => 'service', p_reader_language => 'hi')`);
      expect(found).toEqual({ title: 'वीणा वादन', title_language: 'hi' });
      // Tamil has a title only: the description stays the original, marked English.
      expect(await detail('ta')).toEqual({ title: 'வீணை இசை', description: 'Carnatic veena for receptions', title_language: 'ta', description_language: 'en' });
    }));

  it('the database refuses a translation into the original language, an unknown language, or without a title', () =>
    tx(async (t) => {
      for (const translations of [{ en: { title: 'Veena' } }, { fr: { title: 'Veena concert' } }, { hi: { description: 'बिना शीर्षक' } }, { hi: { title: 'वीणा', color: 'red' } }]) {
        const r = await hint(t, 'provider', `update public.services set translations = $2 where id = $1`, [seeded.poojaService, JSON.stringify(translations)]);
        expect(r, JSON.stringify(translations)).toMatchObject({ code: '23514', hint: 'translation_invalid' });
      }
      const short = await hint(t, 'provider', `update public.services set translations = '{"hi": {"title": "ab"}}' where id = $1`, [seeded.poojaService]);
      expect(short).toMatchObject({ code: '23514', hint: 'text_too_short' });
    }));

  it('photos are the provider\'s own uploads with their size; the listings read their addresses', () =>
    tx(async (t) => {
      const folder = (owner: string) => `http://127.0.0.1:54321/storage/v1/object/public/provider-photos/${owner}`;
      const photos = [{ url: `${folder(ids.provider)}/service-a.webp`, width: 1600, height: 1200 },
                      { url: `https://abcdefgh.supabase.co/storage/v1/object/public/provider-photos/${ids.provider}/service-b.jpg`, width: 800, height: 600 }];
      const [s] = await addService(t, { photos });
      expect(s.images).toEqual(photos.map((p) => p.url));
      const [row] = await t.as('anon', 'select image from public.list_services(p_category => \'music\', p_provider_id => $1, p_limit => 50) where id = $2', [ids.providerRow, s.id]);
      expect(row.image).toBe(photos[0]!.url);
      const [d] = await t.as('anon', 'select photos from public.service_detail($1)', [s.id]);
      expect(d.photos).toEqual(photos);
      // Only uploads in the provider's own folder: not another provider's, not any other address.
      for (const bad of [[{ url: `${folder(ids.otherProvider)}/x.webp`, width: 10, height: 10 }], [{ url: 'https://tracker.example/p.gif', width: 1, height: 1 }],
                         [{ url: 'javascript:alert(1)', width: 1, height: 1 }], [{ url: `${folder(ids.provider)}/a.png`, width: 0, height: 10 }],
                         [{ url: `${folder(ids.provider)}/a.png`, width: 10 }]]) {
        const r = await hint(t, 'provider', 'update public.services set photos = $2 where id = $1', [s.id, JSON.stringify(bad)]);
        expect(r, JSON.stringify(bad)).toMatchObject({ code: '23514', hint: 'photo_invalid' });
      }
    }));
});

describe('services: in the catalogue as soon as saved', () => {
  it('an active service is on its category page and in search at once; paused, it leaves both', () =>
    tx(async (t) => {
      const [s] = await addService(t);
      const onPage = async () =>
        (await t.as('anon', `select id from public.list_services(p_category => 'music', p_limit => 50, p_sort => 'newest')`)).some((r) => r.id === s.id);
      const inSearch = async () =>
        (await t.as('customerA', `select id from public.search_catalogue(p_q => 'zephyrine veena')`)).some((r) => r.id === s.id);
      expect(await onPage()).toBe(true);
      expect(await inSearch()).toBe(true);
      await t.as('provider', 'update public.services set active = false where id = $1', [s.id]);
      expect(await onPage()).toBe(false);
      expect(await inSearch()).toBe(false);
    }));
});

describe('services: a booked service is paused, never deleted', () => {
  it('remove_service deletes an unbooked service and pauses a booked one, whose booking keeps it', () =>
    tx(async (t) => {
      const [fresh] = await addService(t);
      expect((await t.as('provider', 'select public.remove_service($1) as r', [fresh.id]))[0].r).toBe('deleted');
      expect(await t.sys('select id from public.services where id = $1', [fresh.id])).toHaveLength(0);

      const booking = await holdBooking(t, { service: seeded.poojaService });
      expect((await t.as('provider', 'select public.remove_service($1) as r', [seeded.poojaService]))[0].r).toBe('paused');
      const [kept] = await t.sys('select active from public.services where id = $1', [seeded.poojaService]);
      expect(kept.active).toBe(false);
      expect((await t.sys('select service_id from public.bookings where id = $1', [booking.id]))[0].service_id).toBe(seeded.poojaService);
    }));

  it('a plain DELETE of a booked service pauses it too (the admin\'s included)', () =>
    tx(async (t) => {
      await holdBooking(t, { service: seeded.cateringService, guests: 200, days: 150 });
      expectRows(await t.try('admin', 'delete from public.services where id = $1 returning id', [seeded.cateringService]), 0);
      expect((await t.sys('select active from public.services where id = $1', [seeded.cateringService]))[0].active).toBe(false);
    }));

  it('nobody else removes a provider\'s service', () =>
    tx(async (t) => {
      for (const actor of ['customerA', 'customerB', 'pending'] as const) {
        expect(await hint(t, actor, 'select public.remove_service($1)', [seeded.poojaService])).toMatchObject({ code: '42501', hint: 'not_found' });
      }
      expectError(await t.try('anon', 'select public.remove_service($1)', [seeded.poojaService]), '42501');
      expect(await hint(t, { sub: ids.otherProvider }, 'select public.remove_service($1)', [seeded.poojaService])).toMatchObject({ code: '42501' });
      expect((await t.sys('select active from public.services where id = $1', [seeded.poojaService]))[0].active).toBe(true);
    }));
});

describe('bundles: the provider combines own services; totals are the database\'s', () => {
  const items = [{ service_id: seeded.poojaService, quantity: 1 }, { service_id: seeded.cateringService, quantity: 200 }];

  it('bundle_quote gives the individual total and the discount of a price', () =>
    tx(async (t) => {
      const [p] = await t.sys<{ pooja: string; plate: string }>(`select (select price_paise from public.services where id = $1) as pooja,
                                                                      (select price_paise from public.services where id = $2) as plate`,
                                                               [seeded.poojaService, seeded.cateringService]);
      const total = Number(p.pooja) + 200 * Number(p.plate);
      const [q] = await t.as('provider', 'select * from public.bundle_quote($1, $2)', [JSON.stringify(items), total - 1000000]);
      expect(Number(q.individual_total_paise)).toBe(total);
      expect(Number(q.discount_paise)).toBe(1000000);
      expect(Number(q.discount_percent)).toBeCloseTo((100 * 1000000) / total, 2);
    }));

  it('save_bundle creates it with its items; /bundles lists it with the same totals; editing replaces the items', () =>
    tx(async (t) => {
      const [{ id }] = await t.as('provider', `select public.save_bundle(p_name => 'Griha pravesh with lunch', p_bundle_price_paise => 10000000,
                                                 p_items => $1, p_max_guests => 200, p_duration_days => 1, p_terms => 'Advance is not refundable',
                                                 p_min_advance_paise => 2000000) as id`, [JSON.stringify(items)]);
      const [listed] = await t.as('anon', `select * from public.list_bundles(p_provider_id => $1, p_limit => 50) where id = $2`, [ids.providerRow, id]);
      const [q] = await t.as('provider', 'select * from public.bundle_quote($1, 10000000)', [JSON.stringify(items)]);
      expect(Number(listed.individual_total_paise)).toBe(Number(q.individual_total_paise));
      expect(Number(listed.discount_paise)).toBe(Number(q.discount_paise));
      expect(listed.items.map((i: { quantity: number }) => i.quantity)).toEqual([1, 200]);
      expect(listed.city).toBe('Bengaluru');

      await t.as('provider', `select public.save_bundle(p_bundle_id => $2, p_name => 'Griha pravesh with lunch', p_bundle_price_paise => 10000000, p_items => $1)`,
                 [JSON.stringify([{ ...items[0], quantity: 2 }, { ...items[1], quantity: 150 }]), id]);
      const after = await t.sys('select quantity from public.bundle_items where bundle_id = $1 order by sort_order', [id]);
      expect(after.map((r) => r.quantity)).toEqual([2, 150]);
    }));

  it('refuses fewer than two items, another provider\'s or a paused service, and callers who are not approved providers', () =>
    tx(async (t) => {
      const save = (actor: Parameters<Tx['try']>[0], its: unknown) =>
        hint(t, actor, `select public.save_bundle(p_name => 'A bundle', p_bundle_price_paise => 100000, p_items => $1)`, [JSON.stringify(its)]);
      expect(await save('provider', [items[0]])).toMatchObject({ code: '23514', hint: 'bundle_items_too_few' });
      expect(await save('provider', [items[0], { service_id: seeded.otherService, quantity: 1 }])).toMatchObject({ code: '23514', hint: 'bundle_item_service_invalid' });
      expect(await save('provider', [items[0], items[0]])).toMatchObject({ code: '23514', hint: 'bundle_item_service_invalid' });
      expect(await save('provider', [items[0], { ...items[1], quantity: 0 }])).toMatchObject({ code: '23514', hint: 'value_out_of_range' });
      for (const actor of ['pending', 'customerA', 'customerB'] as const) expect(await save(actor, items)).toMatchObject({ code: '42501' });
      expectError(await t.try('anon', `select public.bundle_quote($1)`, [JSON.stringify(items)]), '42501');
      // Another provider cannot edit this provider's bundle through it.
      expect(await hint(t, { sub: ids.otherProvider }, `select public.save_bundle(p_bundle_id => $2, p_name => 'Taken over', p_bundle_price_paise => 100, p_items => $1)`,
                        [JSON.stringify(items), seeded.bundle])).toMatchObject({ code: '42501', hint: 'not_found' });
    }));
});

describe('availability: blocked days and hours', () => {
  it('blocked hours are the provider\'s own; admins read them; nobody else reads or writes them', () =>
    tx(async (t) => {
      const [own] = await t.as('provider', `insert into public.provider_blocked_times (provider_id, day, starts_at, ends_at, note)
                                           values ($1, current_date + 200, '09:00', '13:00', 'Another wedding') returning id`, [ids.providerRow]);
      expect(await t.as('admin', 'select id from public.provider_blocked_times where id = $1', [own.id])).toHaveLength(1);
      for (const actor of ['anon', 'customerA', 'customerB', 'pending'] as const) {
        expectNoAccess(await t.try(actor, 'select id from public.provider_blocked_times where id = $1', [own.id]));
        const w = await t.try(actor, `insert into public.provider_blocked_times (provider_id, day, starts_at, ends_at) values ($1, current_date + 201, '09:00', '10:00') returning id`, [ids.providerRow]);
        expect(w.error?.code).toBe('42501');
      }
      expectNoAccess(await t.try({ sub: ids.otherProvider }, 'delete from public.provider_blocked_times where id = $1 returning id', [own.id]));
      expectError(await t.try('provider', `insert into public.provider_blocked_times (provider_id, day, starts_at, ends_at) values ($1, current_date + 202, '13:00', '09:00')`, [ids.providerRow]), '23514');
    }));

  it('the request form\'s calendar greys out a blocked day and a day whose hours are all blocked, and refuses a blocked hour', () =>
    tx(async (t) => {
      const day = 230;
      await t.as('provider', `insert into public.provider_blocked_dates (provider_id, day) values ($1, $2)`, [ids.providerRow, inDays(day)]);
      await t.as('provider', `insert into public.provider_blocked_times (provider_id, day, starts_at, ends_at) values ($1, $2, '00:00', '23:59')`, [ids.providerRow, inDays(day + 1)]);
      await t.as('provider', `insert into public.provider_blocked_times (provider_id, day, starts_at, ends_at) values ($1, $2, '09:00', '13:00')`, [ids.providerRow, inDays(day + 2)]);
      const cal = await t.as('anon', 'select day::text, reason from public.booking_unavailable_dates(p_service_id => $1, p_from => $2, p_to => $3)',
                             [seeded.poojaService, inDays(day), inDays(day + 2)]);
      expect(Object.fromEntries(cal.map((r) => [r.day, r.reason]))).toEqual({ [inDays(day)]: 'blocked', [inDays(day + 1)]: 'blocked' });
      const req = (d: number, time: string) =>
        hint(t, 'customerA', 'select * from public.request_booking(p_service_id => $1, p_event_date => $2, p_event_time => $3, p_guest_count => 50, p_venue_address => $4)',
             [seeded.poojaService, inDays(d), time, '12 Temple Street, Jayanagar, Bengaluru 560041']);
      expect(await req(day, '18:00')).toMatchObject({ hint: 'date_blocked' });
      expect(await req(day + 2, '10:00')).toMatchObject({ hint: 'date_blocked' });
      expect((await req(day + 2, '17:00')).code).toBeUndefined();
    }));

  it('category pages and search leave out who is not free on the event date, for visitors too', () =>
    tx(async (t) => {
      const day = inDays(240);
      const listed = async (actor: 'anon' | 'customerA', date: string | null) =>
        (await t.as(actor, `select id from public.list_services(p_category => 'pooja-services', p_provider_id => $1, p_event_date => $2, p_limit => 50)`,
                    [ids.providerRow, date])).map((r) => r.id);
      expect(await listed('anon', day)).toContain(seeded.poojaService);
      await t.as('provider', `insert into public.provider_blocked_dates (provider_id, day) values ($1, $2)`, [ids.providerRow, day]);
      expect(await listed('anon', day)).not.toContain(seeded.poojaService);
      expect(await listed('anon', inDays(241))).toContain(seeded.poojaService);
      expect(await listed('customerA', null)).toContain(seeded.poojaService);
      const found = async (date: string) =>
        (await t.as('customerA', `select id from public.search_catalogue(p_q => 'griha pravesh smartha', p_kind => 'service', p_event_date => $1, p_limit => 50)`, [date])).map((r) => r.id);
      expect(await found(day)).not.toContain(seeded.poojaService);
      expect(await found(inDays(241))).toContain(seeded.poojaService);
      expect(await hint(t, 'anon', `select * from public.list_services(p_event_date => current_date - 1)`)).toMatchObject({ code: '22023', hint: 'event_date_past' });
    }));

  it('a service whose every lane is taken that day leaves the date filter; one with a free lane stays', () =>
    tx(async (t) => {
      const day = 245;
      const [s] = await addService(t, { capacity: 2 });
      const listed = async () =>
        (await t.as('anon', `select id from public.list_services(p_category => 'music', p_provider_id => $2, p_event_date => $1, p_limit => 50)`,
                    [inDays(day), ids.providerRow])).some((r) => r.id === s.id);
      await holdBooking(t, { service: s.id, days: day, time: '10:00' });
      expect(await listed()).toBe(true);
      await holdBooking(t, { service: s.id, days: day, time: '10:00', customer: 'customerB' });
      expect(await listed()).toBe(false);
    }));
});
