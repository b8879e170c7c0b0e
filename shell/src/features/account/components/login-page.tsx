import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { QueryProvider } from '@utsav/shared/query/query-provider';
import { useSignIn } from '../hooks/use-sign-in';
import { usePostSignInRedirect } from '../hooks/use-post-sign-in-redirect';
import { authErrorKey } from '../utils/auth-errors';
import { RETURN_PARAM, safeReturnPath } from '@utsav/shared/auth/login-url';
import { validateEmail } from '../utils/validation';
import { FormError, FormField, focusFirstInvalid } from '@utsav/shared/ui/form-field';
import { FORGOT_PASSWORD_PATH } from '../api/oauth';
import { GoogleButton } from './google-button';
import { ResendConfirmation } from './resend-confirmation';
import { GuardSpinner } from '@utsav/shared/auth/route-guards';
import { SignedInAlready } from './signed-in-already';
import '../account.css';

export default function LoginPage() {
  return (
    <QueryProvider>
      <Login />
    </QueryProvider>
  );
}

function Login() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_PARAM)) ?? null;
  const pageState = usePostSignInRedirect(returnTo);
  const signIn = useSignIn();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});

  if (pageState === 'restoring' || pageState === 'leaving') return <GuardSpinner />;
  if (pageState === 'alreadySignedIn') return <SignedInAlready returnTo={returnTo} titleId="login-title" />;

  const errorKey = signIn.isError ? authErrorKey(signIn.error) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { email: validateEmail(email), password: password ? undefined : 'errors.passwordRequired' };
    setErrors(found);
    if (found.email || found.password) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    signIn.mutate({ email, password });
  };

  return (
    <section className="auth-card" aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      <p className="auth-card__lead">{returnTo ? t('login.leadReturn') : t('login.lead')}</p>
      <GoogleButton returnTo={returnTo} />
      <p className="auth-card__divider">
        <span>{t('login.or')}</span>
      </p>
      <form ref={form} noValidate onSubmit={submit} aria-describedby={signIn.isError ? 'login-error' : undefined}>
        <FormField
          id="login-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email ? t(errors.email) : undefined}
          required
        />
        <FormField
          id="login-password"
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password ? t(errors.password) : undefined}
          required
        />
        <p className="auth-card__forgot">
          <Link to={FORGOT_PASSWORD_PATH}>{t('forgot.link')}</Link>
        </p>
        {errorKey ? (
          <FormError id="login-error">
            {errorKey === 'errors.emailNotConfirmed' ? t(errorKey, { email: email.trim() }) : t(errorKey)}
          </FormError>
        ) : null}
        {errorKey === 'errors.emailNotConfirmed' ? <ResendConfirmation email={email} /> : null}
        <button type="submit" className="button button--primary auth-card__submit" disabled={signIn.isPending}>
          {signIn.isPending ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <p className="auth-card__switch">
        {t('login.noAccount')}{' '}
        <Link to={returnTo ? `/register?${RETURN_PARAM}=${encodeURIComponent(returnTo)}` : '/register'}>{t('login.createAccount')}</Link>
      </p>
    </section>
  );
}
