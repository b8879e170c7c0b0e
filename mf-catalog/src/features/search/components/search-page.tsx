import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { usePageHead } from '@utsav/shared/head/page-head';
import { useSession } from '@utsav/shared/auth/use-session';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
import { Pagination } from '../../../domain/filters/components/pagination';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { SearchBox } from '../../../components/search-box';
import { SelectFilter } from '../../../domain/filters/components/select-filter';
import { ServiceFilterPanel } from '../../../domain/filters/components/service-filter-panel';
import { ActiveFilterChips, FiltersButton } from '../../../domain/filters/components/active-filter-chips';
import { FilterSheet, scrollToResults } from '../../../domain/filters/components/filter-sheet';
import { useFilterDraft } from '../../../domain/filters/hooks/use-filter-draft';
import { usePageInRange } from '../../../domain/filters/hooks/use-page-in-range';
import { GridSkeleton } from '../../../domain/offers/components/service-card';
import {
  clearFilters,
  countActiveFilters,
  parseSearchFilters,
  patchParams,
  RESULT_KINDS,
  SEARCH_PAGE_SIZE,
  type ResultKind,
  searchArgs,
  type FilterKey,
  type ParamValue,
} from '../../../domain/filters/utils/filter-params';
import { useFacets } from '../../../domain/offers/hooks/use-facets';
import type { Facets } from '../../../domain/offers/api/get-facets';
import { useSearch } from '../hooks/use-search';
import { readSearchText, SEARCH_TEXT_KEPT, SEARCH_TEXT_LIMIT, searchedText } from '../utils/search-text';
import { COUNT_CAP, cappedPageCount, resultCount } from '../../../domain/filters/utils/result-count';
import { EventDateField } from '../../../domain/filters/components/event-date-field';
import { SearchEmpty } from './search-empty';
import { SearchStart } from './search-start';
import { SearchResultCard } from './search-result-card';
import { loginUrlFor } from '@utsav/shared/auth/login-url';
import { categoryNameKey, SERVICE_CATEGORIES } from '@utsav/shared/domain/categories';

/** "24 results for “mehendi”", or "1,000+ results …" above the count the database gives exactly. */
function ResultsHeading({ total, searched }: { total: number; searched: string | undefined }) {
  const { t } = useTranslation('catalog');
  const { count, number, over } = resultCount(total);
  if (over) return <>{searched ? t('search.resultsForOver', { number, q: searched }) : t('search.resultsOver', { number })}</>;
  return <>{searched ? t('search.resultsFor', { count, number, q: searched }) : t('search.results', { count, number })}</>;
}

/** /search (sign-in required): services, providers and bundles in one ranked list. */
export default function SearchPage() {
  const { t } = useTranslation('catalog');
  const { status } = useSession();
  const location = useLocation();
  usePageHead({ title: t('search.title') });
  if (status === 'restoring') return <PageSkeleton />;
  if (status === 'signedOut') {
    // The shell guards this route; standalone (or if the session ends here) say why and offer sign-in.
    const signInUrl = loginUrlFor(`${location.pathname}${location.search}`);
    return (
      <div className="page catalog-page">
        <h1>{t('search.title')}</h1>
        <p>{t('search.signInRequired')}</p>
        <Link className="button button--primary" to={signInUrl}>
          {t('favourites.signIn')}
        </Link>
      </div>
    );
  }
  return <SearchView />;
}

