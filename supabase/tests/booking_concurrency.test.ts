// Issue 14, item 2: fifty customers ask for one slot at the same moment, over HTTP as the app
// does (PostgREST, its pool, read committed). Exactly one hold wins; the other forty-nine get
// the keyed "slot_taken" answer with other dates to offer, and no request fails otherwise.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { ownerConnection, seeded } from './helpers/db.ts';
import { inDays } from './helpers/bookings.ts';
import { httpCustomers, type HttpCustomer } from './helpers/http-customers.ts';

const { url, anonKey, jwtSecret } = inject('stack');
let fixture: Awaited<ReturnType<typeof httpCustomers>>;
let blocker: Awaited<ReturnType<typeof httpCustomers>>;

beforeAll(async () => {
  fixture = await httpCustomers(jwtSecret, 50, 'race');
  blocker = await httpCustomers(jwtSecret, 1, 'season-blocker');
});
afterAll(async () => {
  await fixture?.remove();
  await blocker?.remove();
});

function requestBooking(customer: HttpCustomer, body: Record<string, unknown>) {
  return fetch(`${url}/rest/v1/rpc/request_booking`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('fifty requests for one slot', () => {
  it('exactly one hold wins; every other gets slot_taken with dates to suggest', async () => {
    // A day no other suite uses, at the pooja's usual hour.
    const day = inDays(333);
    const body = { p_service_id: seeded.poojaService, p_event_date: day, p_event_time: '10:00', p_guest_count: 40,
                   p_venue_address: '7 Temple Road, Basavanagudi, Bengaluru' };
    const responses = await Promise.all(fixture.customers.map(async (c) => {
      const res = await requestBooking(c, body);
      return { status: res.status, body: (await res.json()) as Record<string, unknown> | Record<string, unknown>[] };
    }));

    const won = responses.filter((r) => r.status === 200);
    // PostgREST answers an exclusion violation (23P01) with 400; the hint says which rule.
    const lost = responses.filter((r) => r.status === 400);
    expect(responses.filter((r) => r.status !== 200 && r.status !== 400).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const r of lost) {
      const error = r.body as { code: string; hint: string; details: string };
      expect(error).toMatchObject({ code: '23P01', hint: 'slot_taken' });
      const details = JSON.parse(error.details) as { field: string; suggested_dates: string[] };
      expect(details.field).toBe('event_date');
      expect(details.suggested_dates.length).toBeGreaterThan(0);
      expect(details.suggested_dates).not.toContain(day);
    }

    // The database holds one booking of that slot, held by the winner.
    const db = await ownerConnection();
    try {
      const { rows } = (await db.query(
        `select b.status, b.customer_id from public.bookings b where b.service_id = $1 and b.event_date = $2 and b.customer_id = any($3)`,
        [seeded.poojaService, day, fixture.customers.map((c) => c.id)])) as { rows: { status: string }[] };
      expect(rows).toHaveLength(1);
      expect(rows[0]!.status).toBe('held');
      const winner = (won[0]!.body as { tracking_code: string }[])[0]!;
      expect(winner.tracking_code).toMatch(/^UTS-/);
    } finally {
      await db.end();
    }
  });
});

// The security review's script: one account held a function hall on 40 dates in 4.5 s, all at
// once. The caps of 0045 count under a per-customer lock, so parallel requests cannot all see
// fewer than two holds before them.
describe('one customer, forty requests at once', () => {
  it('two holds with the provider win; the rest are refused with too_many_holds_with_provider', async () => {
    const hall = 'c0000000-0000-4000-8000-000000001007';
    const customer = blocker.customers[0]!;
    const responses = await Promise.all(Array.from({ length: 40 }, async (_, i) => {
      const res = await requestBooking(customer, { p_service_id: hall, p_event_date: inDays(320 + i), p_event_time: '10:00', p_guest_count: 200 });
      return { status: res.status, body: (await res.json()) as { hint?: string; details?: string } };
    }));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(2);
    const refused = responses.filter((r) => r.status !== 200);
    expect(refused.map((r) => `${r.status} ${r.body.hint}`)).toEqual(Array(38).fill('400 too_many_holds_with_provider'));
    const db = await ownerConnection();
    try {
      const { rows } = await db.query('select count(*)::int as n from public.bookings where customer_id = $1', [customer.id]);
      expect(rows).toEqual([{ n: 2 }]);
    } finally {
      await db.end();
    }
  });
});
