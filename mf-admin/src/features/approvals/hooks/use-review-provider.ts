import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDecision } from '../../../domain/admin/api/types';
import { reviewProvider } from '../api/applications';

/** A decision on an application; every queue and count that shows it is asked again. */
export function useReviewProvider(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, reason }: { decision: ApplicationDecision; reason: string | null }) => reviewProvider(providerId, decision, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
