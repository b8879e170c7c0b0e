import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@utsav/shared/paths';
import { usePageHead } from '@utsav/shared/head/page-head';
import { completeOAuthSignIn, OAuthCallbackError, RESET_PASSWORD_PATH, takeOAuthReturnPath } from '../api/oauth';
import { fetchPostSignInDestination } from '../api/post-sign-in-destination';
import { callbackFailureKey } from '../utils/callback-params';
import { postSignInPath } from '../utils/redirect-rules';
import { GuardSpinner } from '@utsav/shared/auth/route-guards';
import '../account.css';
import { recordContinueConsent } from '../api/record-consent';

// Tokens in the URL are single-use: one exchange per page load, whatever React re-runs.
let completing: Promise<string> | undefined;

/**
 * Where Google and the emailed links land: finishes the sign-in, then leaves for the right
 * page (a password-reset link goes on to the page that sets the new password).
 */
export default function AuthCallbackPage() {
  const { t } = useTranslation('account');
  usePageHead({ title: t('callback.title') });
  const navigate = useNavigate();
  const [failed, setFailed] = useState<string | undefined>(undefined);

  useEffect(() => {
    completing ??= completeOAuthSignIn(window.location.href).then(async ({ session, type, returnTo }) => {
      if (type === 'recovery') return RESET_PASSWORD_PATH;
      // Google's button carries the "by continuing you agree" line; an emailed link's account agreed on the form.
      if (session.user.app_metadata?.provider === 'google') await recordContinueConsent();
      const destination = await fetchPostSignInDestination(session.user.id);
      // Google's return path waits in this tab's storage; an emailed link carries its own.
      return postSignInPath(takeOAuthReturnPath() ?? returnTo, destination);
    });
    let live = true;
    completing.then(
      (path) => live && navigate(path, { replace: true }),
      (error: unknown) => {
        console.error('Sign-in could not be completed', error);
        completing = undefined;
        if (live) setFailed(callbackFailureKey(error instanceof OAuthCallbackError ? error.code : undefined));
      },
    );
    return () => {
      live = false;
    };
  }, [navigate]);

  if (!failed) {
    return (
      <section className="auth-card auth-card--center" aria-labelledby="callback-title">
        <h1 id="callback-title">{t('callback.title')}</h1>
        <GuardSpinner />
      </section>
    );
  }
  return (
    <section className="auth-card auth-card--center" role="alert" aria-labelledby="callback-title">
      <h1 id="callback-title">{t('callback.failedTitle')}</h1>
      <p>{t(failed)}</p>
      <Link className="button button--primary" to={paths.auth.login()}>
        {t('callback.tryAgain')}
      </Link>
    </section>
  );
}
