import { useQuery } from '@tanstack/react-query';
import { fetchProfile, profileQueryKey } from '../api/profile';

export const useProfile = (userId: string) =>
  useQuery({ queryKey: profileQueryKey(userId), queryFn: () => fetchProfile(userId) });
