import { throwIfError } from '@utsav/shared/supabase/app-error';
import type { BookingStatus } from '@utsav/shared/supabase/booking-graph';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';

/**
 * Takes one edge of the booking graph, one the dashboard was offered by my_booking_actions; the
 * bookings guard decides (and the refunds trigger pays a decline or a cancellation back in full).
 */
export async function moveBooking(bookingId: string, status: BookingStatus, note: string | null): Promise<void> {
  const result = await getSupabase()
    .from('bookings')
    .update({ status, status_note: note })
    .eq('id', bookingId)
    .select('id')
    .single();
  throwIfError(result);
}
