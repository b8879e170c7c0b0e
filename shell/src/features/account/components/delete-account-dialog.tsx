import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@utsav/shared/auth/use-session';
import { failureOf } from '@utsav/shared/forms/server-error';
import { FormError, FormField } from '@utsav/shared/ui/form-field';
import { DELETE_WORD } from '../api/delete-account';
import { useDeleteAccount } from '../hooks/use-delete-account';
import { PasswordField } from './password-field';

/** Why the account stays, worded for this dialog; other failures say it could not be deleted. */
const DELETE_FAILURES: Partial<Record<string, string>> = {
  provider_has_bookings: 'profile.delete.inUse',
  payment_in_flight: 'profile.delete.paymentInFlight',
};

/** Answers that belong beside the field the person typed into. */
const FIELD_FAILURES: Partial<Record<string, string>> = {
  current_password_required: 'errors:current_password_required',
  current_password_invalid: 'errors:current_password_invalid',
  deletion_confirmation_mismatch: 'profile.delete.wordMismatch',
};

/**
 * Delete Account: says what is erased and what is kept, then asks who is there (the password,
 * or for a Google/phone account without one the word shown), which the database checks (0048):
 * a session left open on a shared phone is not enough.
 */
export function DeleteAccountDialog() {
  const { t } = useTranslation('account');
  const { session } = useSession();
  // Same test as the change-password form: an email identity is an account with a password.
  const hasPassword = session?.user.identities?.some((identity) => identity.provider === 'email') ?? true;
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const failure = failureOf(remove.error);
  const fieldFailure = failure ? FIELD_FAILURES[failure.key] : undefined;
  const fieldError = localError ?? (fieldFailure ? t(fieldFailure, { word: DELETE_WORD }) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasPassword && !secret) return setLocalError(t('errors:current_password_required'));
    if (!hasPassword && secret.trim() !== DELETE_WORD) return setLocalError(t('profile.delete.wordMismatch', { word: DELETE_WORD }));
    setLocalError(null);
    remove.mutate(hasPassword ? { password: secret } : { confirmation: secret.trim() });
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (remove.isPending) return;
        if (next) {
          remove.reset();
          setSecret('');
          setLocalError(null);
        }
        setOpen(next);
      }}
    >
      <AlertDialog.Trigger className="button button--danger">{t('profile.delete.button')}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog__overlay" />
        <AlertDialog.Content className="dialog">
          <AlertDialog.Title className="dialog__title">{t('profile.delete.confirmTitle')}</AlertDialog.Title>
          <AlertDialog.Description className="dialog__body">{t('profile.delete.confirmBody')}</AlertDialog.Description>
          <div className="dialog__body">
            <h3>{t('profile.delete.erasedTitle')}</h3>
            <p>{t('profile.delete.erasedList')}</p>
            <h3>{t('profile.delete.keptTitle')}</h3>
            <p>{t('profile.delete.keptList')}</p>
          </div>
          <form noValidate onSubmit={submit}>
            {hasPassword ? (
              <PasswordField
                id="delete-account-password"
                label={t('profile.delete.passwordLabel')}
                autoComplete="current-password"
                value={secret}
                onChange={(event) => setSecret(event.target.value)}
                error={fieldError}
                required
              />
            ) : (
              <FormField
                id="delete-account-word"
                label={t('profile.delete.wordLabel', { word: DELETE_WORD })}
                autoComplete="off"
                value={secret}
                onChange={(event) => setSecret(event.target.value)}
                error={fieldError}
                required
              />
            )}
            {failure && !fieldFailure ? <FormError>{t(DELETE_FAILURES[failure.key] ?? 'profile.delete.failed')}</FormError> : null}
            <div className="dialog__actions">
              <AlertDialog.Cancel type="button" className="button" disabled={remove.isPending}>
                {t('profile.delete.cancel')}
              </AlertDialog.Cancel>
              <button type="submit" className="button button--danger" disabled={remove.isPending}>
                {remove.isPending ? t('profile.delete.deleting') : t('profile.delete.confirm')}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
