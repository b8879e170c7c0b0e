import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { categoryBySlug, categoryNameKey, type ServiceCategory } from '@utsav/shared/domain/categories';
import type { PagePrefetch } from '@utsav/shared/federation/retryable-lazy';
import { usePageHead } from '@utsav/shared/head/page-head';
import { i18n } from '@utsav/shared/i18n/i18n';
import { toLanguage } from '@utsav/shared/i18n/languages';
import { queryClient } from '@utsav/shared/query/query-client';
import { paths } from '@utsav/shared/paths';
import { NotFoundPage } from '@utsav/shared/ui/not-found-page';
import { Pagination } from '../../../domain/filters/components/pagination';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { ART_HEIGHT, ART_WIDTH, CATEGORY_ART } from '../../../domain/offers/utils/categories';
import { ServiceFilterPanel } from '../../../domain/filters/components/service-filter-panel';
import { EventDateField } from '../../../domain/filters/components/event-date-field';
import { SortChoices, SortSelect } from '../../../domain/filters/components/sort-select';
import { ActiveFilterChips, FiltersButton } from '../../../domain/filters/components/active-filter-chips';
import { FilterSheet, scrollToResults } from '../../../domain/filters/components/filter-sheet';
import { useFilterDraft } from '../../../domain/filters/hooks/use-filter-draft';
import { usePageInRange } from '../../../domain/filters/hooks/use-page-in-range';
import {
  clearFilters,
  countActiveFilters,
  listServicesArgs,
  pageCount,
  parseServiceFilters,
  patchParams,
  SERVICE_SORTS,
  SERVICES_PAGE_SIZE,
  type FilterKey,
  type ParamValue,
} from '../../../domain/filters/utils/filter-params';
import { facetsQuery, useFacets } from '../../../domain/offers/hooks/use-facets';
import { servicesQuery, useServices } from '../hooks/use-services';
import { GridSkeleton, ServiceGrid } from '../../../domain/offers/components/service-card';
import { HydrateLater } from '../../../components/hydrate-later';

/**
 * The queries the page opens with (its services and its filters' options), into the cache on a
 * hover (prefetch-remote.ts in the shell): the click renders the cards instead of starting the
 * fetches inside it. Same keys as the hooks; data still fresh is not fetched again.
 */
export const prefetch: PagePrefetch = ({ params, search }) => {
  const category = categoryBySlug(params.category);
  if (!category) return undefined;
  const language = toLanguage(i18n.language);
  const filters = parseServiceFilters(new URLSearchParams(search));
  return Promise.all([
    queryClient.prefetchQuery(servicesQuery({ ...listServicesArgs(category.slug, filters), p_reader_language: language })),
    queryClient.prefetchQuery(facetsQuery(category.slug, language, i18n.getFixedT(null, 'catalog'))),
  ]);
};

/** /services/:category — an unknown slug is a 404, not an empty list. */
export default function CategoryPage() {
  const category = categoryBySlug(useParams().category);
  if (!category) return <NotFoundPage />;
  return <CategoryView key={category.slug} category={category} />;
}

