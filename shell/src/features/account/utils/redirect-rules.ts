import type { UserType } from '@utsav/shared/auth/user-role';
import { safeReturnPath } from '@utsav/shared/auth/login-url';
import { paths } from '@utsav/shared/paths';

/** After sign-in (spec §4): admin → /admin, anyone with a provider record → /dashboard, else /. */
export function destinationForRole(role: { userType: UserType; hasProviderRecord: boolean } | undefined): string {
  if (!role) return paths.home();
  if (role.userType === 'admin') return paths.admin.dashboard();
  if (role.hasProviderRecord) return paths.provider.dashboard();
  return paths.home();
}

/** A page the user was sent away from wins over the role's home. */
export function postSignInPath(returnTo: string | null | undefined, roleDestination: string): string {
  return safeReturnPath(returnTo) ?? roleDestination;
}
