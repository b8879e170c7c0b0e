import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey, updateProfile, type ProfileUpdate } from '../api/profile';

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => updateProfile(userId, update),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey(userId), profile),
  });
}
