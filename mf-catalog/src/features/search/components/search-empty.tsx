import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { categoryBySlug, SERVICE_CATEGORIES, type ServiceCategory } from '@utsav/shared/domain/categories';
import { patchParams } from '../../../domain/filters/utils/filter-params';
import { useSearchSuggestions } from '../hooks/use-search-suggestions';
import { CategoryChips } from './category-chips';
import './search-empty.css';

/**
 * No results: "Did you mean …" when the catalogue's vocabulary knows a respelling that finds
 * something, and categories to browse: the ones the words are about, or every category when
 * none is (a dead end offers a way on, as the 404 page does).
 */
export function SearchEmpty({ q }: { q: string | undefined }) {
  const { t } = useTranslation('catalog');
  const { pathname, search } = useLocation();
  const suggestions = useSearchSuggestions(q, true);
  const spelling = suggestions.data?.spelling ?? null;
  const related = (suggestions.data?.categories ?? []).map(categoryBySlug).filter((c): c is ServiceCategory => !!c);
  // Until the answer comes the list keeps its place (every category), so nothing jumps.
  const categories = related.length > 0 ? related : SERVICE_CATEGORIES;
  const respelt = spelling ? `${pathname}?${patchParams(new URLSearchParams(search), { q: spelling }).toString()}` : null;

  return (
    <div className="catalog-empty catalog-search-empty">
      <p>{q ? t('search.emptyFor', { q }) : t('search.empty')}</p>
      {respelt ? (
        <p className="catalog-search-empty__spelling">
          {t('search.didYouMean')}{' '}
          <Link to={respelt}>
            {spelling}
          </Link>
        </p>
      ) : null}
      <h3 className="catalog-search-empty__heading">{t(related.length > 0 ? 'search.relatedCategories' : 'search.browseCategories')}</h3>
      <CategoryChips categories={categories} />
      {q ? <p className="catalog-muted">{t('search.emptyHint')}</p> : null}
    </div>
  );
}
