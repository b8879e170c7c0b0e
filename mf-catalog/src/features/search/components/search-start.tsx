import { useTranslation } from 'react-i18next';
import { SERVICE_CATEGORIES } from '@utsav/shared/domain/categories';
import { CategoryChips } from './category-chips';
import './search-empty.css';

/**
 * /search before anything is asked (no words, no filter): what to type and the categories to
 * browse, as the site's own search forms ask for words first. Listing the whole catalogue here
 * ranked every listed service, provider and bundle on each visit (about 20 times a search's
 * cost at 20,000 services), to show a page nobody asked for.
 */
export function SearchStart({ headingId }: { headingId: string }) {
  const { t } = useTranslation('catalog');
  return (
    <div className="catalog-empty catalog-search-empty">
      <h2 id={headingId} className="catalog-search-empty__question">
        {t('search.startHeading')}
      </h2>
      <p>{t('search.startHint')}</p>
      <h3 className="catalog-search-empty__heading">{t('search.browseCategories')}</h3>
      <CategoryChips categories={SERVICE_CATEGORIES} />
    </div>
  );
}
