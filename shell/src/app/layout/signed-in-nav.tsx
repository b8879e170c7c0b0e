import type { ReactNode } from 'react';
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

/** Renders its part only once the session is confirmed, inside the one query cache. */
function WithSession({ fallback, children }: { fallback: ReactNode; children: (session: { userId: string; email: string; metadata: Record<string, unknown> | undefined }) => ReactNode }) {
  const session = useSessionStore((state) => state.session);
  const status = useSessionStore((state) => state.status);
  if (status !== 'signedIn' || !session) return fallback;
  return <QueryProvider>{children({ userId: session.user.id, email: accountContact(session.user), metadata: session.user.user_metadata })}</QueryProvider>;
}

/**
 * The signed-in account entry, on every width: the avatar and its menu (Notifications, My
 * Profile, Sign Out). While the bell is folded away (the header has no room for it) the avatar
 * carries the unread count, as on Airbnb's phone site.
 */
export function SignedInEntry() {
  return (
    <WithSession fallback={<AccountNavPlaceholder />}>
      {({ userId, email, metadata }) => <Entry userId={userId} email={email} metadata={metadata} />}
    </WithSession>
  );
}

function Entry({ userId, email, metadata }: { userId: string; email: string; metadata: Record<string, unknown> | undefined }) {
  const links = useAccountLinks(userId);
  // The same cache entries as the bell and the profile page: no second request, and an edit
  // on the profile page (which writes its result into the cache) shows here at once.
  const unread = useNotifications(userId).data?.unread ?? 0;
  const profile = useProfile(userId);
  const name = displayName(profile.data ? profile.data.fullName : undefined, metadata);
  return <UserMenu email={email} name={name} profileTo={links?.profile.to} unread={unread} />;
}

/**
 * What the header shows beside the avatar while there is room (it folds from the last: the
 * Dashboard dropdown by role, Become a Provider, then the bell); the menu sheet has them all.
 * In the order they keep their place: the header lays them out right to left.
 */
export function SignedInExtras() {
  return <WithSession fallback={null}>{({ userId }) => <Extras userId={userId} />}</WithSession>;
}

function Extras({ userId }: { userId: string }) {
  const { t } = useTranslation('account');
  const links = useAccountLinks(userId);
  return (
    <>
      <NotificationBell userId={userId} />
      {links?.becomeProvider ? (
        <PrefetchLink className="button account-nav__become" to={links.becomeProvider.to}>
          {t(links.becomeProvider.labelKey)}
        </PrefetchLink>
      ) : null}
      {links?.application ? (
        <PrefetchLink className="button account-nav__become account-nav__application" to={links.application.to}>
          {t(links.application.labelKey)}
        </PrefetchLink>
      ) : null}
      {links && links.dashboard.length > 0 ? <DashboardMenu links={links.dashboard} /> : null}
    </>
  );
}
