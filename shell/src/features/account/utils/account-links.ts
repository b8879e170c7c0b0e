import type { UserType } from '@utsav/shared/auth/user-role';
import { paths } from '@utsav/shared/paths';

export interface AccountLink {
  to: string;
  /** Key in the `account` namespace. */
  labelKey: string;
}

export interface AccountLinks {
  dashboard: AccountLink[];
  becomeProvider: AccountLink | undefined;
  profile: AccountLink;
}

/**
 * What the top bar offers a signed-in user (spec §2 "Top bar", §6): the Dashboard dropdown
 * for admins and approved providers only, Become a Provider for guests, and My Profile at
 * the provider profile for providers (whatever their status).
 */
export function accountLinksFor(userType: UserType, providerStatus: string | null | undefined): AccountLinks {
  const dashboard: AccountLink[] = [];
  if (userType === 'admin') dashboard.push({ to: paths.admin.dashboard(), labelKey: 'nav.adminDashboard' });
  if (userType === 'service_provider' && providerStatus === 'approved') {
    dashboard.push({ to: paths.provider.dashboard(), labelKey: 'nav.providerDashboard' }, { to: paths.provider.addService(), labelKey: 'nav.addService' });
  }
  return {
    dashboard,
    becomeProvider: userType === 'guest' ? { to: paths.provider.register(), labelKey: 'nav.becomeProvider' } : undefined,
    profile: { to: userType === 'service_provider' ? paths.provider.profile() : paths.profile(), labelKey: 'nav.myProfile' },
  };
}
