import { rpc } from '@utsav/shared/supabase/rpc';

export interface SendMessageArgs {
  providerId: string;
  body: string;
  /** The idempotency key: the same key again returns the first message instead of a second. */
  clientId: string;
}

/**
 * The first message to a provider, through send_message (75_messaging.sql): it finds the
 * customer's conversation with them, or starts one, and adds the message in one transaction.
 * Answers the conversation's id, which the Messages section opens.
 */
export async function sendMessage({ providerId, body, clientId }: SendMessageArgs): Promise<string> {
  const message = await rpc('send_message', { p_provider_id: providerId, p_body: body, p_client_id: clientId });
  return message.conversation_id;
}
