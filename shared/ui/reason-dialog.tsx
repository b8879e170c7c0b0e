import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@utsav/shared/forms/server-error';

/** The dialog's own words, in the caller's namespace (a provider's "Reason for the customer", an admin's "Reason"). */
export interface ReasonDialogWords {
  label: string;
  hint: string;
  /** Said beside the empty field when a text is required. */
  required: string;
  /** The button that closes the dialog without acting. */
  back: string;
  /** The confirm button while the action runs. */
  saving: string;
}

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What happens when confirmed (the refund, who is told, what it counts for). */
  consequence: string;
  confirmLabel: string;
  words: ReasonDialogWords;
  pending: boolean;
  /** The server's refusal, shown translated inside the dialog. */
  error: unknown;
  /** The app's dialog styles: `<className>` on the dialog, `<className>__actions` on its buttons. */
  className: string;
  maxLength?: number;
  rows?: number;
  /** The text may be left empty (an admin's approval note); otherwise it is required. */
  optional?: boolean;
  onConfirm: (text: string) => void;
  onClose: () => void;
}

/**
 * Asks why before an action someone else will read about (a provider's decline, an admin's
 * suspension). A native <dialog> with showModal (focus stays inside, Escape closes, the page
 * behind is inert): no dialog library for what the platform does.
 */
export function ReasonDialog({ open, title, consequence, confirmLabel, words, pending, error, className, maxLength = 1000, rows = 4, optional = false, onConfirm, onClose }: ReasonDialogProps) {
  const { t } = useTranslation();
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
    <dialog ref={dialogRef} className={className} aria-labelledby={`${id}-title`} onClose={onClose}>
      {open ? (
        <form onSubmit={submit} noValidate>
          <h2 id={`${id}-title`}>{title}</h2>
          <p>{consequence}</p>
          <div className={missing ? 'form-field form-field--invalid' : 'form-field'}>
            <label htmlFor={`${id}-reason`}>{words.label}</label>
            <textarea
              id={`${id}-reason`}
              className="form-field__control"
              rows={rows}
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
                {words.required}
              </p>
            ) : (
              <p id={`${id}-hint`} className="form-field__hint">
                {words.hint}
              </p>
            )}
          </div>
          {error ? (
            <p className="form-field__error" role="alert">
              {errorText(t, error)}
            </p>
          ) : null}
          <div className={`${className}__actions`}>
            <button type="button" className="button" onClick={onClose}>
              {words.back}
            </button>
            <button type="submit" className="button button--primary" disabled={pending}>
              {pending ? words.saving : confirmLabel}
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
