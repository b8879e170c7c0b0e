import type { Json } from '@utsav/shared/supabase/db';
import { rpc } from '@utsav/shared/supabase/rpc';
import type { Attachment, Message } from './types';

export const PAGE_SIZE = 30;
export const messagesKey = (conversationId: string) => ['messages', 'thread', conversationId] as const;

/** One page of a conversation, oldest first on screen; `before` pages back in time. */
export async function listMessages(conversationId: string, before: string | null = null): Promise<Message[]> {
  const rows = await rpc('conversation_messages', { p_conversation_id: conversationId, p_limit: PAGE_SIZE, p_before: before });
  // attachment is jsonb: send_message stores only {path, name, type, size, width?, height?}.
  return sortByServerTime((rows ?? []) as Message[]);
}

/** Server time orders messages (the phone's clock may be off); the id breaks a tie. */
export function sortByServerTime(rows: Message[]): Message[] {
  return [...rows].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

export interface SendArgs {
  providerId: string;
  body: string;
  clientId: string;
  conversationId?: string | null;
  bookingId?: string | null;
  attachment?: Attachment | null;
}

/** One atomic call: the conversation is found or created and the message inserted; a repeat of `clientId` returns the same message. */
export function sendMessage(args: SendArgs): Promise<Message> {
  return rpc('send_message', {
    p_provider_id: args.providerId,
    p_body: args.body,
    p_client_id: args.clientId,
    p_booking_id: args.bookingId ?? null,
    p_conversation_id: args.conversationId ?? null,
    p_attachment: (args.attachment ?? null) as Json,
  }).then((row) => row as Message);
}
