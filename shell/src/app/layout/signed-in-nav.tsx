import { useTranslation } from 'react-i18next';
import { accountContact } from '@utsav/shared/auth/account-contact';
import { useSessionStore } from '@utsav/shared/auth/session-store';
import { QueryProvider } from '@utsav/shared/query/query-provider';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useNotifications } from '../../features/notifications/hooks/use-notifications';
import { PrefetchLink } from '../../lib/federation/prefetch-link';
import { useAccountLinks } from '../../features/account/hooks/use-account-links';
import { useProfile } from '../../features/account/hooks/use-profile';
import { displayName } from '../../features/account/utils/display-name';
import { AccountNavPlaceholder } from './account-nav-placeholder';
import { DashboardMenu } from '../../features/account/components/dashboard-menu';
import { UserMenu } from '../../features/account/components/user-menu';

/**
 * The signed-in top bar. From 1024 px: Dashboard dropdown by role, Become a Provider, the bell
 * and the user menu. Below it only the user menu stays (`account-nav__wide` hides the rest): its
 * button carries the unread count and its menu leads to Notifications, as on Airbnb's phone site;
 * the menu sheet has the other items.
 */
export default function SignedInNav() {
  const session = useSessionStore((state) => state.session);
  const status = useSessionStore((state) => state.status);
  if (status !== 'signedIn' || !session) return <AccountNavPlaceholder />;
  return (
    <QueryProvider>
      <SignedInActions userId={session.user.id} email={accountContact(session.user)} metadata={session.user.user_metadata} />
    </QueryProvider>
  );
}

interface SignedInActionsProps {
  userId: string;
  email: string;
  metadata: Record<string, unknown> | undefined;
}

function SignedInActions({ userId, email, metadata }: SignedInActionsProps) {
  const { t } = useTranslation('account');
  const links = useAccountLinks(userId);
  // The same cache entries as the bell and the profile page: no second request, and an edit
  // on the profile page (which writes its result into the cache) shows here at once.
  const unread = useNotifications(userId).data?.unread ?? 0;
  const profile = useProfile(userId);
  const name = displayName(profile.data ? profile.data.fullName : undefined, metadata);
  return (
    <div className="account-nav">
      {links && links.dashboard.length > 0 ? (
        <div className="account-nav__wide">
          <DashboardMenu links={links.dashboard} />
        </div>
      ) : null}
      {links?.becomeProvider ? (
        <PrefetchLink className="button account-nav__become account-nav__wide" to={links.becomeProvider.to}>
          {t(links.becomeProvider.labelKey)}
        </PrefetchLink>
      ) : null}
      <div className="account-nav__wide">
        <NotificationBell userId={userId} />
      </div>
      <UserMenu email={email} name={name} profileTo={links?.profile.to} unread={unread} />
    </div>
  );
}
