import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { startSessionSyncIfStored, useSessionStore } from '@utsav/shared/auth/session-store';
import '../../features/account/account.css';
import { paths } from '@utsav/shared/paths';
import { AccountNavPlaceholder } from './account-nav-placeholder';

// Kept light: a signed-out visitor gets two links. The menus, the bell, Radix and
// supabase-js arrive only with a (stored) session.
const SignedInNav = lazy(() => import('./signed-in-nav'));
const SignedInSheetItems = lazy(() => import('./signed-in-sheet-items'));

/** The top bar's account area (right of the main navigation). */
export function AccountNav() {
  const status = useSessionStore((state) => state.status);
  useEffect(() => startSessionSyncIfStored(), []);
  if (status === 'signedOut') return <SignedOutActions />;
  return (
    <Suspense fallback={<AccountNavPlaceholder />}>
      <SignedInNav />
    </Suspense>
  );
}

/** The same account items for the mobile side sheet, each an `<li>`; `onNavigate` closes the sheet. */
export function AccountSheetItems({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('account');
  const status = useSessionStore((state) => state.status);
  useEffect(() => startSessionSyncIfStored(), []);
  if (status !== 'signedOut') {
    return (
      <Suspense fallback={null}>
        <SignedInSheetItems onNavigate={onNavigate} />
      </Suspense>
    );
  }
  return (
    <>
      <li>
        <Link to={paths.auth.login()} onClick={onNavigate}>
          {t('nav.signIn')}
        </Link>
      </li>
      <li>
        <Link to={paths.auth.register()} onClick={onNavigate}>
          {t('nav.joinUs')}
        </Link>
      </li>
    </>
  );
}

function SignedOutActions() {
  const { t } = useTranslation('account');
  return (
    <>
      <Link className="button" to={paths.auth.login()}>
        {t('nav.signIn')}
      </Link>
      <Link className="button button--primary" to={paths.auth.register()}>
        {t('nav.joinUs')}
      </Link>
    </>
  );
}
