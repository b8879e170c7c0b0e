import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryProvider } from '@utsav/shared/query/query-provider';
import { FormError, FormField, focusFirstInvalid } from '@utsav/shared/ui/form-field';
import { paths } from '@utsav/shared/paths';
import { useRequestPasswordReset } from '../hooks/use-email-links';
import { authErrorKey } from '../utils/auth-errors';
import { validateEmail } from '../utils/validation';
import '../account.css';

export default function ForgotPasswordPage() {
  return (
    <QueryProvider>
      <ForgotPassword />
    </QueryProvider>
  );
}

/** Asks for the address and emails a reset link; says the same whether or not it has an account. */
function ForgotPassword() {
  const { t } = useTranslation('account');
  const request = useRequestPasswordReset();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  if (request.isSuccess) {
    return (
      <section className="auth-card" aria-labelledby="forgot-title">
        <h1 id="forgot-title">{t('forgot.sentTitle')}</h1>
        <p role="status">{t('forgot.sentBody', { email: email.trim() })}</p>
        <Link className="button button--primary auth-card__submit" to={paths.auth.login()}>
          {t('forgot.backToSignIn')}
        </Link>
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateEmail(email);
    setError(found);
    if (found) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    request.mutate(email);
  };

  return (
    <section className="auth-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('forgot.title')}</h1>
      <p className="auth-card__lead">{t('forgot.lead')}</p>
      <form ref={form} noValidate onSubmit={submit} aria-describedby={request.isError ? 'forgot-error' : undefined}>
        <FormField
          id="forgot-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error ? t(error) : undefined}
          required
        />
        {request.isError ? (
          <FormError id="forgot-error">
            {t(authErrorKey(request.error))}
          </FormError>
        ) : null}
        <button type="submit" className="button button--primary auth-card__submit" disabled={request.isPending}>
          {request.isPending ? t('forgot.submitting') : t('forgot.submit')}
        </button>
      </form>
      <p className="auth-card__switch">
        <Link to={paths.auth.login()}>{t('forgot.backToSignIn')}</Link>
      </p>
    </section>
  );
}
