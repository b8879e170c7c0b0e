import { throwIfError } from '@utsav/shared/supabase/app-error';
import type { BookingStatus } from '@utsav/shared/supabase/booking-graph';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';

/** Where the customer's edge leads; typed on the generated graph, so a status dropped by a migration fails typecheck here. */
const CANCELLED: BookingStatus = 'cancelled_by_customer';

/** The customer's cancellation: one edge of the graph, which the database checks (and whose refunds it queues). */
export async function cancelBooking(bookingId: string, reason: string | null): Promise<void> {
  const result = await getSupabase()
    .from('bookings')
    .update({ status: CANCELLED, status_note: reason })
    .eq('id', bookingId)
    .select('id')
    .single();
  throwIfError(result);
}
