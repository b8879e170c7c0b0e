import { useQuery } from '@tanstack/react-query';
import { useLiveRows } from '@utsav/shared/realtime/use-live-rows';
import type { ConversationSummary } from '../api/types';
import { conversationsKey, listConversations } from '../api/conversations';
import { myProviderId } from '../api/my-provider';

export type Side = 'customer' | 'provider';

/**
 * The list on one side: a customer's conversations in /profile, a provider's in /dashboard. Kept
 * live through the conversations table (RLS filters what arrives): a new message moves its
 * conversation's last_message_at, so the list is fetched again and reorders, unread counts with it.
 */
export function useConversations(userId: string, side: Side) {
  const provider = useQuery({
    queryKey: ['messages', 'my-provider', userId],
    queryFn: () => myProviderId(userId),
    enabled: side === 'provider',
    staleTime: Infinity,
  });
  const key = conversationsKey(userId);
  const query = useQuery({ queryKey: key, queryFn: () => listConversations() });
  const providerId = provider.data ?? null;
  useLiveRows<ConversationSummary, ConversationSummary[]>({
    table: 'conversations',
    filter: side === 'provider' ? { column: 'provider_id', value: providerId ?? '' } : { column: 'customer_id', value: userId },
    queryKey: key,
    apply: (data) => data,
    refetchOnChange: true,
    enabled: side === 'customer' || providerId !== null,
  });
  const rows = (query.data ?? []).filter((row) => onSide(row, side, userId));
  return { ...query, rows };
}

function onSide(row: ConversationSummary, side: Side, userId: string): boolean {
  const role = row.role ?? (row.customer_id === userId ? 'customer' : 'provider');
  return role === side;
}
