import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { accountContact } from '@utsav/shared/auth/account-contact';
import { useSession } from '@utsav/shared/auth/use-session';
import { toast } from '@utsav/shared/toast/toast-store';
import { useChangePassword } from '../hooks/use-change-password';
import { useSignOut } from '../hooks/use-sign-out';
import { changePasswordSchema } from '../utils/account-schemas';
import { DeleteAccountDialog } from './delete-account-dialog';
import { LinkPhone } from './phone-sign-in';
import { fieldErrorText } from '@utsav/shared/forms/field-error';
import { errorText, failureOf, serverErrorField } from '@utsav/shared/forms/server-error';
import { useAppForm } from '@utsav/shared/forms/use-app-form';
import { toAppError } from '@utsav/shared/supabase/app-error';
import { FormError, FormField } from '@utsav/shared/ui/form-field';

/** Settings: change password, sign out, and the delete-account danger zone. */
export function ProfileSettings() {
  const { t } = useTranslation('account');
  const signOut = useSignOut();
  const user = useSession().session?.user;
  // An account made by phone signs in with texted codes: it has no password to change.
  const byPhone = Boolean(user && !user.email);
  return (
    <>
      {byPhone ? (
        <>
          <h3 className="profile-card__subhead">{t('profile.settings.phoneSignInTitle')}</h3>
          <p className="profile-card__muted">{t('profile.settings.phoneSignInLead', { phone: accountContact(user) })}</p>
        </>
      ) : (
        <>
          <h3 className="profile-card__subhead">{t('profile.settings.passwordTitle')}</h3>
          <ChangePasswordForm />
          <h3 className="profile-card__subhead">{t('profile.settings.linkPhoneTitle')}</h3>
          {user?.phone ? (
            <p className="profile-card__muted">{t('profile.settings.phoneLinked', { phone: accountContact({ phone: user.phone }) })}</p>
          ) : (
            <>
              <p className="profile-card__muted">{t('profile.settings.linkPhoneLead')}</p>
              <LinkPhone />
            </>
          )}
        </>
      )}
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

/** Answers that belong to a field go beside it. */
const SERVER_FIELDS = {
  current_password_invalid: 'current',
  current_password_required: 'current',
  same_password: 'password',
  weak_password: 'password',
} as const;

function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const { session } = useSession();
  // The auth server asks for the current password of an account that has one (not a Google-only account).
  const hasPassword = session?.user.identities?.some((identity) => identity.provider === 'email') ?? true;
  const change = useChangePassword();
  const schema = useMemo(() => changePasswordSchema(hasPassword), [hasPassword]);
  const { register, handleSubmit, formState, formRef, reset, showServerError } = useAppForm(schema, {
    current: '',
    password: '',
    confirmPassword: '',
  });
  const { errors } = formState;

  const submit = handleSubmit(({ current, password }) =>
    change.mutate(
      { password, currentPassword: hasPassword ? current : undefined },
      {
        onSuccess: () => {
          reset();
          toast({ title: t('profile.settings.passwordChanged'), description: t('profile.settings.otherSessionsEnded') });
        },
        onError: (error) => {
          const failure = toAppError(error);
          const field = serverErrorField(failure, SERVER_FIELDS);
          if (field) showServerError(field, failure);
        },
      },
    ),
  );

  const failure = failureOf(change.error);
  const formError = failure && !serverErrorField(failure, SERVER_FIELDS) ? failure : undefined;

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="profile-form">
      {hasPassword ? (
        <FormField
          id="settings-current-password"
          label={t('fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          {...register('current')}
          error={fieldErrorText(t, errors.current)}
        />
      ) : null}
      <FormField
        id="settings-new-password"
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        {...register('password')}
        error={fieldErrorText(t, errors.password)}
      />
      <FormField
        id="settings-confirm-password"
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...register('confirmPassword')}
        error={fieldErrorText(t, errors.confirmPassword)}
      />
      {formError ? (
        <FormError>{formError.key === 'unexpected' ? t('profile.settings.passwordFailed') : errorText(t, formError)}</FormError>
      ) : null}
      <button type="submit" className="button" disabled={change.isPending}>
        {change.isPending ? t('profile.settings.passwordSaving') : t('profile.settings.passwordSave')}
      </button>
    </form>
  );
}
