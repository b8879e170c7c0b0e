import { useQuery } from '@tanstack/react-query';
import { getMyConversationId } from '../api/get-my-conversation-id';

export const myConversationQueryKey = (customerId: string, providerId: string) => ['my-conversation-id', customerId, providerId] as const;

/** The signed-in customer's conversation with this provider: its id, null when none yet, undefined while unknown. */
export function useMyConversationId(customerId: string | undefined, providerId: string): string | null | undefined {
  const query = useQuery({
    queryKey: myConversationQueryKey(customerId ?? '', providerId),
    queryFn: () => getMyConversationId(customerId!, providerId),
    enabled: Boolean(customerId),
  });
  return query.data;
}
