import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { toAppError } from '@utsav/shared/supabase/app-error';

/**
 * The customer's general conversation with this provider (not one about a booking), if they
 * have written before: the one send_message continues. RLS shows only the caller's own.
 */
export async function getMyConversationId(customerId: string, providerId: string): Promise<string | null> {
  const { data, error } = await getSupabase()
    .from('conversations')
    .select('id')
    .eq('customer_id', customerId)
    .eq('provider_id', providerId)
    .is('booking_id', null)
    .maybeSingle();
  if (error) throw toAppError(error);
  return data?.id ?? null;
}
