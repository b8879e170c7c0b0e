import { toContactRow, type ContactForm } from '../contact-validation';

/** Why a send failed: the network/backend was unreachable, or the database refused the content. */
export class ContactSendError extends Error {
  constructor(readonly reason: 'offline' | 'rejected' | 'unknown', message: string) {
    super(message);
  }
}

/**
 * Inserts into contact_messages (anyone may send; nobody but admins reads them back, so no
 * `select` after the insert). The sender's id is set by the database, never by the client.
 */
export async function sendContactMessage(form: ContactForm): Promise<void> {
  const { getSupabase } = await import('@utsav/shared/supabase/supabase-client');
  const { error } = await getSupabase().from('contact_messages').insert(toContactRow(form));
  if (!error) return;
  // supabase-js reports a failed fetch with an empty code and a "Failed to fetch"-style message.
  if (error.code === '23514' || error.code === '22001' || error.code === '23502') throw new ContactSendError('rejected', error.message);
  if (!error.code) throw new ContactSendError('offline', error.message);
  throw new ContactSendError('unknown', error.message);
}
