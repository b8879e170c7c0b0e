import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@utsav/shared/forms/server-error';
import { formatRupees } from '@utsav/shared/i18n/format';
import { toast } from '@utsav/shared/toast/toast-store';
import { useCancelBooking } from '../hooks/use-cancel-booking';
import { useCancellationPreview } from '../hooks/use-cancellation-preview';

/**
 * Cancel, with the refund it would bring shown before the customer confirms. A native <dialog>
 * (showModal: focus kept inside, Escape closes, the page behind inert) rather than a dialog
 * library: the platform's own does all this booking remote needs, for no extra bytes.
 */
export function CancelBooking({ bookingId, code }: { bookingId: string; code: string }) {
  const { t } = useTranslation('booking');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const titleId = useId();
  const errorId = useId();
  const preview = useCancellationPreview(bookingId, open);
  const cancel = useCancelBooking(bookingId);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const confirm = () =>
    cancel.mutate(reason.trim() || null, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: t('cancel.done', { code }), description: t('cancel.doneRefund') });
      },
    });

  const data = preview.data;
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t('cancel.open')}
      </button>
      <dialog ref={dialogRef} className="booking-dialog" aria-labelledby={titleId} onClose={() => setOpen(false)}>
        <h2 id={titleId}>{t('cancel.title', { code })}</h2>
        {preview.isPending ? (
          <p role="status">{t('common.loading')}</p>
        ) : preview.isError ? (
          <p role="alert">{t('common.loadFailed')}</p>
        ) : data ? (
          <p data-testid="cancel-refund">
            {t('cancel.refund', {
              refund: formatRupees(data.refund_paise ?? 0),
              paid: formatRupees(data.paid_paise ?? 0),
              count: data.days_before ?? 0,
              percent: data.advance_percent ?? 0,
            })}
          </p>
        ) : (
          <p>{t('cancel.notAllowed')}</p>
        )}
        <label htmlFor={`${titleId}-reason`}>
          {t('cancel.reason')} <span className="booking-muted">({t('form.optional')})</span>
        </label>
        <textarea id={`${titleId}-reason`} maxLength={1000} rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
        {cancel.isError ? (
          <p id={errorId} className="field-error" role="alert">
            {errorText(t, cancel.error)}
          </p>
        ) : null}
        <div className="booking-dialog__actions">
          <button type="button" className="button" onClick={() => setOpen(false)}>
            {t('cancel.keep')}
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={confirm}
            disabled={!data || cancel.isPending}
            aria-describedby={cancel.isError ? errorId : undefined}
          >
            {cancel.isPending ? t('cancel.cancelling') : t('cancel.confirm')}
          </button>
        </div>
      </dialog>
    </>
  );
}
