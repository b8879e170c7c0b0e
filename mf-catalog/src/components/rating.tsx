import { useCachedTranslation } from '../hooks/use-cached-translation';
import { formatRating } from '../utils/format-rating';

/**
 * "★ 4.6 (12 reviews)", or "New" when nobody has reviewed yet. `of` says whose rating it is:
 * a service card shows the service's own rating when it has one, and otherwise its
 * provider's, which must say so ("Provider ★ 4.6 (7 reviews)"): a listing does not pass one
 * provider's reviews off as every one of its services' (issue 13, item 7).
 */
export function Rating({ average, count, of = 'self' }: { average: number; count: number; of?: 'self' | 'provider' }) {
  const { t } = useCachedTranslation('catalog');
  if (!count) return <span className="catalog-rating catalog-rating--new">{t('rating.new')}</span>;
  const value = formatRating(average);
  const label = of === 'provider' ? t('rating.providerLabel', { value, count }) : t('rating.label', { value, count });
  return (
    <span className="catalog-rating" role="img" aria-label={label}>
      {of === 'provider' ? <span aria-hidden="true">{t('rating.provider')} </span> : null}
      <span aria-hidden="true">★ {value}</span>
      <span className="catalog-rating__count" aria-hidden="true">
        {' '}
        ({t('rating.count', { count })})
      </span>
    </span>
  );
}
