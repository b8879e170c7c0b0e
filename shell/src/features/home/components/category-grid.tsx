import { useTranslation } from 'react-i18next';
import { formatRupees } from '@utsav/shared/i18n/format';
import { categoryNameKey, SERVICE_CATEGORIES } from '@utsav/shared/domain/categories';
import { paths } from '@utsav/shared/paths';
import { PrefetchLink } from '../../../lib/federation/prefetch-link';
import type { CategoryHighlight } from '../api/get-home-highlights';
import type { HighlightsState } from '../hooks/use-home-highlights';
import { CATEGORY_IMAGES } from './category-images';

function PriceLine({ highlight, loading }: { highlight?: CategoryHighlight; loading: boolean }) {
  const { t } = useTranslation('shell');
  // The line always takes its height, loaded or not, so the cards never jump.
  if (loading) return <span className="category-card__price skeleton-text" aria-hidden="true" />;
  if (!highlight?.fromPaise || !highlight.unit) return <span className="category-card__price">{t('home.services.browse')}</span>;
  return (
    <span className="category-card__price">
      {t('home.services.from', { price: formatRupees(highlight.fromPaise), unit: t(`units.${highlight.unit}`) })}
    </span>
  );
}

/** The seven categories, each with its illustration and its starting price from the database. */
export function CategoryGrid({ highlights }: { highlights: HighlightsState }) {
  const { t } = useTranslation('shell');
  const bySlug = new Map(highlights.status === 'ready' ? highlights.data.categories.map((c) => [c.slug, c]) : []);
  return (
    <ul className="category-grid">
      {SERVICE_CATEGORIES.map((category) => (
        <li key={category.slug}>
          <PrefetchLink to={paths.catalog.category({ category: category.slug })} className="category-card">
            <img
              src={CATEGORY_IMAGES[category.slug]}
              alt=""
              width={480}
              height={320}
              loading="lazy"
              decoding="async"
            />
            <span className="category-card__body">
              <span className="category-card__name">{t(categoryNameKey(category.key))}</span>
              <span className="category-card__blurb">{t(`categories.${category.key}.blurb`)}</span>
              <PriceLine highlight={bySlug.get(category.slug)} loading={highlights.status === 'loading'} />
            </span>
          </PrefetchLink>
        </li>
      ))}
    </ul>
  );
}
