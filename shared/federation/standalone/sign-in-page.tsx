import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { RETURN_PARAM, safeReturnPath } from '@utsav/shared/auth/login-url';
import { useSession } from '@utsav/shared/auth/use-session';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '@utsav/shared/federation/standalone/demo-accounts';
import { signInErrorKey, signInWithPassword } from '@utsav/shared/federation/standalone/sign-in';
import { FormError, FormField } from '@utsav/shared/ui/form-field';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';

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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  // Only a sign-in made on this page sends the user on (a session after the page saw nobody
  // signed in); arriving signed in shows who it is, so a refused page does not bounce back here.
  const [sawSignedOut, setSawSignedOut] = useState(status === 'signedOut');
  if (status === 'signedOut' && !sawSignedOut) setSawSignedOut(true);
  const signedInHere = status === 'signedIn' && sawSignedOut;

  useEffect(() => {
    if (signedInHere) navigate(returnTo, { replace: true });
  }, [signedInHere, returnTo, navigate]);

  if (status === 'restoring' || signedInHere) return <PageSkeleton />;

  const signIn = async (address: string, secret: string) => {
    setError(undefined);
    if (!address.trim() || !secret) {
      setError(t('signIn.required'));
      return;
    }
    setPending(true);
    try {
      await signInWithPassword(address, secret);
    } catch (failure) {
      setError(t(`signIn.errors.${signInErrorKey(failure)}`));
    } finally {
      setPending(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn(email, password);
  };

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
      <form noValidate onSubmit={submit} aria-describedby={error ? 'standalone-sign-in-error' : undefined}>
        <FormField
          id="standalone-email"
          label={t('signIn.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <FormField
          id="standalone-password"
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        {error ? <FormError id="standalone-sign-in-error">{error}</FormError> : null}
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
