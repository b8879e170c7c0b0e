import { useQuery } from '@tanstack/react-query';
import { useLiveRows } from '@utsav/shared/realtime/use-live-rows';
import { listRequests, requestsKey, type ProviderRequest } from '../api/list-requests';

/**
 * The requests awaiting an answer, kept live: any change to one of the provider's bookings (a
 * new request once its advance is paid, an expiry, a customer's withdrawal) refetches the panel's
 * one call, since the panel's rows carry what a bare row change lacks (title, allowed actions).
 */
export function useRequests(providerId: string | undefined) {
  const query = useQuery({ queryKey: requestsKey, queryFn: listRequests, enabled: !!providerId });
  useLiveRows<unknown, ProviderRequest[]>({
    table: 'bookings',
    filter: { column: 'provider_id', value: providerId ?? '' },
    events: ['INSERT', 'UPDATE'],
    queryKey: requestsKey,
    apply: (data) => data,
    refetchOnChange: true,
    enabled: !!providerId,
  });
  return query;
}
