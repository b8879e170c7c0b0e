import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  hint?: string;
  initial?: string;
  onSearch: (query: string) => void;
  /** Other filters beside the box (a role, statuses, dates). */
  children?: ReactNode;
}

/** A search box that asks the server on submit (Enter or the button), never on every keystroke. */
export function SearchForm({ label, hint, initial = '', onSearch, children }: Props) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(initial);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="admin-filters" role="search" onSubmit={submit}>
      <div className="form-field">
        <label htmlFor={`${id}-q`}>{label}</label>
        <input
          id={`${id}-q`}
          className="form-field__control"
          type="search"
          value={text}
          maxLength={200}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {hint ? (
          <p id={`${id}-hint`} className="form-field__hint">
            {hint}
          </p>
        ) : null}
      </div>
      {children}
      <button type="submit" className="button button--primary">
        {t('common.search')}
      </button>
    </form>
  );
}
