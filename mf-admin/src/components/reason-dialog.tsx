import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@utsav/shared/forms/server-error';

interface Props {
  open: boolean;
  title: string;
  /** What happens when confirmed (the refund, who is told). */
  consequence: string;
  confirmLabel: string;
  /** The field's label: "Reason" unless the dialog asks for something else (a reply). */
  label?: string;
  hint?: string;
  /** Said beside the empty field: "Write a reason" unless the field is something else. */
  requiredMessage?: string;
  pending: boolean;
  /** The server's refusal, shown translated inside the dialog. */
  error: unknown;
  maxLength?: number;
  /** The text may be left empty (an approval's note); every other action requires it. */
  optional?: boolean;
  onConfirm: (text: string) => void;
  onClose: () => void;
}

/**
 * Every admin action asks why before it runs (the reason goes to the audit log, and to the
 * person when it is theirs to read). A native <dialog> with showModal (focus stays inside,
 * Escape closes, the page behind is inert), as the provider and booking remotes do.
 */
export function ReasonDialog({ open, title, consequence, confirmLabel, label, hint, requiredMessage, pending, error, maxLength = 1000, optional = false, onConfirm, onClose }: Props) {
  const { t } = useTranslation('admin');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const id = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // Each opening starts blank: a reason typed for one booking must not carry over to the next.
      setText('');
      setMissing(false);
      dialog.showModal?.();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value && !optional) {
      setMissing(true);
      return;
    }
    onConfirm(value);
  };

  return (
    <dialog ref={dialogRef} className="admin-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      {open ? (
        <form onSubmit={submit} noValidate>
          <h2 id={`${id}-title`}>{title}</h2>
          <p>{consequence}</p>
          <div className={missing ? 'form-field form-field--invalid' : 'form-field'}>
            <label htmlFor={`${id}-reason`}>{label ?? t('common.reason.label')}</label>
            <textarea
              id={`${id}-reason`}
              className="form-field__control"
              rows={4}
              maxLength={maxLength}
              value={text}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${id}-error` : `${id}-hint`}
              onChange={(event) => {
                setText(event.target.value);
                if (event.target.value.trim()) setMissing(false);
              }}
            />
            {missing ? (
              <p id={`${id}-error`} className="form-field__error">
                {requiredMessage ?? t('common.reason.required')}
              </p>
            ) : (
              <p id={`${id}-hint`} className="form-field__hint">
                {hint ?? t('common.reason.hint')}
              </p>
            )}
          </div>
          {error ? (
            <p className="form-field__error" role="alert">
              {errorText(t, error)}
            </p>
          ) : null}
          <div className="admin-dialog__actions">
            <button type="button" className="button" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={pending}>
              {pending ? t('common.saving') : confirmLabel}
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
