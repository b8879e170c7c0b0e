import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { RETURN_PARAM, safeReturnPath } from '@utsav/shared/auth/login-url';
import { useSession } from '@utsav/shared/auth/use-session';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '@utsav/shared/federation/standalone/demo-accounts';
import { signInWithPassword } from '@utsav/shared/federation/standalone/sign-in';
import { fieldErrorText } from '@utsav/shared/forms/field-error';
import { errorText } from '@utsav/shared/forms/server-error';
import { useAppForm } from '@utsav/shared/forms/use-app-form';
import { currentPasswordSchema, emailSchema } from '@utsav/shared/validation/rules';
import { FormError, FormField } from '@utsav/shared/ui/form-field';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';

const signInSchema = v.object({ email: emailSchema(), password: currentPasswordSchema() });

/**
 * `/auth/login` of a standalone remote, where its guards send a signed-out visitor: any
 * account of the real backend by email and password, and in development builds the seeded
 * demo accounts in one click. Back to `?redirect=` afterwards, else to the route index.
 */
export function SignInPage({ demoAccounts = DEMO_ACCOUNTS }: { demoAccounts?: readonly DemoAccount[] }) {
  const { t } = useTranslation('standalone');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_PARAM)) ?? '/';
  const { status, session } = useSession();
  const { register, handleSubmit, formState, formRef } = useAppForm(signInSchema, { email: '', password: '' });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  // Only a sign-in made on this page sends the user on (a session after the page saw nobody
  // signed in); arriving signed in shows who it is, so a refused page does not bounce back here.
  const [sawSignedOut, setSawSignedOut] = useState(status === 'signedOut');
  if (status === 'signedOut' && !sawSignedOut) setSawSignedOut(true);
  const signedInHere = status === 'signedIn' && sawSignedOut;

  useEffect(() => {
    if (signedInHere) navigate(returnTo, { replace: true });
  }, [signedInHere, returnTo, navigate]);

  if (status === 'restoring' || signedInHere) return <PageSkeleton />;

  const signIn = async (email: string, password: string) => {
    setFailure(undefined);
    setPending(true);
    try {
      await signInWithPassword(email, password);
    } catch (error) {
      setFailure(error);
    } finally {
      setPending(false);
    }
  };
  const submit = handleSubmit(({ email, password }) => signIn(email, password));

  if (status === 'signedIn') {
    return (
      <section className="standalone-sign-in" aria-labelledby="standalone-sign-in-title">
        <h1 id="standalone-sign-in-title">{t('signIn.title')}</h1>
        <p>{t('signIn.signedIn', { email: session?.user.email ?? '' })}</p>
        <Link className="button button--primary" to={returnTo}>
          {t('signIn.continue')}
        </Link>
      </section>
    );
  }

  return (
    <section className="standalone-sign-in" aria-labelledby="standalone-sign-in-title">
      <h1 id="standalone-sign-in-title">{t('signIn.title')}</h1>
      <p>{t('signIn.lead')}</p>
      <form ref={formRef} noValidate onSubmit={submit} aria-describedby={failure ? 'standalone-sign-in-error' : undefined}>
        <FormField
          id="standalone-email"
          label={t('signIn.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...register('email')}
          error={fieldErrorText(t, formState.errors.email)}
          required
        />
        <FormField
          id="standalone-password"
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          {...register('password')}
          error={fieldErrorText(t, formState.errors.password)}
          required
        />
        {failure ? <FormError id="standalone-sign-in-error">{errorText(t, failure)}</FormError> : null}
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </form>
      {demoAccounts.length > 0 ? (
        <section className="standalone-sign-in__demo" aria-labelledby="standalone-demo-title">
          <h2 id="standalone-demo-title">{t('signIn.demoTitle')}</h2>
          <p>{t('signIn.demoLead', { password: DEMO_PASSWORD })}</p>
          <ul>
            {demoAccounts.map((account) => (
              <li key={account.email}>
                <button type="button" className="button" disabled={pending} onClick={() => void signIn(account.email, DEMO_PASSWORD)}>
                  {t('signIn.demoButton', { role: t(`signIn.demo.${account.role}`) })}
                  <span className="standalone-sign-in__demo-email">{account.email}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
