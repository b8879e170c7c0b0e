import { useQuery } from '@tanstack/react-query';
import { accountContact } from '@utsav/shared/auth/account-contact';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSessionStore } from '@utsav/shared/auth/session-store';
import { signOut } from '@utsav/shared/auth/sign-out';
import { fetchPostSignInDestination } from '../api/post-sign-in-destination';
import { postSignInPath } from '../utils/redirect-rules';

/** The sign-in pages for someone already signed in: who they are, continue, or switch account. */
export function SignedInAlready({ returnTo, titleId }: { returnTo: string | null; titleId: string }) {
  const { t } = useTranslation('account');
  const session = useSessionStore((state) => state.session);
  const userId = session?.user.id ?? '';
  const destination = useQuery({
    queryKey: ['account', 'post-sign-in-destination', userId],
    queryFn: () => fetchPostSignInDestination(userId),
    enabled: Boolean(userId),
  });
  return (
    <section className="auth-card auth-card--center" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('signedIn.title')}</h1>
      <p>{t('signedIn.body', { email: accountContact(session?.user) })}</p>
      <div className="status-page__actions">
        <Link className="button button--primary" to={postSignInPath(returnTo, destination.data ?? '/')}>
          {t('signedIn.continue')}
        </Link>
        {/* Signing out here shows the form again: the point is to sign in as someone else. */}
        <button type="button" className="button" onClick={() => void signOut().catch(() => undefined)}>
          {t('signedIn.switch')}
        </button>
      </div>
    </section>
  );
}
