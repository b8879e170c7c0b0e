import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { dataWord } from '@utsav/shared/i18n/data-words';
import { formatRupees } from '@utsav/shared/i18n/format';
import { paths } from '@utsav/shared/paths';
import { Pagination } from '../../../components/pagination';
import { QueryError } from '../../../components/query-error';
import { SearchBox } from '../../../components/search-box';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { RangeFields } from '../../../components/filters/range-fields';
import { SelectFilter } from '../../../components/filters/select-filter';
import { SortSelect } from '../../../components/filters/sort-select';
import {
  BUNDLE_SORTS,
  BUNDLES_PAGE_SIZE,
  clearFilters,
  listBundlesArgs,
  pageCount,
  parseBundleFilters,
  patchParams,
  type FilterKey,
  type ParamValue,
} from '../../../lib/filters/filter-params';
import { useBundleFacets } from '../hooks/use-bundle-facets';
import { useBundles } from '../hooks/use-bundles';
import { useFeaturedBundles } from '../hooks/use-featured-bundles';
import { BundleCard } from '../../../components/bundle-card';
import { WhyBundles } from './why-bundles';

/** /bundles: featured bundles, search, city, price range, clear filters, count, list or empty state, why bundles. */
export default function BundlesPage() {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseBundleFilters(params), [params]);
  const hasFilters = ['q', 'city', 'min', 'max'].some((key) => params.has(key));
  // Each bundle once: unfiltered, the featured ones are in their strip and the list holds the
  // rest; a search or filter lists every match (featured too, with its badge) and the strip,
  // which ignores filters, steps aside.
  const bundles = useBundles(
    useMemo(() => ({ ...listBundlesArgs(filters), ...(hasFilters ? {} : { p_featured: false }) }), [filters, hasFilters]),
  );
  const featured = useFeaturedBundles();
  const facets = useBundleFacets();
  const update = useCallback(
    (patch: Partial<Record<FilterKey, ParamValue>>) => setParams((current) => patchParams(current, patch)),
    [setParams],
  );
  const search = useCallback(
    (q: string) => setParams((current) => patchParams(current, { q }), { replace: true }),
    [setParams],
  );
  const clear = () => setParams((current) => clearFilters(current, ['sort']));
  useDocumentTitle(t('bundles.title'));
  const total = bundles.data?.total ?? 0;

  return (
    <div className="page catalog-page">
      <header className="catalog-page__header">
        <h1>{t('bundles.title')}</h1>
        <p className="catalog-hero__intro">{t('bundles.intro')}</p>
      </header>

      {hasFilters ? null : (
        <section className="catalog-featured" aria-labelledby="catalog-featured-heading">
          <h2 id="catalog-featured-heading">{t('bundles.featured')}</h2>
          {featured.isError ? (
            <QueryError onRetry={() => void featured.refetch()} />
          ) : (
            <ul className="catalog-featured__list" aria-label={t('bundles.featured')}>
              {featured.data?.rows.map((bundle) => (
                <li key={bundle.id}>
                  <FeaturedBundle name={bundle.name} id={bundle.id} price={bundle.bundle_price_paise} percent={bundle.discount_percent} city={bundle.city} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section className="catalog-bundle-filters" aria-labelledby="catalog-bundle-filters-heading">
        <h2 id="catalog-bundle-filters-heading" className="visually-hidden">
          {t('filters.heading')}
        </h2>
        <SearchBox label={t('bundles.searchLabel')} placeholder={t('bundles.searchPlaceholder')} value={filters.q ?? ''} onSearch={search} />
        <SelectFilter
          name="city"
          label={t('filters.city')}
          anyLabel={t('filters.allCities')}
          value={filters.city}
          options={(facets.data?.cities ?? []).map((city) => ({ value: city, label: dataWord(t, 'cities', city) }))}
          onChange={(city) => update({ city })}
        />
        <RangeFields minPrice={filters.minPrice} maxPrice={filters.maxPrice} priceLabel={t('bundles.priceRange')} showGuests={false} onChange={update} />
        <button type="button" className="button catalog-clear" onClick={clear} disabled={!hasFilters}>
          {t('filters.clearAll')}
        </button>
      </section>

      <section className="catalog-layout__results" aria-labelledby="catalog-bundle-results-heading" aria-busy={bundles.isFetching}>
        <div className="catalog-toolbar">
          <h2 id="catalog-bundle-results-heading" className="catalog-toolbar__count" aria-live="polite">
            {bundles.data ? (hasFilters ? t('bundles.found', { count: total }) : t('detail.moreBundles', { count: total })) : t('loading')}
          </h2>
          <SortSelect value={filters.sort} options={BUNDLE_SORTS} onChange={(sort) => update({ sort: sort === 'featured' ? undefined : sort })} />
        </div>
        {bundles.isError ? (
          <QueryError onRetry={() => void bundles.refetch()} />
        ) : bundles.data && total === 0 ? (
          <div className="catalog-empty" data-testid="bundles-empty">
            <h3>{t('bundles.emptyTitle')}</h3>
            <p>{t('bundles.emptyBody')}</p>
            {hasFilters ? (
              <button type="button" className="button" onClick={clear}>
                {t('filters.clearAll')}
              </button>
            ) : null}
          </div>
        ) : bundles.data ? (
          <div className={bundles.isPlaceholderData ? 'catalog-stale' : undefined}>
            <ul className="catalog-grid catalog-grid--bundles" aria-label={t('bundles.listLabel')}>
              {bundles.data.rows.map((bundle) => (
                <li key={bundle.id}>
                  <BundleCard bundle={bundle} />
                </li>
              ))}
            </ul>
            <Pagination page={filters.page} pages={pageCount(total, BUNDLES_PAGE_SIZE)} />
          </div>
        ) : (
          <div className="catalog-grid-skeleton" aria-hidden="true" />
        )}
      </section>

      <WhyBundles />
    </div>
  );
}

/** A featured bundle's teaser: price, saving, Book, and View details (the bundle's own page). */
function FeaturedBundle({ id, name, price, percent, city }: { id: string; name: string; price: number; percent: number; city: string }) {
  const { t } = useTranslation('catalog');
  return (
    <article className="catalog-featured__card" aria-labelledby={`featured-${id}`}>
      <h3 id={`featured-${id}`}>{name}</h3>
      <p className="catalog-muted">{city}</p>
      <p>
        <strong>{formatRupees(price)}</strong> <span className="catalog-badge catalog-badge--inline">{t('bundles.save', { percent: Math.round(percent) })}</span>
      </p>
      <div className="catalog-featured__actions">
        <Link className="button" to={paths.catalog.bundle({ bundleId: id })} aria-label={t('bundles.viewLabel', { name })}>
          {t('bundles.view')}
        </Link>
        <Link className="button button--primary" to={paths.booking.request({ bundleId: id })} aria-label={t('book.bundleLabel', { name })}>
          {t('book.action')}
        </Link>
      </div>
    </article>
  );
}
