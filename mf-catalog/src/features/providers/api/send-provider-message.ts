import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { toAppError } from '@utsav/shared/supabase/app-error';

/**
 * "Message the provider": reuses the customer's general (not booking) conversation with
 * this provider, or starts one, then sends the message. Replies arrive in the chat.
 */
export async function sendProviderMessage(customerId: string, providerId: string, body: string): Promise<void> {
  const supabase = getSupabase();
  const existing = await supabase
    .from('conversations')
    .select('id')
    .eq('customer_id', customerId)
    .eq('provider_id', providerId)
    .is('booking_id', null)
    .maybeSingle();
  if (existing.error) throw toAppError(existing.error);
  let conversationId = (existing.data as { id: string } | null)?.id;
  if (!conversationId) {
    const created = await supabase.from('conversations').insert({ customer_id: customerId, provider_id: providerId }).select('id').single();
    if (created.error) throw toAppError(created.error);
    conversationId = (created.data as { id: string }).id;
  }
  const sent = await supabase.from('messages').insert({ conversation_id: conversationId, body });
  if (sent.error) throw toAppError(sent.error);
}
