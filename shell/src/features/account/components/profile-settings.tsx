import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@utsav/shared/auth/use-session';
import { toast } from '@utsav/shared/toast/toast-store';
import { useChangePassword } from '../hooks/use-change-password';
import { useSignOut } from '../hooks/use-sign-out';
import { authErrorKey } from '../utils/auth-errors';
import { validateConfirmation, validateNewPassword } from '../utils/validation';
import { DeleteAccountDialog } from './delete-account-dialog';
import { FormError, FormField, focusFirstInvalid, showErrorsAndFocus } from '@utsav/shared/ui/form-field';

/** Settings: change password, sign out, and the delete-account danger zone. */
export function ProfileSettings() {
  const { t } = useTranslation('account');
  const signOut = useSignOut();
  return (
    <>
      <h3 className="profile-card__subhead">{t('profile.settings.passwordTitle')}</h3>
      <ChangePasswordForm />
      <h3 className="profile-card__subhead">{t('profile.settings.sessionTitle')}</h3>
      <button type="button" className="button" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
        {t('nav.signOut')}
      </button>
      <div className="profile-danger">
        <h3 className="profile-card__subhead">{t('profile.delete.title')}</h3>
        <p>{t('profile.delete.lead')}</p>
        <DeleteAccountDialog />
      </div>
    </>
  );
}

function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const { session } = useSession();
  // The auth server asks for the current password of an account that has one (not a Google-only account).
  const hasPassword = session?.user.identities?.some((identity) => identity.provider === 'email') ?? true;
  const change = useChangePassword();
  const form = useRef<HTMLFormElement>(null);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ current?: string; password?: string; confirmation?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      current: hasPassword && !current ? 'errors.currentPasswordRequired' : undefined,
      password: validateNewPassword(password),
      confirmation: validateConfirmation(password, confirmation),
    };
    setErrors(found);
    if (found.current || found.password || found.confirmation) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    change.mutate(
      { password, currentPassword: hasPassword ? current : undefined },
      {
        onSuccess: () => {
          setCurrent('');
          setPassword('');
          setConfirmation('');
          toast({ title: t('profile.settings.passwordChanged'), description: t('profile.settings.otherSessionsEnded') });
        },
        onError: (error) => {
          // Answers that belong to a field go beside it.
          const key = authErrorKey(error);
          if (key === 'errors.currentPasswordInvalid' || key === 'errors.currentPasswordRequired') showErrorsAndFocus(form.current, () => setErrors({ current: key }));
          else if (key === 'errors.samePassword' || key === 'errors.passwordWeak') showErrorsAndFocus(form.current, () => setErrors({ password: key }));
        },
      },
    );
  };

  const serverKey = change.isError ? authErrorKey(change.error) : undefined;
  const fieldKeys = ['errors.currentPasswordInvalid', 'errors.currentPasswordRequired', 'errors.samePassword', 'errors.passwordWeak'];
  const formError = serverKey && !fieldKeys.includes(serverKey) ? (serverKey === 'errors.unexpected' ? 'profile.settings.passwordFailed' : serverKey) : undefined;

  return (
    <form ref={form} noValidate onSubmit={submit} className="profile-form">
      {hasPassword ? (
        <FormField
          id="settings-current-password"
          label={t('fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={errors.current ? t(errors.current) : undefined}
        />
      ) : null}
      <FormField
        id="settings-new-password"
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password ? t(errors.password) : undefined}
      />
      <FormField
        id="settings-confirm-password"
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={errors.confirmation ? t(errors.confirmation) : undefined}
      />
      {formError ? (
        <FormError>
          {t(formError)}
        </FormError>
      ) : null}
      <button type="submit" className="button" disabled={change.isPending}>
        {change.isPending ? t('profile.settings.passwordSaving') : t('profile.settings.passwordSave')}
      </button>
    </form>
  );
}
