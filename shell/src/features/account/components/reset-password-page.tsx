import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { usePageHead } from '@utsav/shared/head/page-head';
import { useSession } from '@utsav/shared/auth/use-session';
import { fieldErrorText } from '@utsav/shared/forms/field-error';
import { errorText, failureOf, serverErrorField } from '@utsav/shared/forms/server-error';
import { useAppForm } from '@utsav/shared/forms/use-app-form';
import { QueryProvider } from '@utsav/shared/query/query-provider';
import { toAppError } from '@utsav/shared/supabase/app-error';
import { toast } from '@utsav/shared/toast/toast-store';
import { FormError, FormField } from '@utsav/shared/ui/form-field';
import { FORGOT_PASSWORD_PATH } from '../api/oauth';
import { fetchPostSignInDestination } from '../api/post-sign-in-destination';
import { useSetNewPassword } from '../hooks/use-email-links';
import { newPasswordFormSchema } from '../utils/account-schemas';
import { postSignInPath } from '../utils/redirect-rules';
import { GuardSpinner } from '@utsav/shared/auth/route-guards';
import '../account.css';

export default function ResetPasswordPage() {
  return (
    <QueryProvider>
      <ResetPassword />
    </QueryProvider>
  );
}

const SERVER_FIELDS = { weak_password: 'password', same_password: 'password' } as const;

/** Sets a new password in the session a reset link opened. */
function ResetPassword() {
  const { t } = useTranslation('account');
  usePageHead({ title: t('reset.title') });
  const { status, session } = useSession();
  const navigate = useNavigate();
  const save = useSetNewPassword();
  const { register, handleSubmit, formState, formRef, showServerError } = useAppForm(newPasswordFormSchema, { password: '', confirmPassword: '' });

  if (status === 'restoring') return <GuardSpinner />;
  if (!session) {
    return (
      <section className="auth-card" aria-labelledby="reset-title">
        <h1 id="reset-title">{t('reset.expiredTitle')}</h1>
        <p>{t('reset.expiredBody')}</p>
        <Link className="button button--primary auth-card__submit" to={FORGOT_PASSWORD_PATH}>
          {t('reset.requestNew')}
        </Link>
      </section>
    );
  }

  const submit = handleSubmit(({ password }) =>
    save.mutate(password, {
      onSuccess: async () => {
        toast({ title: t('reset.done') });
        navigate(postSignInPath(null, await fetchPostSignInDestination(session.user.id)), { replace: true });
      },
      onError: (error) => {
        const failure = toAppError(error);
        const field = serverErrorField(failure, SERVER_FIELDS);
        if (field) showServerError(field, failure);
      },
    }),
  );
  const failure = failureOf(save.error);
  const formError = failure && !serverErrorField(failure, SERVER_FIELDS) ? failure : undefined;

  return (
    <section className="auth-card" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('reset.title')}</h1>
      <p className="auth-card__lead">{t('reset.lead', { email: session.user.email ?? '' })}</p>
      <form ref={formRef} noValidate onSubmit={submit}>
        <FormField
          id="reset-password"
          label={t('fields.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('fields.passwordHint')}
          {...register('password')}
          error={fieldErrorText(t, formState.errors.password)}
          required
        />
        <FormField
          id="reset-confirm-password"
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword')}
          error={fieldErrorText(t, formState.errors.confirmPassword)}
          required
        />
        {formError ? <FormError>{errorText(t, formError)}</FormError> : null}
        <button type="submit" className="button button--primary auth-card__submit" disabled={save.isPending}>
          {save.isPending ? t('reset.saving') : t('reset.submit')}
        </button>
      </form>
    </section>
  );
}
