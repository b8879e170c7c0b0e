import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAdmin, setSuspension } from '../api/people';

/** Suspend / reinstate and grant / remove admin rights; the person and every list are asked again. */
export function usePersonActions(profileId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['admin'] });
  return {
    suspension: useMutation({ mutationFn: ({ suspended, reason }: { suspended: boolean; reason: string }) => setSuspension(profileId, suspended, reason), onSuccess }),
    admin: useMutation({ mutationFn: ({ admin, reason }: { admin: boolean; reason: string }) => setAdmin(profileId, admin, reason), onSuccess }),
  };
}
