import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { QueryProvider } from '@utsav/shared/query/query-provider';
import { toast } from '@utsav/shared/toast/toast-store';
import { useSignUp } from '../hooks/use-sign-up';
import { usePostSignInRedirect } from '../hooks/use-post-sign-in-redirect';
import { authErrorKey } from '../utils/auth-errors';
import { RETURN_PARAM, safeReturnPath } from '@utsav/shared/auth/login-url';
import { validateRegistration, type FieldErrors, type RegistrationInput } from '../utils/validation';
import { FormError, FormField, focusFirstInvalid, showErrorsAndFocus } from '@utsav/shared/ui/form-field';
import { GuardSpinner } from '@utsav/shared/auth/route-guards';
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

const EMPTY: RegistrationInput = { email: '', password: '', confirmPassword: '', fullName: '', phone: '' };

function Register() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_PARAM)) ?? null;
  const pageState = usePostSignInRedirect(returnTo);
  const signUp = useSignUp();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RegistrationInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<RegistrationInput>>({});
  // After the first attempt, messages follow the typing so a fixed field clears at once.
  const [attempted, setAttempted] = useState(false);
  const [awaitingConfirmation, setAwaitingConfirmation] = useState(false);

  if (pageState === 'restoring' || pageState === 'leaving') return <GuardSpinner />;
  if (pageState === 'alreadySignedIn') return <SignedInAlready returnTo={returnTo} titleId="register-title" />;

  if (awaitingConfirmation) {
    return (
      <section className="auth-card" aria-labelledby="register-title">
        <h1 id="register-title">{t('register.checkEmailTitle')}</h1>
        <p role="status">{t('register.checkEmailBody', { email: values.email.trim() })}</p>
        <p className="auth-card__lead">{t('confirm.notArrived')}</p>
        <ResendConfirmation email={values.email} />
        <Link className="button button--primary auth-card__submit" to="/auth/login">
          {t('login.submit')}
        </Link>
      </section>
    );
  }

  const set = (field: keyof RegistrationInput) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (attempted) {
      // Keep a server-side "email in use" until the address itself changes.
      const fresh = validateRegistration(next);
      if (field !== 'email' && errors.email === 'errors.emailInUse') fresh.email = errors.email;
      setErrors(fresh);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const found = validateRegistration(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    signUp.mutate(values, {
      onSuccess: (session) => {
        if (!session) {
          setAwaitingConfirmation(true);
          return;
        }
        toast({ title: t('register.welcome', { name: values.fullName.trim() }) });
      },
      onError: (error) => {
        const key = authErrorKey(error);
        // Server answers that belong to a field go beside it; nothing typed is cleared.
        if (key === 'errors.emailInUse') showErrorsAndFocus(form.current, () => setErrors((current) => ({ ...current, email: key })));
        else if (key === 'errors.passwordWeak') showErrorsAndFocus(form.current, () => setErrors((current) => ({ ...current, password: key })));
      },
    });
  };

  const serverKey = signUp.isError ? authErrorKey(signUp.error) : undefined;
  const formError = serverKey && serverKey !== 'errors.emailInUse' && serverKey !== 'errors.passwordWeak' ? serverKey : undefined;
  const message = (key: string | undefined) =>
    key === 'errors.emailInUse' ? (
      <>
        {t(key)} <Link to="/auth/login">{t('register.signInInstead')}</Link>
      </>
    ) : key ? (
      t(key)
    ) : undefined;

  return (
    <section className="auth-card" aria-labelledby="register-title">
      <h1 id="register-title">{t('register.title')}</h1>
      <p className="auth-card__lead">{t('register.lead')}</p>
      <form ref={form} noValidate onSubmit={submit}>
        <FormField
          id="register-full-name"
          label={t('fields.fullName')}
          autoComplete="name"
          value={values.fullName}
          onChange={set('fullName')}
          error={message(errors.fullName)}
          maxLength={120}
          required
        />
        <FormField
          id="register-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={set('email')}
          error={message(errors.email)}
          required
        />
        <FormField
          id="register-phone"
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={t('fields.phoneHint')}
          value={values.phone}
          onChange={set('phone')}
          error={message(errors.phone)}
          required
        />
        <FormField
          id="register-password"
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('fields.passwordHint')}
          value={values.password}
          onChange={set('password')}
          error={message(errors.password)}
          required
        />
        <FormField
          id="register-confirm-password"
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={message(errors.confirmPassword)}
          required
        />
        {formError ? (
          <FormError>
            {t(formError)}
          </FormError>
        ) : null}
        <button type="submit" className="button button--primary auth-card__submit" disabled={signUp.isPending}>
          {signUp.isPending ? t('register.submitting') : t('register.submit')}
        </button>
      </form>
      <p className="auth-card__switch">
        {t('register.haveAccount')}{' '}
        <Link to={returnTo ? `/auth/login?${RETURN_PARAM}=${encodeURIComponent(returnTo)}` : '/auth/login'}>{t('register.signIn')}</Link>
      </p>
    </section>
  );
}
