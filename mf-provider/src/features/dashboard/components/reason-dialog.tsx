import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@utsav/shared/forms/server-error';

interface Props {
  open: boolean;
  title: string;
  /** What happens when confirmed (the refund, what it counts for). */
  consequence: string;
  confirmLabel: string;
  pending: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

const MAX = 1000;

/**
 * Asks why, before a decline or a cancellation the customer will read. A native <dialog>
 * (showModal: focus stays inside, Escape closes, the page behind is inert), as the booking
 * remote's cancel dialog: no dialog library for what the platform does.
 */
export function ReasonDialog({ open, title, consequence, confirmLabel, pending, error, onConfirm, onClose }: Props) {
  const { t } = useTranslation('provider');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const id = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setMissing(true);
      return;
    }
    onConfirm(text);
  };

  return (
    <dialog ref={dialogRef} className="dash-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>{title}</h2>
        <p>{consequence}</p>
        <div className={missing ? 'form-field form-field--invalid' : 'form-field'}>
          <label htmlFor={`${id}-reason`}>{t('dashboard.reason.label')}</label>
          <textarea
            id={`${id}-reason`}
            className="form-field__control"
            rows={3}
            maxLength={MAX}
            value={reason}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-error` : `${id}-hint`}
            onChange={(event) => {
              setReason(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
          />
          {missing ? (
            <p id={`${id}-error`} className="form-field__error">
              {t('dashboard.reason.required')}
            </p>
          ) : (
            <p id={`${id}-hint`} className="form-field__hint">
              {t('dashboard.reason.hint')}
            </p>
          )}
        </div>
        {error ? (
          <p className="form-field__error" role="alert">
            {errorText(t, error)}
          </p>
        ) : null}
        <div className="dash-dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t('dashboard.reason.back')}
          </button>
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? t('dashboard.actions.saving') : confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
