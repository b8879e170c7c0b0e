import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { PagePrefetch } from '@utsav/shared/federation/retryable-lazy';
import { dataWord } from '@utsav/shared/i18n/data-words';
import { usePageHead } from '@utsav/shared/head/page-head';
import { formatRupees } from '@utsav/shared/i18n/format';
import { queryClient } from '@utsav/shared/query/query-client';
import { paths } from '@utsav/shared/paths';
import { Pagination } from '../../../domain/filters/components/pagination';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { CardLink } from '../../../components/card-link';
import { SearchBox } from '../../../components/search-box';
import { useCachedTranslation } from '../../../hooks/use-cached-translation';
import { RangeFields } from '../../../domain/filters/components/range-fields';
import { SelectFilter } from '../../../domain/filters/components/select-filter';
import { SortChoices, SortSelect } from '../../../domain/filters/components/sort-select';
import { ActiveFilterChips, FiltersButton } from '../../../domain/filters/components/active-filter-chips';
import { FilterSheet, scrollToResults } from '../../../domain/filters/components/filter-sheet';
import { useFilterDraft } from '../../../domain/filters/hooks/use-filter-draft';
import { usePageInRange } from '../../../domain/filters/hooks/use-page-in-range';
import {
  BUNDLE_SORTS,
  BUNDLES_PAGE_SIZE,
  clearFilters,
  countActiveFilters,
  listBundlesArgs,
  pageCount,
  parseBundleFilters,
  patchParams,
  type FilterKey,
  type ParamValue,
} from '../../../domain/filters/utils/filter-params';
import { COUNT_CAP, cappedPageCount, resultCount } from '../../../domain/filters/utils/result-count';
import { bundleFacetsQuery, useBundleFacets } from '../hooks/use-bundle-facets';
import { bundlesQuery, useBundles } from '../hooks/use-bundles';
import { featuredBundlesQuery, useFeaturedBundles } from '../hooks/use-featured-bundles';
import { BundleCard } from '../../../domain/offers/components/bundle-card';
import { GridSkeleton } from '../../../domain/offers/components/service-card';
import { WhyBundles } from './why-bundles';

const FILTER_KEYS = ['q', 'city', 'min', 'max'];
const isFiltered = (params: URLSearchParams) => FILTER_KEYS.some((key) => params.has(key));

/**
 * Each bundle once: unfiltered, the featured ones are in their strip and the list holds the
 * rest; a search or filter lists every match (featured too, with its badge) and the strip,
 * which ignores filters, steps aside.
 */
const bundleListArgs = (params: URLSearchParams) => {
  const args = listBundlesArgs(parseBundleFilters(params));
  return isFiltered(params) ? args : { ...args, p_featured: false };
};

/**
 * The queries the page opens with, into the cache on a hover (prefetch-remote.ts in the shell): the
 * click renders the bundles instead of starting three fetches inside it. Same keys as the hooks;
 * data still fresh (the cache's staleTime) is not fetched again.
 */
export const prefetch: PagePrefetch = ({ search }) => {
  const params = new URLSearchParams(search);
  return Promise.all([
    queryClient.prefetchQuery(bundlesQuery(bundleListArgs(params))),
    queryClient.prefetchQuery(featuredBundlesQuery()),
    queryClient.prefetchQuery(bundleFacetsQuery()),
  ]);
};

/**
 * /bundles: featured bundles (a row that scrolls sideways, so it costs one card's height), search,
 * city, price range and sort, the count, the list, why bundles. On phones the filters and sort are
 * in a sheet opened from the sticky row, so the first results are in view.
 */
