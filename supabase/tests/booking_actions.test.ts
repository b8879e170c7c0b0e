// public.my_booking_actions (issue 23): what the signed-in person may do with a booking now. Each
// answer is held against the database itself: every status is tried as an update, and the moves
// offered are exactly the ones that go through, for the customer, the provider, a stranger, an
// admin and the system, from every open status and from a final one. An admin moves a booking only
// through admin_act_on_booking (issue 26), so that is what an admin's answer is held against.
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '../../shared/supabase/booking-graph.generated.ts';
import { setupDb, type Actor, type Tx } from './helpers/db.ts';
import { bookingIn, inDays } from './helpers/bookings.ts';
import { expectError } from './helpers/expect.ts';

const { tx } = setupDb();

const people = ['customerA', 'provider', 'customerB', 'admin', 'service'] as const;

const actionsOf = async (t: Tx, who: Actor, id: string) =>
  (await t.as<{ to_status: string; actor: string }>(who, 'select to_status, actor from public.my_booking_actions($1)', [id])).map(
    (r) => `${r.to_status}:${r.actor}`,
  );

/** The statuses `who` can really move the booking to: each tried, then undone. */
async function movesThatGoThrough(t: Tx, who: Actor, id: string, from: string): Promise<string[]> {
  const taken: string[] = [];
  for (const to of BOOKING_STATUSES.filter((status) => status !== from)) {
    await t.sys('savepoint probe');
    const r = who === 'admin'
      ? await t.try(who, `select public.admin_act_on_booking($1, $2, 'Probing the admin edges') as id`, [id, to])
      : await t.try(who, 'update public.bookings set status = $2 where id = $1 returning id', [id, to]);
    if (!r.error && r.rows.length === 1) taken.push(to);
    await t.sys('rollback to savepoint probe');
  }
  return taken;
}

describe('my_booking_actions', () => {
  it('offers each person exactly the moves the database then takes', () =>
    tx(async (t) => {
      const bookings = {
        held: await bookingIn(t, 'held'),
        requested: await bookingIn(t, 'requested'),
        confirmed: await bookingIn(t, 'confirmed'),
        declined: await bookingIn(t, 'declined'),
      };
      // A confirmed booking whose event is over: now it may also be completed.
      const past = await bookingIn(t, 'confirmed');
      await t.as('service', 'update public.bookings set event_date = $2 where id = $1', [past, inDays(-3)]);
      const cases = [...Object.entries(bookings), ['confirmed (event over)', past] as const];
      for (const [label, id] of cases) {
        const from = label.split(' ')[0]!;
        for (const who of people) {
          const offered = [...new Set((await actionsOf(t, who, id)).map((a) => a.split(':')[0]))];
          expect(offered.sort(), `${who} from ${label}`).toEqual((await movesThatGoThrough(t, who, id, from)).sort());
        }
      }
    }));

  it('names whose edge each move is: the party its own, an admin the admin edges, a stranger none', () =>
    tx(async (t) => {
      const requested = await bookingIn(t, 'requested');
      expect(await actionsOf(t, 'customerA', requested)).toEqual(['cancelled_by_customer:customer']);
      expect(await actionsOf(t, 'provider', requested)).toEqual(['confirmed:provider', 'declined:provider']);
      expect(await actionsOf(t, 'customerB', requested)).toEqual([]);
      // For the provider (declined) or the customer (cancelled), a full refund either way (issue 26).
      expect(await actionsOf(t, 'admin', requested)).toEqual(['declined:admin', 'cancelled_by_customer:admin']);
      // A hold is not the provider's to answer yet, and not yet paid, so nobody may ask the provider.
      const held = await bookingIn(t, 'held');
      expect(await actionsOf(t, 'provider', held)).toEqual([]);
      expect(await actionsOf(t, 'admin', held)).toEqual([]);
      // Confirmed, event ahead: the provider may cancel but not complete yet.
      const confirmed = await bookingIn(t, 'confirmed');
      expect(await actionsOf(t, 'provider', confirmed)).toEqual(['cancelled_by_provider:provider']);
    }));

  it('is for signed-in people: a visitor may not ask', () =>
    tx(async (t) => {
      const id = await bookingIn(t, 'requested');
      expectError(await t.try('anon', 'select * from public.my_booking_actions($1)', [id]), '42501');
    }));
});
