import { useQuery } from '@tanstack/react-query';
import { useLiveRows } from '@utsav/shared/realtime/use-live-rows';
import type { ConversationSummary } from '../api/types';
import { conversationsKey, listConversations } from '../api/conversations';

export type Side = 'customer' | 'provider';

interface ChatNotification {
  type: string;
}

/**
 * The list on one side: a customer's conversations in /profile, a provider's in /dashboard. Kept
 * live by the caller's own notifications (every message to them writes a 'chat' one, and the
 * notifications table is in the Realtime publication, conversations are not): on each, the list
 * is fetched again, so it reorders and its unread counts move. What the caller sends or reads
 * refreshes it directly.
 */
export function useConversations(userId: string, side: Side) {
  const key = conversationsKey(userId);
  const query = useQuery({ queryKey: key, queryFn: () => listConversations() });
  useLiveRows<ChatNotification, ConversationSummary[]>({
    table: 'notifications',
    filter: { column: 'user_id', value: userId },
    events: ['INSERT'],
    queryKey: key,
    // The notification itself is not a row of this list: the refetch brings what changed.
    apply: (data) => data,
    refetchOnChange: true,
  });
  const rows = (query.data ?? []).filter((row) => row.role === side);
  return { ...query, rows };
}
