import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { throwIfError } from '@utsav/shared/supabase/app-error';

/** One of the signed-in customer's bookings, as the history lists it. */
export interface MyBookingRow {
  id: string;
  tracking_code: string;
  status: string;
  event_date: string;
  event_time: string;
  service: { title: string } | null;
  bundle: { name: string } | null;
}

export const myBookingsKey = (userId: string | undefined) => ['booking', 'mine', userId] as const;

/** public.bookings as its owner reads it (RLS returns only theirs), with what was booked; soonest event first. */
export async function listMyBookings(): Promise<MyBookingRow[]> {
  const result = await getSupabase()
    .from('bookings')
    .select('id, tracking_code, status, event_date, event_time, service:services(title), bundle:bundles(name)')
    .order('event_date', { ascending: true })
    .order('created_at', { ascending: true });
  return (throwIfError(result) ?? []) as unknown as MyBookingRow[];
}
