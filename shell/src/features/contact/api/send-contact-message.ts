import { toAppError } from '@utsav/shared/supabase/app-error';
import type { ContactRow } from '../contact-schema';

/**
 * Sends one message through rpc('send_contact_message') (migration 0011): the database takes
 * one message per call, sets the sender from the session and rate-limits per email address
 * and per client, answering PT429 (HTTP 429, hint `contact_rate_limited`) over the limit.
 * A refusal is thrown as an AppError (its key says why).
 */
export async function sendContactMessage(row: ContactRow): Promise<void> {
  const { getSupabase } = await import('@utsav/shared/supabase/supabase-client');
  const { error } = await getSupabase().rpc('send_contact_message', row);
  if (error) throw toAppError(error);
}
