import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myApplicationQueryKey } from '../../../domain/provider/hooks/use-my-application';
import { updateProfile } from '../api/update-profile';

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (application) => queryClient.setQueryData(myApplicationQueryKey(userId), application),
  });
}
