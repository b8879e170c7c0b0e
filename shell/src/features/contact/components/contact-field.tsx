import { useTranslation } from 'react-i18next';
import type { ChangeEvent } from 'react';
import type { ContactField as Field } from '../contact-validation';

interface ContactFieldProps {
  name: Field;
  value: string;
  error?: string;
  optional?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  onChange: (name: Field, value: string) => void;
}

/** A labelled control with its hint and its error right beside it (`aria-describedby`). */
export function ContactField({ name, value, error, optional, multiline, type = 'text', autoComplete, onChange }: ContactFieldProps) {
  const { t } = useTranslation('shell');
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  const hintKey = `contact.hints.${name}`;
  const hint = t(hintKey, { defaultValue: '' });
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': optional ? undefined : true,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(name, event.target.value),
  };
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {t(`contact.fields.${name}`)}
        {optional && <span className="field__optional"> {t('contact.optional')}</span>}
      </label>
      {hintId && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {multiline ? <textarea rows={6} {...common} /> : <input type={type} autoComplete={autoComplete} {...common} />}
      {error && (
        <p id={errorId} className="field-error">
          {t(`contact.errors.${error}`)}
        </p>
      )}
    </div>
  );
}
