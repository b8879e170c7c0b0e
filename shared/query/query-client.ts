import { QueryClient } from '@tanstack/react-query';
import { isAppError } from '@utsav/shared/supabase/app-error';

export const MAX_QUERY_RETRIES = 2;
const FIVE_MINUTES = 5 * 60 * 1000;

/** Answers a retry cannot change: the backend said no, not "not now". */
const FINAL_KEYS = new Set(['forbidden', 'session_expired', 'not_found']);

/** Auth failures and refusals will not fix themselves on a retry; everything else gets two more tries. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isAppError(error) && FINAL_KEYS.has(error.key)) return false;
  const message = error instanceof Error ? error.message : String(error ?? '');
  if (/auth|401/i.test(message)) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, staleTime: FIVE_MINUTES, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Shared by the shell and every remote through module federation. */
export const queryClient = createQueryClient();
