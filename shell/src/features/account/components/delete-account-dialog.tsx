import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountInUseError, PaymentInFlightError } from '../api/delete-account';
import { useDeleteAccount } from '../hooks/use-delete-account';
import { FormError } from '@utsav/shared/ui/form-field';

/** Delete Account: asks first, says what goes, and stays open with the reason if it fails. */
export function DeleteAccountDialog() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();

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
          {remove.isError ? (
            <FormError>
              {t(
                remove.error instanceof AccountInUseError
                  ? 'profile.delete.inUse'
                  : remove.error instanceof PaymentInFlightError
                    ? 'profile.delete.paymentInFlight'
                    : 'profile.delete.failed',
              )}
            </FormError>
          ) : null}
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
