import { useQuery } from '@tanstack/react-query';
import { getMyProviderId } from '../api/get-my-provider-id';

export const myProviderIdQueryKey = (userId: string) => ['my-provider-id', userId] as const;

/** The signed-in user's provider id (null for a customer); undefined while unknown or signed out. */
export function useMyProviderId(userId: string | undefined): string | null | undefined {
  const query = useQuery({
    queryKey: myProviderIdQueryKey(userId ?? ''),
    queryFn: () => getMyProviderId(userId!),
    enabled: Boolean(userId),
  });
  return query.data;
}
