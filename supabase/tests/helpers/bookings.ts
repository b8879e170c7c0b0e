// Bookings brought to any status the way the lifecycle gets there (0034): the customer's
// request holds the slot, the system records the paid advance (which asks the provider), the
// provider answers. Inside a test's transaction, so everything is rolled back.
import { seeded, type Actor, type Tx } from './db.ts';

export const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * India's date and whole hour `hours` from now (rounded down), as an event's date and time. A test
 * of "too soon" needs this, not `inDays(1)` at a fixed time: tomorrow at 09:00 in India is within
 * the 26-hour limit only from 01:30 UTC on, so such a test failed between 00:00 and 01:30 UTC.
 */
export function indiaIn(hours: number): { date: string; time: string } {
  const at = new Date(Date.now() + hours * 3_600_000 + 330 * 60_000).toISOString();
  return { date: at.slice(0, 10), time: `${at.slice(11, 13)}:00` };
}

/** Each booking of a suite on its own day, so no two take the same slot unless a test wants it. */
let nextDay = 60;

export interface BookingFixture {
  service?: string;
  bundle?: string;
  customer?: Actor | { sub: string };
  /** Days from today (default: a fresh day 60+ days ahead). */
  days?: number;
  time?: string;
  guests?: number;
}

export async function holdBooking(t: Tx, opts: BookingFixture = {}): Promise<Record<string, unknown> & { id: string }> {
  const [row] = await t.as<{ id: string }>(opts.customer ?? 'customerA',
    `insert into public.bookings (service_id, bundle_id, event_date, event_time, guest_count)
     values ($1, $2, $3, $4, $5) returning *`,
    [opts.bundle ? null : (opts.service ?? seeded.poojaService), opts.bundle ?? null, inDays(opts.days ?? nextDay++),
     opts.time ?? '10:00', opts.guests ?? 50]);
  return row;
}

/** The gateway confirmed the advance: what payments-verify records. */
export const payAdvance = (t: Tx, id: string) =>
  t.as('service', `insert into public.payments (booking_id, kind, amount_paise, status, gateway, gateway_ref)
                   select id, 'advance', advance_paise, 'succeeded', 'razorpay', 'pay_test' || substr(md5(id::text), 1, 10)
                   from public.bookings where id = $1`, [id]);

/** Sets a status as the system (setup only: the graph still applies). */
export const systemMove = (t: Tx, id: string, status: string) =>
  t.as('service', 'update public.bookings set status = $2 where id = $1', [id, status]);

/** A booking of the seeded provider's pooja service (unless told otherwise) in the given status. */
export async function bookingIn(t: Tx, status: string, opts: BookingFixture = {}): Promise<string> {
  const { id } = await holdBooking(t, opts);
  if (status === 'held') return id;
  if (status === 'payment_expired') {
    await systemMove(t, id, status);
    return id;
  }
  await payAdvance(t, id);
  if (status === 'requested') return id;
  if (['declined', 'expired', 'cancelled_by_customer'].includes(status)) {
    await systemMove(t, id, status);
    return id;
  }
  await systemMove(t, id, 'confirmed');
  if (status === 'confirmed') return id;
  if (status === 'completed') {
    // Completion needs the event to have happened: support moves the date back first.
    await t.as('service', `update public.bookings set event_date = $2 where id = $1`, [id, inDays(-2 - (nextDay++ % 300))]);
  }
  await systemMove(t, id, status);
  return id;
}
