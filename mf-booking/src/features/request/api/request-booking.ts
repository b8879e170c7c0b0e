import type { RpcRow } from '@utsav/shared/supabase/db';
import { rpc } from '@utsav/shared/supabase/rpc';
import { targetArgs, type RequestTarget } from '../utils/booking-target';
import type { RequestOutput } from '../utils/request-schema';

/** What rpc('request_booking') (0034) answers: a `held` booking, its slot kept 15 minutes while the customer pays. */
export type HeldBooking = RpcRow<'request_booking'>;

export async function requestBooking(target: RequestTarget, values: RequestOutput): Promise<HeldBooking> {
  const rows = await rpc('request_booking', {
    ...targetArgs(target),
    p_event_date: values.eventDate,
    p_event_time: values.eventTime,
    p_guest_count: values.guestCount,
    p_venue_address: values.venueAddress || null,
    p_special_requirements: values.specialRequirements || null,
  });
  const booking = rows?.[0];
  if (!booking) throw new Error('request_booking returned no row');
  return booking;
}
