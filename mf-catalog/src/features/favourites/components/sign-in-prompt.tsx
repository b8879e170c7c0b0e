import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '@utsav/shared/auth/use-session';
import { useSignInPrompt } from '../../../domain/favourites/hooks/sign-in-prompt-store';
import { loginUrlFor } from '@utsav/shared/auth/login-url';

/**
 * "Sign in to save favourites", toast-like, with the sign-in link the shared toast has no
 * slot for. Focus moves to the link so keyboard users can act on it; Escape or × closes it.
 * The login page brings the user back to `redirect`.
 */
export function SignInPrompt() {
  const { t } = useTranslation('catalog');
  const redirect = useSignInPrompt((state) => state.redirect);
  const close = useSignInPrompt((state) => state.close);
  const { status } = useSession();
  const link = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (redirect) link.current?.focus();
  }, [redirect]);
  useEffect(() => {
    if (status === 'signedIn') close();
  }, [status, close]);
  useEffect(() => {
    if (!redirect) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [redirect, close]);

  if (!redirect) return null;
  return (
    <div className="catalog-signin-prompt" role="dialog" aria-labelledby="catalog-signin-title" aria-describedby="catalog-signin-body">
      <p id="catalog-signin-title" className="catalog-signin-prompt__title">
        {t('favourites.signInTitle')}
      </p>
      <p id="catalog-signin-body">{t('favourites.signInBody')}</p>
      <Link ref={link} className="button button--primary" to={loginUrlFor(redirect)} onClick={close}>
        {t('favourites.signIn')}
      </Link>
      <button type="button" className="catalog-signin-prompt__close" aria-label={t('favourites.dismiss')} onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
