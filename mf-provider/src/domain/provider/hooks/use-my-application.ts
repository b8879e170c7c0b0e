import { useQuery } from '@tanstack/react-query';
import { getMyApplication } from '../api/get-my-application';

export const myApplicationQueryKey = (userId: string) => ['provider', 'my-application', userId] as const;

/**
 * The signed-in provider's own row, status and reason included: the apply and profile pages
 * read it, and the dashboard may (a pending provider lands there and sees the status).
 */
export function useMyApplication(userId: string | undefined) {
  return useQuery({
    queryKey: myApplicationQueryKey(userId ?? ''),
    queryFn: getMyApplication,
    enabled: Boolean(userId),
  });
}
