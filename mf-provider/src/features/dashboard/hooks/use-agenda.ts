import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLiveRows } from '@utsav/shared/realtime/use-live-rows';
import { agendaKey, listAgenda, type AgendaBooking } from '../api/list-agenda';

/** Confirmed bookings, refetched when one of the provider's bookings changes (a customer's cancellation, the system completing one). */
export function useAgenda(providerId: string | undefined, limit: number) {
  const key = [...agendaKey, limit] as const;
  const query = useQuery({ queryKey: key, queryFn: () => listAgenda(limit), enabled: !!providerId, placeholderData: keepPreviousData });
  useLiveRows<unknown, AgendaBooking[]>({
    table: 'bookings',
    filter: { column: 'provider_id', value: providerId ?? '' },
    events: ['UPDATE'],
    queryKey: key,
    apply: (data) => data,
    refetchOnChange: true,
    enabled: !!providerId,
  });
  return query;
}