export default function BundlesPage() {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseBundleFilters(params), [params]);
  const hasFilters = isFiltered(params);
  const bundles = useBundles(useMemo(() => bundleListArgs(params), [params]));
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
  usePageHead({ title: t('bundles.title'), description: t('head.bundles.description'), canonicalPath: paths.catalog.bundles() });
  // The last answer stays on screen (dimmed) while the next loads, but its count and its "no
  // bundles" are not the next one's: those wait for the answer to this question.
  const settled = !!bundles.data && !bundles.isPlaceholderData;
  const total = bundles.data?.total ?? 0;
  // With words the database counts up to 1,001 only, as the services search does: "1,000+" above,
  // and the pager stops within the first 1,000. A city or price range alone is counted exactly.
  const capped = filters.q !== undefined;
  const pages = capped ? cappedPageCount(total, BUNDLES_PAGE_SIZE) : pageCount(total, BUNDLES_PAGE_SIZE);
  usePageInRange(settled ? bundles.data : undefined, filters.page, pages);

  const draft = useFilterDraft();
  const resultsRef = useRef<HTMLElement>(null);
  const draftFilters = useMemo(() => (draft.params ? parseBundleFilters(draft.params) : filters), [draft.params, filters]);
  const draftResults = useBundles(useMemo(() => bundleListArgs(draft.params ?? params), [draft.params, params]), draft.params !== null);
  const cityOptions = (facets.data?.cities ?? []).map((city) => ({ value: city, label: dataWord(t, 'cities', city) }));

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
            <UnavailableState onRetry={() => void featured.refetch()} />
          ) : (
            <ul className="catalog-featured__list" aria-label={t('bundles.featured')} aria-busy={!featured.data}>
              {featured.data
                ? featured.data.rows.map((bundle) => (
                    <li key={bundle.id}>
                      <FeaturedBundle name={bundle.name} id={bundle.id} price={bundle.bundle_price_paise} percent={bundle.discount_percent} city={bundle.city} />
                    </li>
                  ))
                : // Placeholders of a card's size keep the row's height while the featured bundles load.
                  [0, 1, 2].map((index) => (
                    <li key={index} aria-hidden="true">
                      <div className="catalog-featured__card catalog-featured__card--skeleton" />
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
        {/* On phones these are in the sheet; the search box stays on the page. */}
        <div className="catalog-bundle-filters__wide">
          <SelectFilter name="city" label={t('filters.city')} anyLabel={t('filters.allCities')} value={filters.city} options={cityOptions} onChange={(city) => update({ city })} />
        </div>
        <div className="catalog-bundle-filters__wide">
          <RangeFields minPrice={filters.minPrice} maxPrice={filters.maxPrice} priceLabel={t('bundles.priceRange')} showGuests={false} onChange={update} />
        </div>
        <button type="button" className="button catalog-clear catalog-bundle-filters__wide" onClick={clear} disabled={!hasFilters}>
          {t('filters.clearAll')}
        </button>
      </section>

      <section ref={resultsRef} className="catalog-layout__results" aria-labelledby="catalog-bundle-results-heading" aria-busy={bundles.isFetching}>
        <div className="catalog-toolbar">
          <h2 id="catalog-bundle-results-heading" className="catalog-toolbar__count" aria-live="polite">
            {settled ? <BundlesHeading total={total} capped={capped} filtered={hasFilters} /> : t('loading')}
          </h2>
          <FiltersButton withSort activeCount={countActiveFilters(params)} onOpen={() => draft.open(params)} />
          <div className="catalog-toolbar__sort">
            <SortSelect value={filters.sort} options={BUNDLE_SORTS} onChange={(sort) => update({ sort: sort === 'featured' ? undefined : sort })} />
          </div>
        </div>
        <ActiveFilterChips
          params={params}
          onRemove={(keys) => update(Object.fromEntries(keys.map((name) => [name, undefined])))}
          onClearAll={() => setParams((current) => clearFilters(current, ['q', 'sort']))}
        />
        {bundles.isError ? (
          <UnavailableState onRetry={() => void bundles.refetch()} />
        ) : settled && total === 0 ? (
          <div className="catalog-empty" data-testid="bundles-empty">
            <h3>{t('bundles.emptyTitle')}</h3>
            <p>{t('bundles.emptyBody')}</p>
            {hasFilters ? (
              <button type="button" className="button" onClick={clear}>
                {t('filters.clearAll')}
              </button>
            ) : null}
          </div>
        ) : bundles.data?.rows.length ? (
          <div className={bundles.isPlaceholderData ? 'catalog-stale' : undefined}>
            <ul className="catalog-grid catalog-grid--bundles" aria-label={t('bundles.listLabel')}>
              {bundles.data.rows.map((bundle, index) => (
                <li key={bundle.id}>
                  <BundleCard bundle={bundle} eager={index < 3} />
                </li>
              ))}
            </ul>
            <Pagination page={filters.page} pages={pages} />
          </div>
        ) : (
          <GridSkeleton bundles />
        )}
      </section>

      <WhyBundles />

      <FilterSheet
        open={draft.params !== null}
        count={draftResults.data && !draftResults.isPlaceholderData ? draftResults.data.total : undefined}
        countCap={draftFilters.q !== undefined ? COUNT_CAP : undefined}
        onApply={() => {
          const next = draft.current();
          scrollToResults(resultsRef.current);
          if (next) setParams(next);
          draft.close();
        }}
        onClear={() => {
          const current = draft.current();
          if (current) draft.open(clearFilters(current, ['q', 'sort']));
        }}
        onClose={draft.close}
      >
        <SortChoices value={draftFilters.sort} options={BUNDLE_SORTS} onChange={(sort) => draft.patch({ sort: sort === 'featured' ? undefined : sort })} />
        <div className="catalog-filters">
          <SelectFilter name="city" label={t('filters.city')} anyLabel={t('filters.allCities')} value={draftFilters.city} options={cityOptions} onChange={(city) => draft.patch({ city })} />
          <RangeFields minPrice={draftFilters.minPrice} maxPrice={draftFilters.maxPrice} priceLabel={t('bundles.priceRange')} showGuests={false} onChange={draft.patch} />
        </div>
      </FilterSheet>
    </div>
  );
}

/** "24 bundles found", or "1,000+ bundles found" above what a search counts exactly; unfiltered, the bundles besides the featured. */
function BundlesHeading({ total, capped, filtered }: { total: number; capped: boolean; filtered: boolean }) {
  const { t } = useTranslation('catalog');
  if (!filtered) return <>{t('detail.moreBundles', { count: total })}</>;
  const { number, over } = resultCount(total);
  return <>{capped && over ? t('bundles.foundOver', { number }) : t('bundles.found', { count: total })}</>;
}

/**
 * A featured bundle's teaser: price, saving, Book, and View details (the bundle's own page). Its
 * labels and links go the cards' way (useCachedTranslation, CardLink): the row renders inside the
 * click that opens /bundles (issue 27: a warm navigation under 10 ms).
 */
function FeaturedBundle({ id, name, price, percent, city }: { id: string; name: string; price: number; percent: number; city: string }) {
  const { t } = useCachedTranslation('catalog');
  return (
    <article className="catalog-featured__card" aria-labelledby={`featured-${id}`}>
      <h3 id={`featured-${id}`}>{name}</h3>
      <p className="catalog-muted">{city}</p>
      <p>
        <strong>{formatRupees(price)}</strong> <span className="catalog-badge catalog-badge--inline">{t('bundles.save', { percent: Math.round(percent) })}</span>
      </p>
      <div className="catalog-featured__actions">
        <CardLink className="button" to={paths.catalog.bundle({ bundleId: id })} aria-label={t('bundles.viewLabel', { name })}>
          {t('bundles.view')}
        </CardLink>
        <CardLink className="button button--primary" to={paths.booking.request({ bundleId: id })} aria-label={t('book.bundleLabel', { name })}>
          {t('book.action')}
        </CardLink>
      </div>
    </article>
  );
}
