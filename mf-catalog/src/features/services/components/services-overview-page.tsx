import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageHead } from '@utsav/shared/head/page-head';
import { formatRupees } from '@utsav/shared/i18n/format';
import { categoryNameKey, SERVICE_CATEGORIES } from '@utsav/shared/domain/categories';
import { paths } from '@utsav/shared/paths';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { ART_HEIGHT, ART_WIDTH, BUNDLE_ART, CATEGORY_ART } from '../../../domain/offers/utils/categories';
import { useCategories } from '../hooks/use-categories';

/** /services: the seven categories with their live counts and lowest prices, and bundles. */
export default function ServicesOverviewPage() {
  const { t } = useTranslation('catalog');
  const categories = useCategories();
  usePageHead({ title: t('overview.title'), description: t('head.services.description'), canonicalPath: paths.catalog.services() });
  const summary = new Map(categories.data?.map((row) => [row.slug, row]));

  return (
    <div className="page catalog-page">
      <header className="catalog-page__header">
        <h1>{t('overview.title')}</h1>
        <p className="catalog-hero__intro">{t('overview.intro')}</p>
      </header>
      {categories.isError ? <UnavailableState onRetry={() => void categories.refetch()} /> : null}
      <ul className="catalog-grid catalog-grid--categories" aria-label={t('overview.listLabel')}>
        {SERVICE_CATEGORIES.map(({ slug, key }, index) => {
          const row = summary.get(slug);
          return (
            <li key={slug}>
              <article className="catalog-card catalog-card--category" aria-labelledby={`category-${slug}`}>
                <img
                  className="catalog-card__image"
                  src={CATEGORY_ART[slug]}
                  width={ART_WIDTH}
                  height={ART_HEIGHT}
                  alt=""
                  loading={index < 3 ? 'eager' : 'lazy'}
                />
                <div className="catalog-card__body">
                  <h2 id={`category-${slug}`} className="catalog-card__title">
                    <Link to={paths.catalog.category({ category: slug })}>{t(categoryNameKey(key))}</Link>
                  </h2>
                  <p className="catalog-card__excerpt">{t(`categories.${key}.short`)}</p>
                  <p className="catalog-card__meta">
                    {row
                      ? t('overview.stats', { count: row.service_count, cities: row.city_count })
                      : '\u00a0'}
                    {row?.min_price_paise ? ` · ${t('price.from')} ${formatRupees(row.min_price_paise)}` : null}
                  </p>
                </div>
              </article>
            </li>
          );
        })}
        <li>
          <article className="catalog-card catalog-card--category" aria-labelledby="category-bundles">
            <img className="catalog-card__image" src={BUNDLE_ART} width={ART_WIDTH} height={ART_HEIGHT} alt="" loading="lazy" />
            <div className="catalog-card__body">
              <h2 id="category-bundles" className="catalog-card__title">
                <Link to={paths.catalog.bundles()}>{t('bundles.title')}</Link>
              </h2>
              <p className="catalog-card__excerpt">{t('bundles.short')}</p>
            </div>
          </article>
        </li>
      </ul>
    </div>
  );
}
