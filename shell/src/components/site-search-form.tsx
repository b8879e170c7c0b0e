import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '@utsav/shared/auth/session-store';
import { paths } from '@utsav/shared/paths';
import { toast } from '@utsav/shared/toast/toast-store';

interface SiteSearchFormProps {
  /** The form's class; its row is `<className>__row`, or `rowClassName`. */
  className: string;
  rowClassName?: string;
  /** Whether the label is shown (the 404 page) or only read out (the hero, whose placeholder says it). */
  visibleLabel: boolean;
  /** Where a search goes: `/search` needs a session, so a visitor signs in first and comes back. */
  targetFor: (query: string, signedIn: boolean) => string;
  icon?: ReactNode;
  onFocus?: () => void;
}

/**
 * The shell's search box (home hero and 404 page): an empty search gets a message beside the
 * field, and a visitor sent to sign in first is told why.
 */
export function SiteSearchForm({ className, rowClassName = `${className}__row`, visibleLabel, targetFor, icon, onFocus }: SiteSearchFormProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [error, setError] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the field, not from state: the box is on the server's page before it hydrates, and
    // what a visitor types then (their submit is held and replayed) never passed through onChange.
    const query = String(new FormData(event.currentTarget).get('q') ?? '');
    if (!query.trim()) {
      setError(true);
      return;
    }
    const target = targetFor(query, useSessionStore.getState().status !== 'signedOut');
    if (target.startsWith(paths.auth.login())) toast({ title: t('home.search.signInTitle'), description: t('home.search.signInBody') });
    navigate(target);
  };

  return (
    <form className={className} role="search" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className={visibleLabel ? undefined : 'visually-hidden'}>
        {t('home.search.label')}
      </label>
      <div className={rowClassName}>
        {icon}
        <input
          id={inputId}
          type="search"
          name="q"
          placeholder={t('home.search.placeholder')}
          autoComplete="off"
          aria-invalid={error || undefined}
          aria-describedby={error ? errorId : undefined}
          onFocus={onFocus}
          onChange={(event) => {
            if (error && event.target.value.trim()) setError(false);
          }}
        />
        <button type="submit" className="button button--primary">
          {t('home.search.submit')}
        </button>
      </div>
      {error && (
        <p id={errorId} className="form-field__error" role="alert">
          {t('home.search.empty')}
        </p>
      )}
    </form>
  );
}
