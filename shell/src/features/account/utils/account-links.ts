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
  /** A provider not (or no longer) approved: where their application stands, in place of Become a Provider. */
  application: AccountLink | undefined;
  profile: AccountLink;
}

/**
 * What the top bar offers a signed-in user (spec §2 "Top bar", §6): the Dashboard dropdown
 * for admins and approved providers only, Become a Provider for guests, and My Profile at
 * the provider profile for providers (whatever their status). A pending provider sees the
 * application's status (it leads to the dashboard, where a pending provider lands) and a
 * suspended one the suspension (to the profile, which says why), never Become a Provider again.
 * One an admin asked for more information (needs_info, issue 26) is led back to the form, which
 * shows what was asked and sends the application again.
 * A rejected applicant is a guest again (the database's rule), so Become a Provider leads to
 * the application form, which shows the admin's reason and resubmits.
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
    application: userType !== 'service_provider' ? undefined
      : providerStatus === 'pending' ? { to: paths.provider.dashboard(), labelKey: 'nav.applicationPending' }
      : providerStatus === 'suspended' ? { to: paths.provider.profile(), labelKey: 'nav.providerSuspended' }
      : providerStatus === 'needs_info' ? { to: paths.provider.register(), labelKey: 'nav.applicationNeedsInfo' }
      : undefined,
    profile: { to: userType === 'service_provider' ? paths.provider.profile() : paths.profile(), labelKey: 'nav.myProfile' },
  };
}
