import { rpc } from '@utsav/shared/supabase/rpc';
import type { ConversationSummary } from './types';

export const conversationsKey = (userId: string | undefined) => ['messages', 'conversations', userId] as const;

/** The caller's conversations, newest first (as customer and as provider; the widget picks a side). */
export function listConversations(limit = 50): Promise<ConversationSummary[]> {
  // The generated row type says every column is set; the booking's and the last message's may be null.
  return rpc('my_conversations', { p_limit: limit, p_before: null }).then((rows) => (rows ?? []) as ConversationSummary[]);
}

export function markConversationRead(conversationId: string): Promise<unknown> {
  return rpc('mark_conversation_read', { p_conversation_id: conversationId });
}

export function reportConversation(conversationId: string, reason: string, messageId: string | null = null): Promise<unknown> {
  return rpc('report_conversation', { p_conversation_id: conversationId, p_message_id: messageId, p_reason: reason });
}

export function blockInConversation(conversationId: string, block: boolean): Promise<unknown> {
  const args = { p_conversation_id: conversationId };
  return block ? rpc('block_in_conversation', args) : rpc('unblock_in_conversation', args);
}
