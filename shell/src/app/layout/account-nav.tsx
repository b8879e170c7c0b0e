import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { startSessionSyncIfStored, useSessionStore } from '@utsav/shared/auth/session-store';
import '../../features/account/account.css';
import { paths } from '@utsav/shared/paths';
import { QuietLink } from '../../lib/navigation/quiet-link';
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
const LazySignedInEntry = lazy(() => loadSignedInAccount().then((module) => ({ default: module.SignedInEntry })));
const LazySignedInExtras = lazy(() => loadSignedInAccount().then((module) => ({ default: module.SignedInExtras })));
const LazySignedInSheetItems = lazy(() => loadSignedInAccount().then((module) => ({ default: module.SignedInSheetItems })));

/** Starts fetching the signed-in account chunk when a session is stored (the menu button calls it as the sheet loads). */
export function preloadAccountItems(): Promise<unknown> {
  return useSessionStore.getState().status === 'signedOut' ? Promise.resolve() : loadSignedInAccount();
}

/** The header's account entry, kept on every width: Sign In, or the signed-in user's avatar menu. */
export function AccountEntry() {
  const { t } = useTranslation('account');
  const status = useSessionStore((state) => state.status);
  useEffect(() => startSessionSyncIfStored(), []);
  if (status === 'signedOut')
    return (
      <QuietLink className="button account-nav__sign-in" to={paths.auth.login()}>
        {t('nav.signIn')}
      </QuietLink>
    );
  return (
    <Suspense fallback={<AccountNavPlaceholder />}>
      <LazySignedInEntry />
    </Suspense>
  );
}

/**
 * The account items the header shows beside the entry while they fit (Join Us; the bell, Become
 * a Provider and the dashboards): each is a flex item of the header's folding row, first = kept longest.
 */
export function AccountExtras() {
  const { t } = useTranslation('account');
  const status = useSessionStore((state) => state.status);
  if (status === 'signedOut')
    return (
      <QuietLink className="button button--primary" to={paths.auth.register()}>
        {t('nav.joinUs')}
      </QuietLink>
    );
  return (
    <Suspense fallback={null}>
      <LazySignedInExtras />
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
        <QuietLink to={paths.auth.login()} onClick={onNavigate}>
          {t('nav.signIn')}
        </QuietLink>
      </li>
      <li>
        <QuietLink to={paths.auth.register()} onClick={onNavigate}>
          {t('nav.joinUs')}
        </QuietLink>
      </li>
    </>
  );
}
