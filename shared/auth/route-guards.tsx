import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { startSessionSyncIfStored, useSessionStore } from '@utsav/shared/auth/session-store';
import { toast } from '@utsav/shared/toast/toast-store';
import { LOGIN_PATH, loginUrlFor } from '@utsav/shared/auth/login-url';
import type { RouteGuard } from '@utsav/shared/federation/registry';

// The guards of the registry's `guard` values, shared so the shell and a remote run standalone
// apply the very same ones. Kept light: this file is in the shell's first chunk. The admin check
// (supabase-js and the query cache) is imported only when an admin path is visited.

/** The spec's constant: protected routes show the spinner this long before deciding. */
export const GUARD_DELAY_MS = 500;

type AdminCheck = 'pending' | 'admin' | 'denied' | 'failed';
type Refusal = 'signedOut' | 'sessionEnded' | 'denied' | 'failed';

/** Sign-in required (spec §2): a spinner for 500 ms, then the page or the login redirect. */
export function RequireAuth({ children }: { children: ReactNode }) {
  return <Guard admin={false}>{children}</Guard>;
}

/** Admin only: as RequireAuth, then `rpc('is_user_admin', { user_id })` must say yes. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return <Guard admin>{children}</Guard>;
}

/** The guard a registry route names, around its page. */
export function GuardFor({ guard, children }: { guard: RouteGuard; children: ReactNode }) {
  if (guard === 'admin') return <RequireAdmin>{children}</RequireAdmin>;
  if (guard === 'auth') return <RequireAuth>{children}</RequireAuth>;
  return <>{children}</>;
}

function Guard({ admin, children }: { admin: boolean; children: ReactNode }) {
  const status = useSessionStore((state) => state.status);
  const userId = useSessionStore((state) => state.session?.user.id);
  const endedByUser = useSessionStore((state) => state.endedByUser);
  const [delayOver, setDelayOver] = useState(false);
  const [checked, setChecked] = useState<{ userId: string; result: Exclude<AdminCheck, 'pending'> }>();
  const adminCheck: AdminCheck = checked && checked.userId === userId ? checked.result : 'pending';
  // A session that ends while the page is open (a refresh that failed, another tab signing
  // out) is not an "Authentication Required" moment: the user just goes to sign in again.
  const [sawSession, setSawSession] = useState(status === 'signedIn');
  if (status === 'signedIn' && !sawSession) setSawSession(true);

  useEffect(() => {
    startSessionSyncIfStored();
    const timer = setTimeout(() => setDelayOver(true), GUARD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!admin || !userId) return;
    let live = true;
    import('./check-admin')
      .then(({ checkIsAdmin }) => checkIsAdmin(userId))
      .then(
        (isAdmin) => live && setChecked({ userId, result: isAdmin ? 'admin' : 'denied' }),
        () => live && setChecked({ userId, result: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [admin, userId]);

  if (!delayOver || status === 'restoring') return <GuardSpinner />;
  if (status === 'signedOut') {
    // Signed out on purpose from this page: Sign Out or Delete Account is already leaving it.
    if (sawSession && endedByUser) return <GuardSpinner />;
    return <Refuse reason={sawSession ? 'sessionEnded' : 'signedOut'} />;
  }
  if (admin && adminCheck === 'pending') return <GuardSpinner />;
  if (admin && adminCheck !== 'admin') return <Refuse reason={adminCheck === 'denied' ? 'denied' : 'failed'} />;
  return <>{children}</>;
}

/**
 * The spec's "Authentication Required" toast, as information, not an error: a visitor who
 * pressed Book did nothing wrong, they only have a step to take. It closes as soon as a
 * session arrives (any way of signing in), so it never lingers over the page they return to.
 */
function askToSignIn(title: string, description: string) {
  const asked = toast({ title, description });
  const stop = useSessionStore.subscribe((state) => {
    if (state.status !== 'signedIn') return;
    stop();
    asked.dismiss();
  });
}

/** Raises the spec's toast for the refusal and leaves for the login page. */
function Refuse({ reason }: { reason: Refusal }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    if (reason === 'signedOut') {
      askToSignIn(t('guard.authRequired.title'), t('guard.authRequired.description'));
      navigate(loginUrlFor(`${pathname}${search}${hash}`), { replace: true });
      return;
    }
    if (reason === 'denied') {
      toast({ title: t('guard.accessDenied.title'), description: t('guard.accessDenied.description'), variant: 'destructive' });
    } else if (reason === 'failed') {
      toast({ title: t('guard.adminCheckFailed.title'), description: t('guard.adminCheckFailed.description'), variant: 'destructive' });
    }
    // No way back to a page the user may not see: that would only loop.
    navigate(LOGIN_PATH, { replace: true });
    // Once per refusal: the page is left right away.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reason]);

  return <GuardSpinner />;
}

export function GuardSpinner() {
  const { t } = useTranslation('common');
  return (
    <div className="auth-guard" role="status" aria-live="polite" data-testid="auth-guard-spinner">
      <span className="auth-guard__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('guard.checking')}</span>
    </div>
  );
}
