// booking_events: the history is readable by whoever can read the booking and written
// only by the database.
import { describe, expect, it } from 'vitest';
import { ids, seeded, setupDb } from './helpers/db.ts';
import { expectError, expectNoAccess } from './helpers/expect.ts';

const { tx } = setupDb();
const b = seeded.bookings;

describe('booking_events', () => {
  it('every seeded booking has its history, first event "held"', () =>
    tx(async (t) => {
      const rows = await t.sys(`select b.id, (select e.to_status from public.booking_events e where e.booking_id = b.id order by e.id limit 1) as first,
                                      (select count(*) from public.booking_events e where e.booking_id = b.id)::int as n
                               from public.bookings b`);
      for (const r of rows) {
        expect(r.first).toBe('held');
        expect(r.n).toBeGreaterThanOrEqual(1);
      }
    }));

  it('customer A reads the history of her bookings only', () =>
    tx(async (t) => {
      const rows = await t.as('customerA', 'select e.booking_id, bk.customer_id from public.booking_events e join public.bookings bk on bk.id = e.booking_id');
      expect(rows.length).toBeGreaterThanOrEqual(20);
      expect(rows.every((r) => r.customer_id === ids.customerA)).toBe(true);
    }));

  it('customer B, the pending provider and visitors cannot read A\'s history', () =>
    tx(async (t) => {
      for (const actor of ['customerB', 'pending', 'anon'] as const) {
        expectNoAccess(await t.try(actor, 'select id from public.booking_events where booking_id = $1', [b.confirmed]));
      }
    }));

  it('the provider reads the history of its bookings; admins read all', () =>
    tx(async (t) => {
      expect((await t.as('provider', 'select id from public.booking_events where booking_id = $1', [b.confirmed])).length).toBe(3); // held, requested, confirmed
      expect(await t.as('provider', 'select id from public.booking_events where booking_id = $1', [b.expired])).toHaveLength(0);
      const [{ all }] = await t.sys('select count(*)::int as all from public.booking_events');
      expect((await t.as('admin', 'select count(*)::int as c from public.booking_events'))[0].c).toBe(all);
    }));

  it('nobody writes history by hand, admins included', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerA', 'customerB', 'pending', 'provider', 'admin'] as const) {
        expectError(await t.try(actor, `insert into public.booking_events (booking_id, to_status, actor_role) values ($1, 'completed', 'system')`, [b.requested]), '42501');
        expectError(await t.try(actor, `update public.booking_events set note = 'rewritten' where booking_id = $1`, [b.requested]), '42501');
        expectError(await t.try(actor, `delete from public.booking_events where booking_id = $1`, [b.requested]), '42501');
      }
    }));
});
