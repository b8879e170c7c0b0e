import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { throwIfError } from '@utsav/shared/supabase/app-error';
import type { BookingStatus } from '@utsav/shared/supabase/booking-graph';

/** One of the signed-in customer's bookings, as the history lists it. */
export interface MyBookingRow {
  id: string;
  tracking_code: string;
  status: BookingStatus;
  event_date: string;
  event_time: string;
  service: { title: string } | null;
  bundle: { name: string } | null;
}

export const myBookingsKey = (userId: string | undefined) => ['booking', 'mine', userId] as const;

/**
 * The bookings this person made as a customer, with what was booked; soonest event first.
 * Row-level security also lets admins read every booking and providers their customers', so
 * the query says whose: without it they would see other people's bookings worded as their own.
 */
export async function listMyBookings(customerId: string): Promise<MyBookingRow[]> {
  const result = await getSupabase()
    .from('bookings')
    .select('id, tracking_code, status, event_date, event_time, service:services(title), bundle:bundles(name)')
    .eq('customer_id', customerId)
    .order('event_date', { ascending: true })
    .order('created_at', { ascending: true });
  return (throwIfError(result) ?? []) as unknown as MyBookingRow[];
}
