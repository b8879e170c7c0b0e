import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrorKey } from '../utils/filter-input';

/** A labelled text field with its error (translated) right below it, tied by aria-describedby. */
export function TextFilterField({
  label,
  value,
  error,
  onChange,
  onCommit,
  hint,
  ...input
}: {
  label: string;
  value: string;
  error?: FieldErrorKey;
  onChange: (value: string) => void;
  /** Called when the field loses focus (fields in a group commit from the group instead). */
  onCommit?: () => void;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`catalog-field${error ? ' catalog-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onCommit}
      />
      {hint ? (
        <p id={hintId} className="catalog-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="catalog-field__error">
          {t(`filters.errors.${error}`)}
        </p>
      ) : null}
    </div>
  );
}
