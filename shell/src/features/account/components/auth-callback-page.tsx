import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { completeOAuthSignIn, takeOAuthReturnPath } from '../api/oauth';
import { fetchPostSignInDestination } from '../api/post-sign-in-destination';
import { postSignInPath } from '../utils/redirect-rules';
import { GuardSpinner } from './route-guards';
import '../account.css';

// Tokens in the URL are single-use: one exchange per page load, whatever React re-runs.
let completing: Promise<string> | undefined;

/** Where the Google-style flow lands: finishes the sign-in, then leaves for the right page. */
export default function AuthCallbackPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    completing ??= completeOAuthSignIn(window.location.href).then(async (session) => {
      const destination = await fetchPostSignInDestination(session.user.id);
      return postSignInPath(takeOAuthReturnPath(), destination);
    });
    let live = true;
    completing.then(
      (path) => live && navigate(path, { replace: true }),
      (error: unknown) => {
        console.error('Google sign-in could not be completed', error);
        completing = undefined;
        // The tokens must not linger in the address bar or the history.
        window.history.replaceState(null, '', window.location.pathname);
        if (live) setFailed(true);
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
      <p>{t('callback.failedBody')}</p>
      <Link className="button button--primary" to="/auth/login">
        {t('callback.tryAgain')}
      </Link>
    </section>
  );
}
