import { useTranslation } from 'react-i18next';

/** "★ 4.6 (12 reviews)", or "New" for a provider nobody has reviewed yet. */
export function Rating({ average, count }: { average: number; count: number }) {
  const { t, i18n } = useTranslation('catalog');
  if (!count) return <span className="catalog-rating catalog-rating--new">{t('rating.new')}</span>;
  const value = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
  return (
    <span className="catalog-rating" role="img" aria-label={t('rating.label', { value, count })}>
      <span aria-hidden="true">★ {value}</span>
      <span className="catalog-rating__count" aria-hidden="true">
        {' '}
        ({t('rating.count', { count })})
      </span>
    </span>
  );
}
