import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSessionStore } from '@utsav/shared/auth/session-store';
import { QueryProvider } from '@utsav/shared/query/query-provider';
import { PrefetchLink } from '../../lib/federation/prefetch-link';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useAccountLinks } from '../../features/account/hooks/use-account-links';
import { useSignOut } from '../../features/account/hooks/use-sign-out';

/** The mobile sheet's account items for a signed-in user: the same role-based links, the bell, profile and Sign Out. */
export default function SignedInSheetItems({ onNavigate }: { onNavigate: () => void }) {
  const session = useSessionStore((state) => state.session);
  if (!session) return null;
  return (
    <QueryProvider>
      <Items userId={session.user.id} onNavigate={onNavigate} />
    </QueryProvider>
  );
}

function Items({ userId, onNavigate }: { userId: string; onNavigate: () => void }) {
  const { t } = useTranslation('account');
  const links = useAccountLinks(userId);
  const signOut = useSignOut();
  return (
    <>
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
      <li className="sheet__bell">
        <NotificationBell userId={userId} onNavigate={onNavigate} showLabel />
      </li>
      {links ? (
        <li>
          <Link to={links.profile.to} onClick={onNavigate}>
            {t('nav.myProfile')}
          </Link>
        </li>
      ) : null}
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
