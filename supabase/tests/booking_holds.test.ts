// Holds, lanes and blocked days (0034): request_booking holds a slot for 15 minutes while the
// customer pays; a service takes as many overlapping bookings as its capacity; a bundle also
// occupies the services it includes; a provider's blocked days take none; lapsed holds free
// their slot; the calendar's unavailable days; the venue is the provider's only once confirmed.
import { describe, expect, it } from 'vitest';
import { createUser, ids, seeded, setupDb, type Actor, type Tx } from './helpers/db.ts';
import { expectError, expectNoRows, expectRows } from './helpers/expect.ts';
import { inDays, indiaIn, payAdvance } from './helpers/bookings.ts';

const { tx } = setupDb();

/** Shubh Utsav Events' kalyana mantapa: per_day, a function hall (no venue address needed). */
const HALL = 'c0000000-0000-4000-8000-000000001007';

const REQUEST = `select * from public.request_booking(p_service_id => $1, p_bundle_id => $2, p_event_date => $3,
  p_event_time => $4, p_guest_count => $5, p_venue_address => $6, p_special_requirements => $7)`;

function ask(t: Tx, who: Actor | { sub: string }, o: { service?: string | null; bundle?: string; day: number; time?: string; guests?: number; venue?: string | null }) {
  return t.try(who, REQUEST, [o.bundle ? null : (o.service ?? seeded.poojaService), o.bundle ?? null, inDays(o.day), o.time ?? '10:00',
    o.guests ?? 50, o.venue === undefined ? '14 Temple Street, Jayanagar, Bengaluru' : o.venue, null]);
}

/** The keyed error PostgREST would send: hint and parsed details. */
async function keyed(t: Tx, who: Actor | { sub: string }, sql: string, params: unknown[]) {
  await t.sys('savepoint keyed');
  try {
    await t.as(who, sql, params);
    return undefined;
  } catch (e) {
    const err = e as { code: string; hint?: string; detail?: string };
    return { code: err.code, hint: err.hint, detail: err.detail ? JSON.parse(err.detail) : undefined };
  } finally {
    await t.sys('rollback to savepoint keyed');
  }
}

