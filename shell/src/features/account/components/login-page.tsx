import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { QueryProvider } from '@utsav/shared/query/query-provider';
import { fieldErrorText } from '@utsav/shared/forms/field-error';
import { errorText, failureOf } from '@utsav/shared/forms/server-error';
import { useAppForm } from '@utsav/shared/forms/use-app-form';
import { usePageHead } from '@utsav/shared/head/page-head';
import { useSignIn } from '../hooks/use-sign-in';
import { usePostSignInRedirect } from '../hooks/use-post-sign-in-redirect';
import { RETURN_PARAM, safeReturnPath } from '@utsav/shared/auth/login-url';
import { signInSchema } from '../utils/account-schemas';
import { FormError, FormField } from '@utsav/shared/ui/form-field';
import { FORGOT_PASSWORD_PATH } from '../api/oauth';
import { GoogleButton } from './google-button';
import { PasswordField } from './password-field';
import { PhoneSignIn } from './phone-sign-in';
import { ResendConfirmation } from './resend-confirmation';
import { GuardSpinner } from '@utsav/shared/auth/route-guards';
import { SignedInAlready } from './signed-in-already';
import '../account.css';
import { paths } from '@utsav/shared/paths';

export default function LoginPage() {
  return (
    <QueryProvider>
      <Login />
    </QueryProvider>
  );
}

function Login() {
  const { t } = useTranslation('account');
  usePageHead({ title: t('login.title') });
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_PARAM)) ?? null;
  const pageState = usePostSignInRedirect(returnTo);
  const signIn = useSignIn();
  const { register, handleSubmit, formState, formRef, getValues } = useAppForm(signInSchema, { email: '', password: '' });
  const [method, setMethod] = useState<'email' | 'phone'>('email');

  if (pageState === 'restoring' || pageState === 'leaving') return <GuardSpinner />;
  if (pageState === 'alreadySignedIn') return <SignedInAlready returnTo={returnTo} titleId="login-title" />;

  const failure = failureOf(signIn.error);
  const notConfirmed = failure?.key === 'email_not_confirmed';
  const email = getValues('email');
  const submit = handleSubmit((values) => signIn.mutate(values));

  return (
    <section className="auth-card" aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      <p className="auth-card__lead">{returnTo ? t('login.leadReturn') : t('login.lead')}</p>
      <GoogleButton returnTo={returnTo} />
      <p className="auth-card__divider">
        <span>{t('login.or')}</span>
      </p>
      <div className="auth-method" role="group" aria-label={t('login.methodLabel')}>
        <button type="button" aria-pressed={method === 'email'} onClick={() => setMethod('email')}>
          {t('login.methodEmail')}
        </button>
        <button type="button" aria-pressed={method === 'phone'} onClick={() => setMethod('phone')}>
          {t('login.methodPhone')}
        </button>
      </div>
      {method === 'phone' ? (
        <PhoneSignIn />
      ) : (
        <form ref={formRef} noValidate onSubmit={submit} aria-describedby={failure ? 'login-error' : undefined}>
          <FormField
            id="login-email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...register('email')}
            error={fieldErrorText(t, formState.errors.email)}
            required
          />
          <PasswordField
            id="login-password"
            label={t('fields.password')}
            autoComplete="current-password"
            {...register('password')}
            error={fieldErrorText(t, formState.errors.password)}
            required
          />
          <p className="auth-card__forgot">
            <Link to={FORGOT_PASSWORD_PATH}>{t('forgot.link')}</Link>
          </p>
          {failure ? (
            <FormError id="login-error">
              {notConfirmed ? t('errors.emailNotConfirmed', { email: email.trim() }) : errorText(t, failure)}
            </FormError>
          ) : null}
          {notConfirmed ? <ResendConfirmation email={email} returnTo={returnTo} /> : null}
          <button type="submit" className="button button--primary auth-card__submit" disabled={signIn.isPending}>
            {signIn.isPending ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
      )}
      <p className="auth-card__switch">
        {t('login.noAccount')}{' '}
        <Link to={paths.auth.register({ redirectTo: returnTo })}>{t('login.createAccount')}</Link>
      </p>
    </section>
  );
}
