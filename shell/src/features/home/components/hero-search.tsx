import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { loginUrlFor } from '@utsav/shared/auth/login-url';
import { useSessionStore } from '@utsav/shared/auth/session-store';
import { toast } from '@utsav/shared/toast/toast-store';
import { paths } from '@utsav/shared/paths';
import { prefetchRemote } from '../../../lib/federation/prefetch-remote';

/** Where a search from the hero goes: `/search` needs a session, so visitors sign in first and come back. */
export function heroSearchTarget(query: string, signedIn: boolean): string {
  const search = paths.catalog.search({ q: query });
  return signedIn ? search : loginUrlFor(search);
}

export function HeroSearch() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [error, setError] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) {
      setError(true);
      return;
    }
    const signedIn = useSessionStore.getState().status !== 'signedOut';
    if (!signedIn) toast({ title: t('home.search.signInTitle'), description: t('home.search.signInBody') });
    navigate(heroSearchTarget(query, signedIn));
  };

  return (
    <form className="hero-search" role="search" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="visually-hidden">
        {t('home.search.label')}
      </label>
      <div className="hero-search__row">
        <svg className="hero-search__icon" aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <input
          id={inputId}
          type="search"
          name="q"
          value={query}
          placeholder={t('home.search.placeholder')}
          autoComplete="off"
          aria-invalid={error || undefined}
          aria-describedby={error ? errorId : undefined}
          onFocus={() => prefetchRemote('catalog')}
          onChange={(event) => {
            setQuery(event.target.value);
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