describe('request_booking', () => {
  it('holds the slot for 15 minutes, stores the venue for the customer, and prices it as quote_booking does', () =>
    tx(async (t) => {
      const r = await ask(t, 'customerA', { day: 120, guests: 40 });
      expectRows(r, 1);
      const row = r.rows[0] as Record<string, unknown>;
      expect(row.tracking_code).toMatch(/^UTS-[2-9A-HJKMNP-Z]{6}$/);
      expect(Math.abs((row.hold_expires_at as Date).getTime() - Date.now() - 15 * 60_000)).toBeLessThan(60_000);
      const [quote] = await t.as('anon', 'select * from public.quote_booking(p_service_id => $1, p_guest_count => 40)', [seeded.poojaService]);
      expect([row.total_paise, row.advance_paise, row.remaining_paise]).toEqual([quote!.total_paise, quote!.advance_paise, quote!.remaining_paise]);
      const [booking] = await t.as('customerA', 'select status from public.bookings where id = $1', [row.booking_id]);
      expect(booking!.status).toBe('held');
      expect(await t.as('customerA', 'select venue_address from public.booking_venues where booking_id = $1', [row.booking_id]))
        .toEqual([{ venue_address: '14 Temple Street, Jayanagar, Bengaluru' }]);
    }));

  it('names the field of each mistake: venue, too soon, past, too far, guests, missing date', () =>
    tx(async (t) => {
      const params = (o: Partial<{ date: string | null; time: string; guests: number | null; venue: string | null; service: string }>) =>
        [o.service ?? seeded.poojaService, null, o.date === undefined ? inDays(121) : o.date, o.time ?? '10:00',
         o.guests === undefined ? 50 : o.guests, o.venue === undefined ? '14 Temple Street, Bengaluru' : o.venue, null];
      expect(await keyed(t, 'customerA', REQUEST, params({ venue: '  ' }))).toMatchObject({ hint: 'venue_address_required', detail: { field: 'venue_address' } });
      expect(await keyed(t, 'customerA', REQUEST, params({ venue: 'abc' }))).toMatchObject({ hint: 'value_out_of_range', detail: { field: 'venue_address' } });
      // 12 hours ahead: in the future, within the 26 hours a provider needs, at any hour of the day.
      const soon = indiaIn(12);
      expect(await keyed(t, 'customerA', REQUEST, params({ date: soon.date, time: soon.time }))).toMatchObject({ hint: 'event_too_soon', detail: { field: 'event_date' } });
      expect(await keyed(t, 'customerA', REQUEST, params({ date: inDays(-3) }))).toMatchObject({ hint: 'event_date_past', detail: { field: 'event_date' } });
      // A year ahead at most, in India's calendar (0042); a day within it is taken.
      expect(await keyed(t, 'customerA', REQUEST, params({ date: inDays(367) }))).toMatchObject({ hint: 'event_too_far', detail: { field: 'event_date', days: 365 } });
      expect(await keyed(t, 'customerA', REQUEST, params({ date: inDays(364) }))).toBeUndefined();
      expect(await keyed(t, 'customerA', REQUEST, params({ guests: 151 }))).toMatchObject({ hint: 'guest_count_above_max', detail: { field: 'guest_count', max: 150 } });
      expect(await keyed(t, 'customerA', REQUEST, params({ guests: null }))).toMatchObject({ hint: 'value_out_of_range', detail: { field: 'guest_count' } });
      expect(await keyed(t, 'customerA', REQUEST, params({ date: null }))).toMatchObject({ hint: 'text_required', detail: { field: 'event_date' } });
      // A function hall is the venue: no address needed.
      expect(await keyed(t, 'customerA', REQUEST, params({ service: HALL, venue: null, guests: 200 }))).toBeUndefined();
      // Visitors sign in first.
      expectError(await ask(t, 'anon', { day: 122 }), '42501');
    }));

  it('a taken slot is refused with other free dates at the same time, nearest first', () =>
    tx(async (t) => {
      expectRows(await ask(t, 'customerA', { day: 130 }), 1);
      // The day after is blocked by the provider; the day before is taken too. A later day comes before an earlier one as near.
      expectRows(await ask(t, 'customerA', { day: 129 }), 1);
      await t.as('provider', `insert into public.provider_blocked_dates (provider_id, day) values ($1, $2)`, [ids.providerRow, inDays(131)]);
      const err = await keyed(t, 'customerB', REQUEST, [seeded.poojaService, null, inDays(130), '11:00', 50, '2 MG Road, Bengaluru', null]);
      expect(err).toMatchObject({ code: '23P01', hint: 'slot_taken', detail: { field: 'event_date' } });
      expect(err!.detail.suggested_dates).toEqual([inDays(132), inDays(128), inDays(133)]);
    }));
});

