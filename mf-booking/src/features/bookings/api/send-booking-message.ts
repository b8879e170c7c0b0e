import { rpc } from '@utsav/shared/supabase/rpc';

export interface BookingMessage {
  providerId: string;
  bookingId: string;
  body: string;
  /** The idempotency key: the same key again returns the first message instead of a second. */
  clientId: string;
}

/**
 * A message to the booking's provider through send_message (75_messaging.sql): it finds the
 * conversation about this booking, or starts it, and adds the message in one transaction.
 * Answers the conversation's id, which the Messages section opens.
 */
export async function sendBookingMessage({ providerId, bookingId, body, clientId }: BookingMessage): Promise<string> {
  const message = await rpc('send_message', { p_provider_id: providerId, p_booking_id: bookingId, p_body: body, p_client_id: clientId });
  return message.conversation_id;
}
