import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '@utsav/shared/auth/use-session';
import { QueryProvider } from '@utsav/shared/query/query-provider';
import { toast } from '@utsav/shared/toast/toast-store';
import { FormError, FormField, focusFirstInvalid, showErrorsAndFocus } from '@utsav/shared/ui/form-field';
import { FORGOT_PASSWORD_PATH } from '../api/oauth';
import { fetchPostSignInDestination } from '../api/post-sign-in-destination';
import { useSetNewPassword } from '../hooks/use-email-links';
import { authErrorKey } from '../utils/auth-errors';
import { postSignInPath } from '../utils/redirect-rules';
import { validateConfirmation, validateNewPassword } from '../utils/validation';
import { GuardSpinner } from '@utsav/shared/auth/route-guards';
import '../account.css';

export default function ResetPasswordPage() {
  return (
    <QueryProvider>
      <ResetPassword />
    </QueryProvider>
  );
}

/** Sets a new password in the session a reset link opened. */
function ResetPassword() {
  const { t } = useTranslation('account');
  const { status, session } = useSession();
  const navigate = useNavigate();
  const save = useSetNewPassword();
  const form = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { password: validateNewPassword(password), confirmation: validateConfirmation(password, confirmation) };
    setErrors(found);
    if (found.password || found.confirmation) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    save.mutate(password, {
      onSuccess: async () => {
        toast({ title: t('reset.done') });
        navigate(postSignInPath(null, await fetchPostSignInDestination(session.user.id)), { replace: true });
      },
      onError: (error) => {
        const key = authErrorKey(error);
        if (key === 'errors.passwordWeak' || key === 'errors.samePassword') {
          showErrorsAndFocus(form.current, () => setErrors({ password: key }));
        }
      },
    });
  };
  const serverKey = save.isError ? authErrorKey(save.error) : undefined;
  const formError = serverKey && serverKey !== 'errors.passwordWeak' && serverKey !== 'errors.samePassword' ? serverKey : undefined;

  return (
    <section className="auth-card" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('reset.title')}</h1>
      <p className="auth-card__lead">{t('reset.lead', { email: session.user.email ?? '' })}</p>
      <form ref={form} noValidate onSubmit={submit}>
        <FormField
          id="reset-password"
          label={t('fields.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('fields.passwordHint')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password ? t(errors.password) : undefined}
          required
        />
        <FormField
          id="reset-confirm-password"
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={errors.confirmation ? t(errors.confirmation) : undefined}
          required
        />
        {formError ? (
          <FormError>
            {t(formError)}
          </FormError>
        ) : null}
        <button type="submit" className="button button--primary auth-card__submit" disabled={save.isPending}>
          {save.isPending ? t('reset.saving') : t('reset.submit')}
        </button>
      </form>
    </section>
  );
}