describe('capacity and lanes', () => {
  it('a service takes as many overlapping bookings as its capacity, and no more', () =>
    tx(async (t) => {
      await t.as('provider', 'update public.services set concurrent_capacity = 2 where id = $1', [seeded.poojaService]);
      const customers = [await createUser(t, 'lane-1'), await createUser(t, 'lane-2'), await createUser(t, 'lane-3')];
      expectRows(await ask(t, { sub: customers[0]! }, { day: 140, time: '10:00' }), 1);
      expectRows(await ask(t, { sub: customers[1]! }, { day: 140, time: '11:00' }), 1);
      expectError(await ask(t, { sub: customers[2]! }, { day: 140, time: '12:00' }), '23P01', /slot was just taken/);
      const lanes = await t.sys(`select s.lane from public.booking_slots s join public.bookings b on b.id = s.booking_id
                                 where b.service_id = $1 and b.event_date = $2 order by s.lane`, [seeded.poojaService, inDays(140)]);
      expect(lanes.map((l) => l.lane)).toEqual([1, 2]);
    }));

  it('a bundle occupies the services it includes: the bundle\'s day blocks its catering, and the catering blocks the bundle', () =>
    tx(async (t) => {
      // The Complete South Indian Wedding includes the provider's banana-leaf catering; it takes two days.
      expectRows(await ask(t, 'customerB', { bundle: seeded.bundle, day: 150, guests: 250 }), 1);
      expectError(await ask(t, 'customerA', { service: seeded.cateringService, day: 151, time: '12:00', guests: 200 }), '23P01');
      expectRows(await ask(t, 'customerA', { service: seeded.cateringService, day: 155, time: '12:00', guests: 200 }), 1);
      expectError(await ask(t, 'customerB', { bundle: seeded.bundle, day: 154, guests: 250 }), '23P01');
    }));

  it('a blocked day takes no booking, whatever the time; lifting the block frees it', () =>
    tx(async (t) => {
      await t.as('provider', `insert into public.provider_blocked_dates (provider_id, day, note) values ($1, $2, 'Family wedding')`, [ids.providerRow, inDays(160)]);
      const err = await keyed(t, 'customerA', REQUEST, [seeded.poojaService, null, inDays(160), '18:00', 50, '2 MG Road, Bengaluru', null]);
      expect(err).toMatchObject({ hint: 'date_blocked', detail: { field: 'event_date' } });
      // A two-day bundle starting the day before reaches into it.
      expectError(await ask(t, 'customerA', { bundle: seeded.bundle, day: 159, guests: 250 }), '23514');
      await t.as('provider', 'delete from public.provider_blocked_dates where provider_id = $1 and day = $2', [ids.providerRow, inDays(160)]);
      expectRows(await ask(t, 'customerA', { day: 160, time: '18:00' }), 1);
    }));

  it('only the provider keeps its blocked days; other providers and customers neither see nor add them', () =>
    tx(async (t) => {
      await t.as('provider', `insert into public.provider_blocked_dates (provider_id, day) values ($1, $2)`, [ids.providerRow, inDays(161)]);
      expectNoRows(await t.try('customerA', 'select day from public.provider_blocked_dates'));
      expectNoRows(await t.try({ sub: ids.otherProvider }, 'select day from public.provider_blocked_dates where provider_id = $1', [ids.providerRow]));
      expectError(await t.try({ sub: ids.otherProvider }, `insert into public.provider_blocked_dates (provider_id, day) values ($1, $2)`, [ids.providerRow, inDays(162)]), '42501');
      expectError(await t.try('customerA', `insert into public.provider_blocked_dates (provider_id, day) values ($1, $2)`, [ids.providerRow, inDays(162)]), '42501');
      expect((await t.as('admin', 'select count(*)::int as n from public.provider_blocked_dates where provider_id = $1', [ids.providerRow]))[0]!.n).toBe(1);
    }));

  it('a lapsed hold frees its slot for the next customer at once, before any timer runs', () =>
    tx(async (t) => {
      const first = await ask(t, 'customerA', { day: 170 });
      const id = (first.rows[0] as { booking_id: string }).booking_id;
      await t.sys(`update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1`, [id]);
      expectRows(await ask(t, 'customerB', { day: 170 }), 1);
      expect((await t.sys('select status from public.bookings where id = $1', [id]))[0]!.status).toBe('payment_expired');
      // The cancelled, declined or expired give their slot back too.
      const second = await ask(t, 'customerA', { day: 171 });
      await t.as('customerA', `update public.bookings set status = 'cancelled_by_customer' where id = $1`, [(second.rows[0] as { booking_id: string }).booking_id]);
      expectRows(await ask(t, 'customerB', { day: 171 }), 1);
    }));
});

