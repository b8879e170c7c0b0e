import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@utsav/shared/forms/server-error';
import { useDeleteAccount } from '../hooks/use-delete-account';
import { FormError } from '@utsav/shared/ui/form-field';

/** Why the account stays, worded for this dialog; other failures say it could not be deleted. */
const DELETE_FAILURES: Partial<Record<string, string>> = {
  provider_has_bookings: 'profile.delete.inUse',
  payment_in_flight: 'profile.delete.paymentInFlight',
};

/** Delete Account: asks first, says what goes, and stays open with the reason if it fails. */
export function DeleteAccountDialog() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const failure = failureOf(remove.error);

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (remove.isPending) return;
        if (next) remove.reset();
        setOpen(next);
      }}
    >
      <AlertDialog.Trigger className="button button--danger">{t('profile.delete.button')}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog__overlay" />
        <AlertDialog.Content className="dialog">
          <AlertDialog.Title className="dialog__title">{t('profile.delete.confirmTitle')}</AlertDialog.Title>
          <AlertDialog.Description className="dialog__body">{t('profile.delete.confirmBody')}</AlertDialog.Description>
          {failure ? <FormError>{t(DELETE_FAILURES[failure.key] ?? 'profile.delete.failed')}</FormError> : null}
          <div className="dialog__actions">
            <AlertDialog.Cancel className="button" disabled={remove.isPending}>
              {t('profile.delete.cancel')}
            </AlertDialog.Cancel>
            <button
              type="button"
              className="button button--danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {remove.isPending ? t('profile.delete.deleting') : t('profile.delete.confirm')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
