import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useSessionStore } from '@utsav/shared/auth/session-store';
import { categoryNameKey, SERVICE_CATEGORIES } from '@utsav/shared/domain/categories';
import { i18n } from '@utsav/shared/i18n/i18n';
import { paths } from '@utsav/shared/paths';
import { toast } from '@utsav/shared/toast/toast-store';
import { PrefetchLink } from '../../../lib/federation/prefetch-link';
import { notFoundSearchTarget, type CategoryNames } from '../utils/search-target';

/**
 * The shell's answer to an unknown address: say so, then offer the two ways on that a lost
 * visitor needs, a search box and the categories (as Urban Company's and Airbnb's 404s do).
 */
export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  const common = useTranslation('common').t;
  return (
    <section className="status-page not-found" aria-labelledby="not-found-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{common('notFound.title')}</h1>
      <p>{common('notFound.body')}</p>
      <NotFoundSearch />
      <h2 className="not-found__browse">{t('notFound.browse')}</h2>
      <ul className="not-found__categories">
        {SERVICE_CATEGORIES.map((category) => (
          <li key={category.slug}>
            <PrefetchLink to={paths.catalog.category({ category: category.slug })}>{t(categoryNameKey(category.key))}</PrefetchLink>
          </li>
        ))}
        <li>
          <PrefetchLink to={paths.catalog.bundles()}>{t('nav.bundles')}</PrefetchLink>
        </li>
      </ul>
      <Link className="button" to={paths.home()}>
        {common('notFound.home')}
      </Link>
    </section>
  );
}

/** The names a visitor may type for each category: in the page's language and in English. */
function categoryNames(): CategoryNames[] {
  const english = i18n.getFixedT('en', 'shell');
  const current = i18n.getFixedT(null, 'shell');
  return SERVICE_CATEGORIES.map((category) => ({
    category,
    names: [current(categoryNameKey(category.key)), english(categoryNameKey(category.key))],
  }));
}

function NotFoundSearch() {
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
    const target = notFoundSearchTarget(query, signedIn, categoryNames());
    if (target.startsWith(paths.auth.login())) toast({ title: t('home.search.signInTitle'), description: t('home.search.signInBody') });
    navigate(target);
  };

  return (
    <form className="not-found__search" role="search" onSubmit={submit} noValidate>
      <label htmlFor={inputId}>{t('home.search.label')}</label>
      <div className="not-found__search-row">
        <input
          id={inputId}
          type="search"
          name="q"
          value={query}
          placeholder={t('home.search.placeholder')}
          autoComplete="off"
          aria-invalid={error || undefined}
          aria-describedby={error ? errorId : undefined}
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
