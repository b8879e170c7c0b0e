import { useQuery } from '@tanstack/react-query';
import { shouldRetryQuery } from '@utsav/shared/query/query-client';
import { isAppError } from '@utsav/shared/supabase/app-error';
import { trackBooking } from '../api/track-booking';

/** Lookups are rate-limited per client (0036): a 429 is not tried again, it would only use up more of the allowance. */
const retryTracking = (failureCount: number, error: unknown) =>
  !(isAppError(error) && error.key === 'rate_limited') && shouldRetryQuery(failureCount, error);

export const useTrackBooking = (code: string | null) =>
  useQuery({
    queryKey: ['booking', 'track', code],
    queryFn: () => trackBooking(code!),
    enabled: !!code,
    retry: retryTracking,
  });
