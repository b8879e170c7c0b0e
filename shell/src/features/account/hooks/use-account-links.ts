import { useUserRole } from '@utsav/shared/auth/use-user-role';
import { accountLinksFor, type AccountLinks } from '../utils/account-links';

/** The signed-in user's menu items; undefined until their type (and provider status) is known. */
export function useAccountLinks(userId: string): AccountLinks | undefined {
  const role = useUserRole(userId);
  if (role.loading || !role.userType) return undefined;
  return accountLinksFor(role.userType, role.providerStatus);
}
