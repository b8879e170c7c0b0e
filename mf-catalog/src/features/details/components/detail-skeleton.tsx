import { useTranslation } from 'react-i18next';

/**
 * What a detail page shows while its offer loads: the same boxes as the page (photo, title
 * lines, facts, and the Book box in its place), so nothing jumps when the content arrives.
 */
export function DetailSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <div className="page catalog-page catalog-detail" role="status" aria-live="polite" data-testid="detail-skeleton">
      <span className="visually-hidden">{t('loading')}</span>
      <div className="catalog-detail__crumbs skeleton-text" aria-hidden="true" />
      <div className="catalog-detail__columns" aria-hidden="true">
        <div className="catalog-detail__main">
          <div className="catalog-detail__photo-skeleton" />
          <div className="skeleton__bar skeleton__bar--title" />
          <div className="skeleton__bar skeleton__bar--short" />
          <div className="catalog-detail__facts-skeleton" />
        </div>
        <div className="catalog-detail__book catalog-detail__book--skeleton">
          <div className="skeleton__bar" />
          <div className="skeleton__bar skeleton__bar--short" />
        </div>
      </div>
    </div>
  );
}
