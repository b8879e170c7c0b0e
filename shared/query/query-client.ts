import { QueryClient } from '@tanstack/react-query';

export const MAX_QUERY_RETRIES = 2;
const FIVE_MINUTES = 5 * 60 * 1000;

/** Auth failures will not fix themselves on a retry; everything else gets two more tries. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
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
