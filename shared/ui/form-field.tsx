import type { ComponentPropsWithRef, ReactNode } from 'react';
import { flushSync } from 'react-dom';

interface FrameProps {
  id: string;
  label: string;
  /** Already translated. */
  error?: ReactNode;
  hint?: string;
  /** Already translated, without brackets ("optional"). */
  optionalLabel?: string;
}

const describedBy = ({ id, error, hint }: FrameProps) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** Label above, then the control, its hint and its error, both read out with the field. */
function FieldFrame({ id, label, error, hint, optionalLabel, children }: FrameProps & { children: ReactNode }) {
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {optionalLabel ? <span className="form-field__optional"> ({optionalLabel})</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

// With `ref` (a prop in React 19): a form library registers the input through it.
type InputProps = FrameProps & Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  /** A control inside the field's box, after the input (a show-password button). */
  trailing?: ReactNode;
};

/** A labelled input with its hint and error beside it. */
export function FormField({ id, label, error, hint, optionalLabel, trailing, ...input }: InputProps) {
  const frame = { id, label, error, hint, optionalLabel };
  const control = <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(frame)} {...input} />;
  return (
    <FieldFrame {...frame}>
      {trailing ? (
        <div className="form-field__control">
          {control}
          {trailing}
        </div>
      ) : (
        control
      )}
    </FieldFrame>
  );
}

type TextAreaProps = FrameProps & Omit<ComponentPropsWithRef<'textarea'>, 'id'>;

/** The same for a multi-line text. */
export function FormTextArea({ id, label, error, hint, optionalLabel, ...textarea }: TextAreaProps) {
  const frame = { id, label, error, hint, optionalLabel };
  return (
    <FieldFrame {...frame}>
      <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(frame)} {...textarea} />
    </FieldFrame>
  );
}

/** A message about the whole form rather than one field, announced as it appears. */
export function FormError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="form-error" role="alert">
      {children}
    </p>
  );
}

/** Focuses the first field that has an error, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * For errors that arrive after the event (a server's answer): renders them now, then focuses
 * the field. A frame's delay is not enough there: React may not have committed by then.
 */
export function showErrorsAndFocus(form: HTMLFormElement | null, update: () => void): void {
  flushSync(update);
  focusFirstInvalid(form);
}