function SearchView() {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  // The text is kept whole (box and URL) and its beginning is searched: see ../lib/search-text.
  const filters = useMemo(() => ({ ...parseSearchFilters(params), q: readSearchText(params) }), [params]);
  const { q, kind, category, date, page, ...rest } = filters;
  const searched = searchedText(q);
  const panelKey = JSON.stringify(rest);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the serialised filters on purpose
  const panelFilters = useMemo(() => rest, [panelKey]);
  // Nothing asked yet (no words, no filter, no kind): the start panel, and no search.
  const starting = !searched && !kind && countActiveFilters(params) === 0;
  const results = useSearch(useMemo(() => searchArgs({ ...filters, q: searched }), [filters, searched]), !starting);
  const facets = useFacets(category ?? null);
  const update = useCallback(
    (patch: Partial<Record<FilterKey, ParamValue>>) => setParams((current) => patchParams(current, patch)),
    [setParams],
  );
  const search = useCallback((text: string) => setParams((current) => patchParams(current, { q: text }), { replace: true }), [setParams]);
  const activeCount = countActiveFilters(params);
  // The last answer stays on screen (dimmed) while the next loads, but what it counted is not the
  // next one's: the count and "nothing matches" wait for the answer to this question.
  const settled = !!results.data && !results.isPlaceholderData;
  const total = results.data?.total ?? 0;
  const pages = cappedPageCount(total, SEARCH_PAGE_SIZE);
  const pastTheEnd = usePageInRange(settled ? results.data : undefined, page, pages);

  const draft = useFilterDraft();
  const resultsRef = useRef<HTMLElement>(null);
  const draftFilters = useMemo(() => (draft.params ? parseSearchFilters(draft.params) : filters), [draft.params, filters]);
  const draftResults = useSearch(useMemo(() => searchArgs(draftFilters), [draftFilters]), draft.params !== null);
  const draftFacets = useFacets(draftFilters.category ?? null);
  const { q: _q, kind: draftKind, category: draftCategory, date: draftDate, page: _page, ...draftRest } = draftFilters;

  return (
    <div className="page catalog-page">
      <header className="catalog-page__header">
        <h1>{t('search.title')}</h1>
        <SearchBox
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={q ?? ''}
          onSearch={search}
          maxLength={SEARCH_TEXT_KEPT}
        />
        {q && searched !== q ? (
          <p className="catalog-search-long" role="note">
            {t('search.longQuery', { limit: SEARCH_TEXT_LIMIT, searched })}
          </p>
        ) : null}
      </header>
      <div className="catalog-layout">
        <aside className="catalog-layout__filters" aria-labelledby="catalog-filters-heading">
          <h2 id="catalog-filters-heading" className="catalog-filters__heading">
            {t('filters.heading')}
          </h2>
          <SearchFilters
            kind={kind}
            category={category}
            date={date}
            filters={panelFilters}
            facets={facets.data}
            onChange={update}
          />
          {activeCount > 0 ? (
            <button type="button" className="button catalog-clear" onClick={() => setParams((current) => clearFilters(current, ['q', 'type']))}>
              {t('filters.clear', { count: activeCount })}
            </button>
          ) : null}
        </aside>
        <section ref={resultsRef} className="catalog-layout__results" aria-labelledby="catalog-results-heading" aria-busy={results.isFetching}>
          <div className="catalog-toolbar">
            {/* Before anything is asked the panel below holds the section's heading: a question
                too long for the toolbar beside the filters button at 320 px. */}
            {starting ? null : (
              <h2 id="catalog-results-heading" className="catalog-toolbar__count" aria-live="polite">
                {settled && !pastTheEnd ? <ResultsHeading total={total} searched={searched} /> : t('loading')}
              </h2>
            )}
            <FiltersButton withSort={false} activeCount={activeCount} onOpen={() => draft.open(params)} />
          </div>
          <ActiveFilterChips
            params={params}
            onRemove={(keys) => update(Object.fromEntries(keys.map((name) => [name, undefined])))}
            onClearAll={() => setParams((current) => clearFilters(current, ['q', 'type']))}
          />
          {starting ? (
            <SearchStart headingId="catalog-results-heading" />
          ) : results.isError ? (
            <UnavailableState onRetry={() => void results.refetch()} />
          ) : settled && total === 0 && !pastTheEnd ? (
            <SearchEmpty q={searched} />
          ) : results.data?.rows.length && !pastTheEnd ? (
            <div className={results.isPlaceholderData ? 'catalog-stale' : undefined}>
              <ul className="catalog-grid" aria-label={t('search.listLabel')}>
                {results.data.rows.map((result, index) => (
                  <li key={`${result.kind}:${result.id}`}>
                    <SearchResultCard result={result} eager={index < 3} />
                  </li>
                ))}
              </ul>
              <Pagination page={page} pages={pages} />
            </div>
          ) : (
            <GridSkeleton />
          )}
        </section>
      </div>
      <FilterSheet
        open={draft.params !== null}
        count={draftResults.data && !draftResults.isPlaceholderData ? draftResults.data.total : undefined}
        countCap={COUNT_CAP}
        onApply={() => {
          const next = draft.current();
          scrollToResults(resultsRef.current);
          if (next) setParams(next);
          draft.close();
        }}
        onClear={() => {
          const current = draft.current();
          if (current) draft.open(clearFilters(current, ['q']));
        }}
        onClose={draft.close}
      >
        <SearchFilters
          kind={draftKind}
          category={draftCategory}
          date={draftDate}
          filters={draftRest}
          facets={draftFacets.data}
          onChange={draft.patch}
        />
      </FilterSheet>
    </div>
  );
}

/** Result type, category, event date and the category's filters: in the sidebar, and in the phone sheet. */
function SearchFilters({
  kind,
  category,
  date,
  filters,
  facets,
  onChange,
}: {
  kind: ResultKind | undefined;
  category: string | undefined;
  date: string | undefined;
  filters: Parameters<typeof ServiceFilterPanel>[0]['filters'];
  facets: Facets | undefined;
  onChange: (patch: Partial<Record<FilterKey, ParamValue>>) => void;
}) {
  const { t } = useTranslation('catalog');
  return (
    <>
      <SelectFilter
        name="type"
        label={t('search.kind')}
        anyLabel={t('search.allKinds')}
        value={kind}
        options={RESULT_KINDS.map((value) => ({ value, label: t(`kinds.${value}Plural`) }))}
        onChange={(type) => onChange({ type })}
      />
      <SelectFilter
        name="category"
        label={t('search.category')}
        anyLabel={t('search.allCategories')}
        value={category}
        options={SERVICE_CATEGORIES.map(({ slug, key }) => ({ value: slug, label: t(categoryNameKey(key)) }))}
        // Category-specific filters belong to the old category: drop them with it.
        onChange={(next) => onChange({ category: next, lang: undefined, tradition: undefined, cuisine: undefined, style: undefined, veg: undefined, capacity: undefined })}
      />
      <EventDateField value={date} onChange={(next) => onChange({ date: next })} />
      <ServiceFilterPanel category={category ?? null} filters={filters} facets={facets} onChange={onChange} />
    </>
  );
}
