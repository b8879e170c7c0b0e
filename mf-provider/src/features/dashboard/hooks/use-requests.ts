import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveRows } from '@utsav/shared/realtime/use-live-rows';
import { listRequests, requestsKey, type ProviderRequest } from '../api/list-requests';

/**
 * The requests awaiting an answer, kept live: any change to one of the provider's bookings (a
 * new request once its advance is paid, an expiry, a customer's withdrawal) refetches the panel's
 * one call, since its rows carry what a bare row change lacks (title, allowed actions). The same
 * change refreshes the other panels: this is the dashboard's one feed, since two feeds of one
 * table and filter would share one Realtime channel name, and the second would never join.
 */
export function useRequests(providerId: string | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: requestsKey, queryFn: listRequests, enabled: !!providerId });
  useLiveRows<unknown, ProviderRequest[]>({
    table: 'bookings',
    filter: { column: 'provider_id', value: providerId ?? '' },
    events: ['INSERT', 'UPDATE'],
    queryKey: requestsKey,
    apply: (data) => {
      queueMicrotask(() => {
        void queryClient.invalidateQueries({
          queryKey: ['provider', 'dashboard'],
          predicate: (q) => q.queryKey[2] !== 'requests' && q.queryKey[2] !== 'me',
        });
      });
      return data;
    },
    refetchOnChange: true,
    enabled: !!providerId,
  });
  return query;
}
