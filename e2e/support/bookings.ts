// Booking fixtures that no browser can make today: an event in the past. The rows walk the
// lifecycle as the seed does (held, advance paid, confirmed, completed), as the database owner.
import { sql } from './db';
import { E2E_ANON_KEY, E2E_SUPABASE_URL } from './e2e-env';

export interface PastBooking {
  id: string;
  code: string;
  providerId: string;
}

/**
 * A completed booking of `customerId` for `serviceId`, its event `daysAgo` days ago at `hour`:
 * what a customer has once the provider marks the event done. A day and hour of the test's own
 * keep it clear of other bookings of the service.
 */
export async function completedBooking(customerId: string, serviceId: string, daysAgo: number, hour: number): Promise<PastBooking> {
  // Booked and paid while the event was ahead: an advance paid on a hold already over is refunded,
  // not passed on (0045), so the day moves back only once the provider has confirmed, as support does.
  const booking = await paidRequest(customerId, serviceId, daysAgo, hour);
  await sql(`update public.bookings set status = 'confirmed' where id = $1`, [booking.id]);
  await sql(`update public.bookings set event_date = current_date - $2::integer where id = $1`, [booking.id, daysAgo]);
  await sql(`update public.bookings set status = 'completed', status_note = 'Event done. Thank you!' where id = $1`, [booking.id]);
  return booking;
}

/**
 * A PATCH through the REST API as a signed-in user: what the provider dashboard will send until it
 * exists (a provider's answer, a reply to a review). Returns the HTTP status.
 */
export async function patchAs(accessToken: string, path: string, body: unknown): Promise<number> {
  const response = await fetch(`${E2E_SUPABASE_URL}/rest/v1/${path}`, {
    method: 'PATCH',
    headers: { apikey: E2E_ANON_KEY, authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', prefer: 'return=minimal' },
    body: JSON.stringify(body),
  });
  return response.status;
}

/**
 * A request of `customerId` for `serviceId` whose advance the gateway has taken, waiting for the
 * provider's answer: what Checkout leaves behind, made without paying through it, for tests whose
 * fact comes after the payment. `daysAhead` and `hour` of the test's own keep the slot free.
 */
export async function paidRequest(customerId: string, serviceId: string, daysAhead: number, hour: number): Promise<PastBooking> {
  const booking = await heldBookingNear(customerId, serviceId, daysAhead, hour);
  await sql(`insert into public.booking_venues (booking_id, venue_address) values ($1, '2 Bull Temple Road, Bengaluru')`, [booking.id]);
  await sql(
    `insert into public.payments (booking_id, kind, amount_paise, status, razorpay_payment_id, paid_at)
     select id, 'advance', advance_paise, 'succeeded', 'pay_' || substr(md5(id::text), 1, 14), now() from public.bookings where id = $1`,
    [booking.id],
  );
  return { id: booking.id, code: booking.tracking_code, providerId: booking.provider_id };
}

/**
 * A hold of the service on `daysAhead` at `hour`, or on the first later day whose slot is free: a
 * random hour of the test's own can still meet another test's booking (or the seed's) of the same
 * provider, which the database refuses as slot_taken; the fact under test never depends on the day.
 */
async function heldBookingNear(customerId: string, serviceId: string, daysAhead: number, hour: number) {
  for (let day = daysAhead; ; day++) {
    try {
      const [booking] = await sql<{ id: string; tracking_code: string; provider_id: string }>(
        `insert into public.bookings (customer_id, service_id, event_date, event_time, guest_count)
         select $1, s.id, current_date + $3::integer, make_time($4, 0, 0), coalesce(s.min_guests, 1)
           from public.services s where s.id = $2
         returning id, tracking_code, provider_id`,
        [customerId, serviceId, day, hour],
      );
      if (!booking) throw new Error(`no service ${serviceId}`);
      return booking;
    } catch (e) {
      if ((e as { hint?: string }).hint !== 'slot_taken' || day >= daysAhead + 20) throw e;
    }
  }
}
