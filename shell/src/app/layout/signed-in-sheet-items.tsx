import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSessionStore } from '@utsav/shared/auth/session-store';
import { paths } from '@utsav/shared/paths';
import { QueryProvider } from '@utsav/shared/query/query-provider';
import { PrefetchLink } from '../../lib/federation/prefetch-link';
import { useNotifications } from '../../features/notifications/hooks/use-notifications';
import { useAccountLinks } from '../../features/account/hooks/use-account-links';
import { useSignOut } from '../../features/account/hooks/use-sign-out';

/**
 * The mobile sheet's account items for a signed-in user. Notifications, My Profile and Sign Out
 * come from the session alone, so they are there the moment the sheet opens; the role's links
 * (dashboards, Become a Provider) fill a reserved row when the role is known (it usually is: the
 * top bar asked for it on load).
 */
export default function SignedInSheetItems({ onNavigate }: { onNavigate: () => void }) {
  const session = useSessionStore((state) => state.session);
  return (
    <QueryProvider>
      <Items userId={session?.user.id} onNavigate={onNavigate} />
    </QueryProvider>
  );
}

function Items({ userId, onNavigate }: { userId: string | undefined; onNavigate: () => void }) {
  const { t } = useTranslation('account');
  const signOut = useSignOut();
  return (
    <>
      <li>
        <Link to={paths.notifications()} onClick={onNavigate}>
          {userId ? <NotificationsLabel userId={userId} /> : t('notifications.title')}
        </Link>
      </li>
      {userId ? (
        <RoleItems userId={userId} onNavigate={onNavigate} />
      ) : (
        <>
          <li>
            <Link to={paths.profile()} onClick={onNavigate}>
              {t('nav.myProfile')}
            </Link>
          </li>
          <li className="sheet__reserved" aria-hidden="true" />
        </>
      )}
      <li>
        <button
          type="button"
          className="sheet__link-button"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onSuccess: onNavigate })}
        >
          {t('nav.signOut')}
        </button>
      </li>
    </>
  );
}

/** "Notifications" with the unread count, as the badge on the avatar shows it. */
function NotificationsLabel({ userId }: { userId: string }) {
  const { t } = useTranslation('account');
  const unread = useNotifications(userId).data?.unread ?? 0;
  return (
    <>
      {t('notifications.title')}
      {unread > 0 ? (
        <span className="account-bell__badge sheet__badge" data-testid="sheet-unread-count">
          <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
          <span className="visually-hidden">, {t('notifications.unreadCount', { count: unread })}</span>
        </span>
      ) : null}
    </>
  );
}

/** My Profile (a provider's is their provider profile) and the role's links; one reserved row until the role is known. */
function RoleItems({ userId, onNavigate }: { userId: string; onNavigate: () => void }) {
  const { t } = useTranslation('account');
  const links = useAccountLinks(userId);
  return (
    <>
      <li>
        <Link to={links?.profile.to ?? paths.profile()} onClick={onNavigate}>
          {t('nav.myProfile')}
        </Link>
      </li>
      {!links ? <li className="sheet__reserved" aria-hidden="true" /> : null}
      {links?.dashboard.map((link) => (
        <li key={link.to}>
          <PrefetchLink to={link.to} onClick={onNavigate}>
            {t(link.labelKey)}
          </PrefetchLink>
        </li>
      ))}
      {links?.becomeProvider ? (
        <li>
          <PrefetchLink to={links.becomeProvider.to} onClick={onNavigate}>
            {t(links.becomeProvider.labelKey)}
          </PrefetchLink>
        </li>
      ) : null}
      {links?.application ? (
        <li>
          <PrefetchLink to={links.application.to} onClick={onNavigate}>
            {t(links.application.labelKey)}
          </PrefetchLink>
        </li>
      ) : null}
    </>
  );
}
