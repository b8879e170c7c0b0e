import { throwIfError } from '@utsav/shared/supabase/app-error';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';

/** The customer's cancellation: one edge of the graph, which the database checks (and whose refunds it queues). */
export async function cancelBooking(bookingId: string, reason: string | null): Promise<void> {
  const result = await getSupabase()
    .from('bookings')
    .update({ status: 'cancelled_by_customer', status_note: reason })
    .eq('id', bookingId)
    .select('id')
    .single();
  throwIfError(result);
}
