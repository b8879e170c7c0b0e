import type { ConversationSummary } from './types';
import { messagingRpc } from './messaging-rpc';

export const conversationsKey = (userId: string | undefined) => ['messages', 'conversations', userId] as const;

/** The caller's conversations, newest first (as customer and as provider; the widget picks a side). */
export function listConversations(limit = 50): Promise<ConversationSummary[]> {
  return messagingRpc<ConversationSummary[] | null>('my_conversations', { p_limit: limit, p_before: null }).then((rows) => rows ?? []);
}

export function markConversationRead(conversationId: string): Promise<unknown> {
  return messagingRpc('mark_conversation_read', { p_conversation_id: conversationId });
}

export function reportConversation(conversationId: string, reason: string, messageId: string | null = null): Promise<unknown> {
  return messagingRpc('report_conversation', { p_conversation_id: conversationId, p_message_id: messageId, p_reason: reason });
}

export function blockInConversation(conversationId: string, block: boolean): Promise<unknown> {
  return messagingRpc(block ? 'block_in_conversation' : 'unblock_in_conversation', { p_conversation_id: conversationId });
}
