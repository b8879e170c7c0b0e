import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@utsav/shared/auth/session-store';
import { QueryProvider } from '@utsav/shared/query/query-provider';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { PrefetchLink } from '../../lib/federation/prefetch-link';
import { useAccountLinks } from '../../features/account/hooks/use-account-links';
import { AccountNavPlaceholder } from './account-nav-placeholder';
import { DashboardMenu } from '../../features/account/components/dashboard-menu';
import { UserMenu } from '../../features/account/components/user-menu';

/** The signed-in top bar: Dashboard dropdown by role, Become a Provider, the bell and the user menu. */
export default function SignedInNav() {
  const session = useSessionStore((state) => state.session);
  const status = useSessionStore((state) => state.status);
  if (status !== 'signedIn' || !session) return <AccountNavPlaceholder />;
  return (
    <QueryProvider>
      <SignedInActions userId={session.user.id} email={session.user.email ?? ''} name={displayName(session.user.user_metadata)} />
    </QueryProvider>
  );
}

export function displayName(metadata: Record<string, unknown> | undefined): string {
  const name = metadata?.full_name ?? metadata?.name;
  return typeof name === 'string' ? name.trim() : '';
}

function SignedInActions({ userId, email, name }: { userId: string; email: string; name: string }) {
  const { t } = useTranslation('account');
  const links = useAccountLinks(userId);
  return (
    <div className="account-nav">
      {links && links.dashboard.length > 0 ? <DashboardMenu links={links.dashboard} /> : null}
      {links?.becomeProvider ? (
        <PrefetchLink className="button account-nav__become" to={links.becomeProvider.to}>
          {t(links.becomeProvider.labelKey)}
        </PrefetchLink>
      ) : null}
      <NotificationBell userId={userId} />
      <UserMenu userId={userId} email={email} name={name} profileTo={links?.profile.to} />
    </div>
  );
}