describe('booking_unavailable_dates', () => {
  it('says which days the calendar greys out and why, for visitors too', () =>
    tx(async (t) => {
      await t.as('provider', `insert into public.provider_blocked_dates (provider_id, day) values ($1, $2)`, [ids.providerRow, inDays(101)]);
      // The hall is taken for the whole day 102.
      expectRows(await ask(t, 'customerA', { service: HALL, day: 102, guests: 200, venue: null }), 1);
      const rows = await t.as('anon', 'select day::text, reason from public.booking_unavailable_dates(p_service_id => $1, p_from => $2, p_to => $3)',
        [HALL, inDays(0), inDays(103)]);
      const reasons = Object.fromEntries(rows.map((r) => [r.day, r.reason]));
      expect(reasons[inDays(0)]).toBe('too_soon');
      expect(reasons[inDays(101)]).toBe('blocked');
      expect(reasons[inDays(102)]).toBe('full');
      expect(reasons[inDays(103)]).toBeUndefined();
      expect(reasons[inDays(50)]).toBeUndefined();
      expectError(await t.try('anon', 'select * from public.booking_unavailable_dates(p_service_id => $1, p_from => $2, p_to => $3)',
        [HALL, inDays(0), inDays(121)]), '22023');
    }));

  it('a day whose every offered start is too soon is too_soon, whatever the hour the calendar is read at', () =>
    tx(async (t) => {
      // The fresh-clone CI ran at 20:09 IST: with the 26-hour lead time, tomorrow's 22:00 start was
      // too soon and its 23:00 was not, so no start (6:00-22:00) was left and the day came back
      // 'blocked' (the reference said 'full'). The clock is pinned to that hour here: the lead
      // time ends at 22:30 on day 1.
      const day1 = inDays(1);
      await t.sys(`create or replace function private.earliest_event_start() returns timestamptz language sql stable
                   set search_path to '' as $$ select private.event_start('${day1}'::date, time '22:30') $$`);
      const rows = await t.as('anon', 'select day::text, reason from public.booking_unavailable_dates($1, $2, $3, $4)',
        [seeded.poojaService, null, inDays(0), inDays(3)]);
      expect(rows).toEqual([{ day: inDays(0), reason: 'too_soon' }, { day: day1, reason: 'too_soon' }]);
    }));

  it('agrees with asking every start, whatever the hour the calendar is read at (the lead time ending at each half hour of a day)', () =>
    tx(async (t) => {
      await t.as('provider', `insert into public.provider_blocked_dates (provider_id, day) values ($1, $2)`, [ids.providerRow, inDays(3)]);
      expectRows(await ask(t, 'customerA', { day: 2, time: '18:00' }), 1);
      for (let half = 0; half < 48; half++) {
        const at = `${String(Math.floor(half / 2)).padStart(2, '0')}:${half % 2 ? '30' : '00'}`;
        await t.sys(`create or replace function private.earliest_event_start() returns timestamptz language sql stable
                     set search_path to '' as $$ select private.event_start('${inDays(1)}'::date, time '${at}') $$`);
        for (const service of [seeded.poojaService, HALL]) {
          const expected = (await t.sys<{ day: string; reason: string | null }>(reference, [service, null, inDays(0), ids.providerRow, 4])).filter((r) => r.reason);
          const actual = await t.as('anon', 'select day::text, reason from public.booking_unavailable_dates($1, $2, $3, $4)', [service, null, inDays(0), inDays(4)]);
          expect(actual, `${service} read when the lead time ends at ${at} on day 1`).toEqual(expected);
        }
      }
    }));

  /** What asking every start of every day through slot_claimable says (0034's definition). */
  const reference = `
    select d::text as day,
           case
             when private.event_start(d, time '22:00') < private.earliest_event_start() then 'too_soon'
             when exists (select 1 from public.provider_blocked_dates pb where pb.provider_id = $4 and pb.day = d) then 'blocked'
             when not exists (
               select 1 from generate_series(6, 22) h
               where private.event_start(d, make_time(h, 0, 0)) >= private.earliest_event_start()
                 and private.slot_claimable($1, $2, private.booking_slot($1, $2, d, make_time(h, 0, 0)))) then 'full'
           end as reason
    from generate_series($3::date, $3::date + coalesce($5::integer, 119), interval '1 day') g, lateral (select g::date as d) x`;

  async function expectAsReference(t: Tx, service: string | null, bundle: string | null) {
    const expected = (await t.sys<{ day: string; reason: string | null }>(reference, [service, bundle, inDays(0), ids.providerRow, null])).filter((r) => r.reason);
    const actual = await t.as('anon', 'select day::text, reason from public.booking_unavailable_dates($1, $2, $3, $4)', [service, bundle, inDays(0), inDays(119)]);
    expect(actual, `${service ?? bundle}`).toEqual(expected);
    // Something besides the lead time shows up, so the comparison is not of two empty calendars.
    expect(actual.some((r) => r.reason !== 'too_soon'), `${service ?? bundle}`).toBe(true);
    return Object.fromEntries(actual.map((r) => [r.day, r.reason]));
  }

  it('answers as asking every start of every day would (0043 reads what is busy once)', () =>
    tx(async (t) => {
      // Near some days, something: an hourly pooja booked at 10:00, its 22:00 start running into a
      // blocked day, the two-day wedding bundle (which also takes its catering), the hall.
      await t.as('provider', `insert into public.provider_blocked_dates (provider_id, day) values ($1, $2), ($1, $3)`, [ids.providerRow, inDays(71), inDays(80)]);
      expectRows(await ask(t, 'customerA', { day: 65, time: '10:00' }), 1);
      expectRows(await ask(t, 'customerA', { bundle: seeded.bundle, day: 75, guests: 200, venue: 'Sri Krishna Kalyana Mantapa, Jayanagar' }), 1);
      // Another customer: one may hold at most two of a provider's slots at once (0045).
      expectRows(await ask(t, 'customerB', { service: HALL, day: 77, guests: 200, venue: null }), 1);
      for (const [service, bundle] of [[seeded.poojaService, null], [null, seeded.bundle], [HALL, null], [seeded.cateringService, null]] as const) {
        await expectAsReference(t, service, bundle);
      }
    }));

  it('counts lanes as the booking does: a day is full only when every lane is, a lapsed hold frees its lane, lanes above the capacity do not count', () =>
    tx(async (t) => {
      await t.as('provider', 'update public.services set concurrent_capacity = 2 where id = $1', [HALL]);
      // Three customers: one may hold at most two of a provider's slots at once (0045).
      const [c1, c2, c3] = [await createUser(t, 'cal-1'), await createUser(t, 'cal-2'), await createUser(t, 'cal-3')];
      const book = async (who: string, day: number) => {
        const r = await ask(t, { sub: who }, { service: HALL, day, guests: 200, venue: null });
        expectRows(r, 1);
        return (r.rows[0] as { booking_id: string }).booking_id;
      };
      await book(c1, 90); // one lane of two
      await book(c1, 91); // both lanes
      await book(c2, 91);
      await book(c3, 92); // both, then one hold lapses
      await t.sys(`update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1`, [await book(c2, 92)]);
      const firstLane = await book(c3, 93); // both, then the first is cancelled: lane 2 alone
      await book(c2, 93);
      await t.as({ sub: c3 }, `update public.bookings set status = 'cancelled_by_customer' where id = $1`, [firstLane]);
      const two = await expectAsReference(t, HALL, null);
      expect([two[inDays(90)], two[inDays(91)], two[inDays(92)], two[inDays(93)]]).toEqual([undefined, 'full', undefined, undefined]);

      await t.sys('update public.services set concurrent_capacity = 1 where id = $1', [HALL]);
      const one = await expectAsReference(t, HALL, null);
      expect([one[inDays(90)], one[inDays(91)], one[inDays(92)], one[inDays(93)]]).toEqual(['full', 'full', 'full', undefined]);
    }));
});

