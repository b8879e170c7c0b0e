import { useQuery } from '@tanstack/react-query';
import { listUnavailableDates } from '../api/list-unavailable-dates';
import type { RequestTarget } from '../utils/booking-target';

/** The calendar's unavailable days; a failure leaves every day open (the server still refuses a taken one). */
export const useUnavailableDates = (target: RequestTarget, from: string, to: string) =>
  useQuery({
    queryKey: ['booking', 'unavailable', target.kind, target.id, from, to],
    queryFn: () => listUnavailableDates(target, from, to),
    staleTime: 60_000,
  });
