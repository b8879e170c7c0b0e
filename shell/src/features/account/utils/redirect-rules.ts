import type { UserType } from '@utsav/shared/auth/user-role';
import { safeReturnPath } from '@utsav/shared/auth/login-url';

/** After sign-in (spec §4): admin → /admin, anyone with a provider record → /dashboard, else /. */
export function destinationForRole(role: { userType: UserType; hasProviderRecord: boolean } | undefined): string {
  if (!role) return '/';
  if (role.userType === 'admin') return '/admin';
  if (role.hasProviderRecord) return '/dashboard';
  return '/';
}

/** A page the user was sent away from wins over the role's home. */
export function postSignInPath(returnTo: string | null | undefined, roleDestination: string): string {
  return safeReturnPath(returnTo) ?? roleDestination;
}
