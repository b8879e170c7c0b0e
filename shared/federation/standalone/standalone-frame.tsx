import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { loginUrlFor, LOGIN_PATH } from '@utsav/shared/auth/login-url';
import { signOut } from '@utsav/shared/auth/sign-out';
import { useSession } from '@utsav/shared/auth/use-session';
import { toast } from '@utsav/shared/toast/toast-store';
import { LanguageSwitcher } from '@utsav/shared/ui/language-switcher';
import { ToastOutlet } from '@utsav/shared/ui/toast-outlet';
import { usePageArrival } from '@utsav/shared/ui/use-page-arrival';
import '@utsav/shared/federation/standalone/standalone.css';

/**
 * In place of the shell when a remote runs on its own port: a link to the route index, the
 * language, who is signed in (with sign-in and sign-out), and the toasts. No site navigation:
 * what is tested is the remote, not a copy of the shell.
 */
export function StandaloneFrame({ app }: { app: string }) {
  const { t } = useTranslation('standalone');
  const main = useRef<HTMLElement>(null);
  usePageArrival(main);
  return (
    <>
      <header className="standalone-header">
        <Link to="/" className="standalone-header__brand">
          {t('frame.brand', { app })} <span className="standalone-header__badge">{t('frame.badge')}</span>
        </Link>
        <nav aria-label={t('frame.nav')} className="standalone-header__nav">
          <Link to="/">{t('frame.routes')}</Link>
          <LanguageSwitcher id="standalone-language" />
          <AccountControls />
        </nav>
      </header>
      <main ref={main} id="main" className="standalone-main">
        <Outlet />
      </main>
      <ToastOutlet />
    </>
  );
}

function AccountControls() {
  const { t } = useTranslation('standalone');
  const { status, session } = useSession();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  if (status === 'restoring') return null;
  if (status === 'signedOut') {
    if (pathname === LOGIN_PATH) return null;
    return <Link to={loginUrlFor(`${pathname}${search}${hash}`)}>{t('frame.signIn')}</Link>;
  }
  const leave = () =>
    signOut().then(
      () => {
        toast({ title: t('frame.signedOut') });
        // The guards stay quiet after a chosen sign-out; the index is never guarded.
        navigate('/');
      },
      () => toast({ title: t('frame.signOutFailed'), variant: 'destructive' }),
    );
  return (
    <span className="standalone-header__account">
      <span className="standalone-header__email">{t('frame.signedInAs', { email: session?.user.email ?? '' })}</span>
      <button type="button" className="button" onClick={() => void leave()}>
        {t('frame.signOut')}
      </button>
    </span>
  );
}
