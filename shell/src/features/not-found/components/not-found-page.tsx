import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { categoryNameKey, SERVICE_CATEGORIES } from '@utsav/shared/domain/categories';
import { usePageHead } from '@utsav/shared/head/page-head';
import { i18n } from '@utsav/shared/i18n/i18n';
import { paths } from '@utsav/shared/paths';
import { SiteSearchForm } from '../../../components/site-search-form';
import { PrefetchLink } from '../../../lib/federation/prefetch-link';
import { notFoundSearchTarget, type CategoryNames } from '../utils/search-target';

/**
 * The shell's answer to an unknown address: say so, then offer the two ways on that a lost
 * visitor needs, a search box and the categories (as Urban Company's and Airbnb's 404s do).
 */
export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  const common = useTranslation('common').t;
  usePageHead({ title: common('notFound.title') });
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
  const english = i18n.getFixedT('en', 'common');
  const current = i18n.getFixedT(null, 'common');
  return SERVICE_CATEGORIES.map((category) => ({
    category,
    names: [current(categoryNameKey(category.key)), english(categoryNameKey(category.key))],
  }));
}

function NotFoundSearch() {
  return (
    <SiteSearchForm
      className="not-found__search"
      rowClassName="not-found__search-row"
      visibleLabel
      targetFor={(query, signedIn) => notFoundSearchTarget(query, signedIn, categoryNames())}
    />
  );
}
