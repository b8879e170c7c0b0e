import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { QueryProvider } from '@utsav/shared/query/query-provider';
import { toast } from '@utsav/shared/toast/toast-store';
import { fieldErrorText } from '@utsav/shared/forms/field-error';
import { errorText, failureOf, serverErrorField } from '@utsav/shared/forms/server-error';
import { useAppForm } from '@utsav/shared/forms/use-app-form';
import { paths } from '@utsav/shared/paths';
import { toAppError } from '@utsav/shared/supabase/app-error';
import { usePageHead } from '@utsav/shared/head/page-head';
import { useSignUp } from '../hooks/use-sign-up';
import { usePostSignInRedirect } from '../hooks/use-post-sign-in-redirect';
import { RETURN_PARAM, safeReturnPath } from '@utsav/shared/auth/login-url';
import { registrationSchema, type RegistrationValues } from '../utils/account-schemas';
import { FormError, FormField } from '@utsav/shared/ui/form-field';
import { GuardSpinner } from '@utsav/shared/auth/route-guards';
import { GoogleButton } from './google-button';
import { PasswordField } from './password-field';
import { ResendConfirmation } from './resend-confirmation';
import { SignedInAlready } from './signed-in-already';
import '../account.css';

export default function RegisterPage() {
  return (
    <QueryProvider>
      <Register />
    </QueryProvider>
  );
}

const EMPTY: RegistrationValues = { email: '', password: '', confirmPassword: '', fullName: '', phone: '', consent: false };

/** Server answers that belong to a field go beside it; nothing typed is cleared. */
const SERVER_FIELDS = { email_in_use: 'email', weak_password: 'password', consent_required: 'consent' } as const;

function Register() {
  const { t } = useTranslation('account');
  usePageHead({ title: t('register.title') });
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_PARAM)) ?? null;
  const pageState = usePostSignInRedirect(returnTo);
  const signUp = useSignUp();
  const { register, handleSubmit, formState, formRef, getValues, showServerError } = useAppForm(registrationSchema, EMPTY);
  const [awaitingConfirmation, setAwaitingConfirmation] = useState(false);

  if (pageState === 'restoring' || pageState === 'leaving') return <GuardSpinner />;
  if (pageState === 'alreadySignedIn') return <SignedInAlready returnTo={returnTo} titleId="register-title" />;

  if (awaitingConfirmation) {
    const email = getValues('email').trim();
    return (
      <section className="auth-card" aria-labelledby="register-title">
        <h1 id="register-title">{t('register.checkEmailTitle')}</h1>
        <p role="status">{t('register.checkEmailBody', { email })}</p>
        <p className="auth-card__lead">{t('confirm.notArrived')}</p>
        <ResendConfirmation email={email} returnTo={returnTo} />
        <Link className="button button--primary auth-card__submit" to={paths.auth.login()}>
          {t('login.submit')}
        </Link>
      </section>
    );
  }

  const submit = handleSubmit((values) =>
    signUp.mutate({ ...values, returnTo }, {
      onSuccess: (session) => {
        if (!session) {
          setAwaitingConfirmation(true);
          return;
        }
        toast({ title: t('register.welcome', { name: values.fullName }) });
      },
      onError: (error) => {
        const failure = toAppError(error);
        const field = serverErrorField(failure, SERVER_FIELDS);
        if (field) showServerError(field, failure);
      },
    }),
  );

  const failure = failureOf(signUp.error);
  const formError = failure && !serverErrorField(failure, SERVER_FIELDS) ? failure : undefined;
  const { errors } = formState;
  const emailError =
    errors.email?.message === 'errors:email_in_use' ? (
      <>
        {t('errors:email_in_use')} <Link to={paths.auth.login()}>{t('register.signInInstead')}</Link>
      </>
    ) : (
      fieldErrorText(t, errors.email)
    );

  return (
    <section className="auth-card" aria-labelledby="register-title">
      <h1 id="register-title">{t('register.title')}</h1>
      <p className="auth-card__lead">{t('register.lead')}</p>
      <GoogleButton returnTo={returnTo} />
      <p className="auth-card__divider">
        <span>{t('login.or')}</span>
      </p>
      <form ref={formRef} noValidate onSubmit={submit}>
        <FormField
          id="register-full-name"
          label={t('fields.fullName')}
          autoComplete="name"
          {...register('fullName')}
          error={fieldErrorText(t, errors.fullName)}
          maxLength={120}
          required
        />
        <FormField
          id="register-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...register('email')}
          error={emailError}
          required
        />
        <FormField
          id="register-phone"
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={t('fields.phoneHint')}
          {...register('phone')}
          error={fieldErrorText(t, errors.phone)}
          required
        />
        <PasswordField
          id="register-password"
          label={t('fields.password')}
          autoComplete="new-password"
          hint={t('fields.passwordHint')}
          {...register('password')}
          error={fieldErrorText(t, errors.password)}
          required
        />
        <PasswordField
          id="register-confirm-password"
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          {...register('confirmPassword')}
          error={fieldErrorText(t, errors.confirmPassword)}
          required
        />
        <ConsentField error={fieldErrorText(t, errors.consent)} {...register('consent')} />
        {formError ? <FormError>{errorText(t, formError)}</FormError> : null}
        <button type="submit" className="button button--primary auth-card__submit" disabled={signUp.isPending}>
          {signUp.isPending ? t('register.submitting') : t('register.submit')}
        </button>
      </form>
      <p className="auth-card__switch">
        {t('register.haveAccount')}{' '}
        <Link to={paths.auth.login({ redirectTo: returnTo })}>{t('register.signIn')}</Link>
      </p>
    </section>
  );
}

/**
 * The policies open in a new tab, so nothing typed here is lost; the error sits beside the box
 * and the box names it (aria-describedby), as the text fields do.
 */
function ConsentField({ error, ...input }: React.InputHTMLAttributes<HTMLInputElement> & { error?: React.ReactNode; ref?: React.Ref<HTMLInputElement> }) {
  const { t } = useTranslation('account');
  const id = 'register-consent';
  const policyLink = (to: string) => (
    <a href={to} target="_blank" rel="noopener noreferrer" aria-description={t('register.opensInNewTab')} />
  );
  return (
    <div className={`form-field form-field--checkbox${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id} className="form-field__check">
        <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} required {...input} />
        <span>
          <Trans t={t} i18nKey="register.consent" components={{ terms: policyLink(paths.policies.terms()), privacy: policyLink(paths.policies.privacy()) }} />
        </span>
      </label>
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
