import { Trans, useTranslation } from 'react-i18next';
import { useHref } from 'react-router-dom';
import { paths } from '@utsav/shared/paths';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { errorText } from '@utsav/shared/forms/server-error';
import { FormError } from '@utsav/shared/ui/form-field';

/**
 * "Continue with Google"; the page to come back to travels with the flow. The line under it is
 * how Google and phone accounts agree to the policies (recorded after sign-in: record-consent.ts).
 */
export function GoogleButton({ returnTo }: { returnTo: string | null }) {
  const { t } = useTranslation('account');
  const google = useGoogleSignIn();
  // useHref: a new tab's address keeps the page's language prefix (/ta/policies/...), as a <Link>'s would.
  const termsHref = useHref(paths.policies.terms());
  const privacyHref = useHref(paths.policies.privacy());
  return (
    <div className="auth-card__social">
      <button
        type="button"
        className="button auth-card__google"
        disabled={google.isPending}
        onClick={() => google.mutate(returnTo)}
      >
        <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 48 48">
          <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.6 13.3l7.8 6C12.3 13.4 17.7 9.5 24 9.5z" />
          <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 7l7.4 5.7c4.3-4 6.9-9.9 6.9-17.2z" />
          <path fill="#FBBC05" d="M10.4 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6C.9 16.6 0 20.2 0 24s.9 7.4 2.6 10.7l7.8-6z" />
          <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.3 0-11.7-3.9-13.6-9.4l-7.8 6C6.6 42.6 14.6 48 24 48z" />
        </svg>
        {google.isPending ? t('login.googleRedirecting') : t('login.google')}
      </button>
      <p className="auth-card__consent">
        <Trans
          t={t}
          i18nKey="login.continueConsent"
          components={{
            terms: <a href={termsHref} target="_blank" rel="noopener noreferrer" />,
            privacy: <a href={privacyHref} target="_blank" rel="noopener noreferrer" />,
          }}
        />
      </p>
      {google.isError ? (
        <FormError>
          {errorText(t, google.error)}
        </FormError>
      ) : null}
    </div>
  );
}
