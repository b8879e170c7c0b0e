import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { startSessionSyncIfStored, useSessionStore } from '@utsav/shared/auth/session-store';
import '../../features/account/account.css';
import { paths } from '@utsav/shared/paths';
import { AccountNavPlaceholder } from './account-nav-placeholder';
import type * as SignedInAccount from './signed-in-account';

// Kept light: a signed-out visitor gets two links. The menus, the bell, Radix and
// supabase-js arrive only with a (stored) session, in one chunk for the top bar and the sheet.
let signedInAccount: typeof SignedInAccount | undefined;
const loadSignedInAccount = () =>
  import('./signed-in-account').then((module) => {
    signedInAccount = module;
    return module;
  });
const LazySignedInNav = lazy(() => loadSignedInAccount().then((module) => ({ default: module.SignedInNav })));
const LazySignedInSheetItems = lazy(() => loadSignedInAccount().then((module) => ({ default: module.SignedInSheetItems })));

/** Starts fetching the signed-in account chunk when a session is stored (the menu button calls it as the sheet loads). */
export function preloadAccountItems(): Promise<unknown> {
  return useSessionStore.getState().status === 'signedOut' ? Promise.resolve() : loadSignedInAccount();
}

/** The top bar's account area (right of the main navigation), on every width. */
export function AccountNav() {
  const status = useSessionStore((state) => state.status);
  useEffect(() => startSessionSyncIfStored(), []);
  if (status === 'signedOut') return <SignedOutActions />;
  return (
    <Suspense fallback={<AccountNavPlaceholder />}>
      <LazySignedInNav />
    </Suspense>
  );
}

/**
 * The same account items for the mobile side sheet, each an `<li>`; `onNavigate` closes the sheet.
 * Once the chunk is in (the top bar loaded it at start), the items render in the sheet's first
 * frame: React.lazy would suspend once more even for a loaded chunk, so the module is used directly.
 */
export function AccountSheetItems({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('account');
  const status = useSessionStore((state) => state.status);
  useEffect(() => startSessionSyncIfStored(), []);
  if (status !== 'signedOut') {
    if (signedInAccount) return <signedInAccount.SignedInSheetItems onNavigate={onNavigate} />;
    return (
      <Suspense fallback={null}>
        <LazySignedInSheetItems onNavigate={onNavigate} />
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

/** Sign In on every width; Join Us from 1024 px (below, it is in the menu sheet). */
function SignedOutActions() {
  const { t } = useTranslation('account');
  return (
    <>
      <Link className="button" to={paths.auth.login()}>
        {t('nav.signIn')}
      </Link>
      <Link className="button button--primary account-nav__wide" to={paths.auth.register()}>
        {t('nav.joinUs')}
      </Link>
    </>
  );
}
