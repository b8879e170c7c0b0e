import { useQuery } from '@tanstack/react-query';
import {
  fetchProviderStatus,
  fetchUserType,
  providerStatusQueryKey,
  userTypeQueryKey,
  type UserType,
} from '@utsav/shared/auth/user-role';

export interface UserRole {
  userType: UserType | undefined;
  providerStatus: string | null | undefined;
  /** True until the type (and, for providers, the status) is known. */
  loading: boolean;
}

/**
 * The signed-in user's type and provider status, cached with the query policy (fresh for
 * five minutes) and shared by every app. The status is only asked for providers.
 */
export function useUserRole(userId: string | undefined): UserRole {
  const type = useQuery({
    queryKey: userTypeQueryKey(userId ?? ''),
    queryFn: () => fetchUserType(userId!),
    enabled: Boolean(userId),
  });
  const isProvider = type.data === 'service_provider';
  const status = useQuery({
    queryKey: providerStatusQueryKey(userId ?? ''),
    queryFn: () => fetchProviderStatus(userId!),
    enabled: Boolean(userId) && isProvider,
  });
  // A type that cannot be read is treated as a guest's, as a missing one is.
  const userType = type.isError ? 'guest' : type.data;
  return {
    userType,
    providerStatus: isProvider ? status.data : null,
    loading: type.isPending || (isProvider && status.isPending),
  };
}
