import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryProvider } from '@utsav/shared/query/query-provider';
import { fieldErrorText } from '@utsav/shared/forms/field-error';
import { errorText } from '@utsav/shared/forms/server-error';
import { useAppForm } from '@utsav/shared/forms/use-app-form';
import { paths } from '@utsav/shared/paths';
import { FormError, FormField } from '@utsav/shared/ui/form-field';
import { usePageHead } from '@utsav/shared/head/page-head';
import { useRequestPasswordReset } from '../hooks/use-email-links';
import { emailOnlySchema } from '../utils/account-schemas';
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
  usePageHead({ title: t('forgot.title') });
  const request = useRequestPasswordReset();
  const { register, handleSubmit, formState, formRef, getValues } = useAppForm(emailOnlySchema, { email: '' });

  if (request.isSuccess) {
    return (
      <section className="auth-card" aria-labelledby="forgot-title">
        <h1 id="forgot-title">{t('forgot.sentTitle')}</h1>
        <p role="status">{t('forgot.sentBody', { email: getValues('email').trim() })}</p>
        <Link className="button button--primary auth-card__submit" to={paths.auth.login()}>
          {t('forgot.backToSignIn')}
        </Link>
      </section>
    );
  }

  const submit = handleSubmit(({ email }) => request.mutate(email));

  return (
    <section className="auth-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('forgot.title')}</h1>
      <p className="auth-card__lead">{t('forgot.lead')}</p>
      <form ref={formRef} noValidate onSubmit={submit} aria-describedby={request.isError ? 'forgot-error' : undefined}>
        <FormField
          id="forgot-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...register('email')}
          error={fieldErrorText(t, formState.errors.email)}
          required
        />
        {request.isError ? (
          <FormError id="forgot-error">
            {errorText(t, request.error)}
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
