import { toContactRow, type ContactForm } from '../contact-validation';

export type ContactSendFailure = 'offline' | 'rejected' | 'rateLimited' | 'unknown';

/** Why a send failed: unreachable backend, content refused, too many messages lately, or else. */
export class ContactSendError extends Error {
  constructor(readonly reason: ContactSendFailure, message: string) {
    super(message);
  }
}

/**
 * Sends one message through rpc('send_contact_message') (migration 0011): the database takes
 * one message per call, sets the sender from the session and rate-limits per email address
 * and per client, answering PT429 (HTTP 429, hint `contact_rate_limited`) over the limit.
 */
export async function sendContactMessage(form: ContactForm): Promise<void> {
  const { callRpc } = await import('@utsav/shared/supabase/call-rpc');
  const { error } = await callRpc('send_contact_message', toContactRow(form));
  if (!error) return;
  if (error.code === 'PT429' || error.hint === 'contact_rate_limited') throw new ContactSendError('rateLimited', error.message);
  if (error.code === '23514' || error.code === '22001' || error.code === '23502') throw new ContactSendError('rejected', error.message);
  // supabase-js reports a failed fetch with an empty code and a "Failed to fetch"-style message.
  if (!error.code) throw new ContactSendError('offline', error.message);
  throw new ContactSendError('unknown', error.message);
}