describe('privacy: the venue and the customer\'s phone', () => {
  it('the provider reads the venue and the customer\'s profile only once it confirmed the booking', () =>
    tx(async (t) => {
      const customer = await createUser(t, 'venue-owner', { phone: '9876501234' });
      const r = await ask(t, { sub: customer }, { day: 190 });
      const id = (r.rows[0] as { booking_id: string }).booking_id;
      const venue = 'select venue_address from public.booking_venues where booking_id = $1';
      const profile = 'select phone from public.profiles where id = $1';
      expectNoRows(await t.try('provider', venue, [id]));
      await payAdvance(t, id);
      // A request: what, when, how many; not where, nor the phone.
      expect(await t.as('provider', 'select status from public.bookings where id = $1', [id])).toEqual([{ status: 'requested' }]);
      expectNoRows(await t.try('provider', venue, [id]));
      expectNoRows(await t.try('provider', profile, [customer]));
      await t.as('provider', `update public.bookings set status = 'confirmed' where id = $1`, [id]);
      expectRows(await t.try('provider', venue, [id]), 1);
      expectRows(await t.try('provider', profile, [customer]), 1);
      // Nobody else, ever.
      for (const who of ['customerA', 'customerB', 'pending', { sub: ids.otherProvider }] as const) expectNoRows(await t.try(who, venue, [id]));
      expect((await t.as('admin', venue, [id])).length).toBe(1);
    }));

  it('the customer corrects the venue only while the hold lasts', () =>
    tx(async (t) => {
      const r = await ask(t, 'customerA', { day: 191 });
      const id = (r.rows[0] as { booking_id: string }).booking_id;
      expectRows(await t.try('customerA', `update public.booking_venues set venue_address = '22 Temple Street, Bengaluru' where booking_id = $1 returning 1`, [id]), 1);
      expectNoRows(await t.try('customerB', `update public.booking_venues set venue_address = 'Elsewhere Road' where booking_id = $1 returning 1`, [id]));
      await payAdvance(t, id);
      expectNoRows(await t.try('customerA', `update public.booking_venues set venue_address = '99 Other Road, Mysuru' where booking_id = $1 returning 1`, [id]));
    }));
});