function CategoryView({ category: { slug: category, key } }: { category: ServiceCategory }) {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseServiceFilters(params), [params]);
  const { sort, page, ...rest } = filters;
  // The panel gets an object that only changes when a filter does (not the sort or page).
  const panelKey = JSON.stringify(rest);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the serialised filters on purpose
  const panelFilters = useMemo(() => rest, [panelKey]);
  const services = useServices(useMemo(() => listServicesArgs(category, filters), [category, filters]));
  const facets = useFacets(category);
  const update = useCallback(
    (patch: Partial<Record<FilterKey, ParamValue>>) => setParams((current) => patchParams(current, patch)),
    [setParams],
  );
  const activeCount = countActiveFilters(params);
  const name = t(categoryNameKey(key));
  usePageHead({ title: name, description: t('head.category.description', { category: name }), canonicalPath: paths.catalog.category({ category }) });

  // Phones: the sheet's draft, and how many results it would show (counted as it changes).
  const draft = useFilterDraft();
  const resultsRef = useRef<HTMLElement>(null);
  const draftFilters = useMemo(() => (draft.params ? parseServiceFilters(draft.params) : filters), [draft.params, filters]);
  const draftResults = useServices(useMemo(() => listServicesArgs(category, draftFilters), [category, draftFilters]), draft.params !== null);
  const { sort: draftSort, page: _draftPage, ...draftRest } = draftFilters;

  // The last answer stays on screen (dimmed) while the next loads, but its count and its "no
  // services" are not the next one's: those wait for the answer to this question.
  const settled = !!services.data && !services.isPlaceholderData;
  const total = services.data?.total ?? 0;
  const pages = pageCount(total, SERVICES_PAGE_SIZE);
  const pastTheEnd = usePageInRange(settled ? services.data : undefined, page, pages);
  return (
    <div className="page catalog-page">
      <header className="catalog-hero">
        <img className="catalog-hero__art" src={CATEGORY_ART[category]} width={ART_WIDTH} height={ART_HEIGHT} alt="" />
        <div>
          <h1>{t(categoryNameKey(key))}</h1>
          <p className="catalog-hero__intro">{t(`categories.${key}.intro`)}</p>
        </div>
      </header>
      <div className="catalog-layout">
        <aside className="catalog-layout__filters" aria-labelledby="catalog-filters-heading">
          <h2 id="catalog-filters-heading" className="catalog-filters__heading">
            {t('filters.heading')}
          </h2>
          {/* A family with a fixed muhurtham sees who is free that day, signed in or not. */}
          <EventDateField value={filters.date} onChange={(date) => update({ date })} hintKey="filters.eventDateServicesHint" />
          <ServiceFilterPanel category={category} filters={panelFilters} facets={facets.data} onChange={update} />
          {activeCount > 0 ? (
            <button type="button" className="button catalog-clear" onClick={() => setParams((current) => clearFilters(current, ['sort']))}>
              {t('filters.clear', { count: activeCount })}
            </button>
          ) : null}
        </aside>
        <section ref={resultsRef} className="catalog-layout__results" aria-labelledby="catalog-results-heading" aria-busy={services.isFetching}>
          <div className="catalog-toolbar">
            <h2 id="catalog-results-heading" className="catalog-toolbar__count" aria-live="polite">
              {settled && !pastTheEnd ? t('results.services', { count: total }) : t('loading')}
            </h2>
            <FiltersButton withSort activeCount={activeCount} onOpen={() => draft.open(params)} />
            <div className="catalog-toolbar__sort">
              <SortSelect value={sort} options={SERVICE_SORTS} onChange={(next) => update({ sort: next === 'rating' ? undefined : next })} />
            </div>
          </div>
          <ActiveFilterChips
            params={params}
            onRemove={(keys) => update(Object.fromEntries(keys.map((name) => [name, undefined])))}
            onClearAll={() => setParams((current) => clearFilters(current, ['sort']))}
          />
          {services.isError ? (
            <UnavailableState onRetry={() => void services.refetch()} />
          ) : settled && total === 0 && !pastTheEnd ? (
            <div className="catalog-empty">
              <p>{t('results.noServices')}</p>
              {activeCount > 0 ? (
                <button type="button" className="button" onClick={() => setParams((current) => clearFilters(current))}>
                  {t('filters.clearAll')}
                </button>
              ) : null}
            </div>
          ) : services.data?.rows.length && !pastTheEnd ? (
            <div className={services.isPlaceholderData ? 'catalog-stale' : undefined}>
              <HydrateLater>
                <ServiceGrid services={services.data.rows} label={t('results.servicesList')} />
                <Pagination page={page} pages={pages} />
              </HydrateLater>
            </div>
          ) : (
            <GridSkeleton />
          )}
        </section>
      </div>
      <FilterSheet
        open={draft.params !== null}
        count={draftResults.data && !draftResults.isPlaceholderData ? draftResults.data.total : undefined}
        onApply={() => {
          const next = draft.current();
          scrollToResults(resultsRef.current);
          if (next) setParams(next);
          draft.close();
        }}
        onClear={() => {
          const current = draft.current();
          if (current) draft.open(clearFilters(current, ['sort']));
        }}
        onClose={draft.close}
      >
        <SortChoices value={draftSort} options={SERVICE_SORTS} onChange={(next) => draft.patch({ sort: next === 'rating' ? undefined : next })} />
        <EventDateField value={draftFilters.date} onChange={(date) => draft.patch({ date })} hintKey="filters.eventDateServicesHint" />
        <ServiceFilterPanel category={category} filters={draftRest} facets={facets.data} onChange={draft.patch} />
      </FilterSheet>
    </div>
  );
}
