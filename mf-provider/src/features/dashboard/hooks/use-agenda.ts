import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agendaKey, listAgenda } from '../api/list-agenda';

/** Confirmed bookings; kept current by the dashboard's one live feed (use-requests.ts). */
export function useAgenda(providerId: string | undefined, limit: number) {
  return useQuery({ queryKey: [...agendaKey, limit], queryFn: () => listAgenda(limit), enabled: !!providerId, placeholderData: keepPreviousData });
}
