import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { categoryBySlug, categoryNameKey } from '@utsav/shared/domain/categories';
import { formatRupees } from '@utsav/shared/i18n/format';
import { paths } from '@utsav/shared/paths';
import type { BundleDetailItem } from '../api/get-bundle-detail';

/** The bundle's services in the provider's order: category, name (to its page when public), quantity, price each. */
export function BundleItems({ items }: { items: BundleDetailItem[] }) {
  const { t } = useTranslation('catalog');
  const categoryLabel = (type: string) => {
    const category = categoryBySlug(type);
    return category ? t(categoryNameKey(category.key)) : type;
  };
  return (
    <section className="catalog-detail__section" aria-labelledby="detail-included">
      <h2 id="detail-included">{t('bundles.included')}</h2>
      <ul className="catalog-detail__items" aria-label={t('bundles.included')}>
        {items.map((item, index) => (
          <li key={`${item.service_name}-${index}`}>
            <span className="catalog-bundle__type">{categoryLabel(item.service_type)}</span>
            <span className="catalog-detail__item-name">
              {item.service_id && item.service_category ? (
                <Link to={paths.catalog.service({ category: item.service_category, serviceId: item.service_id })}>{item.service_name}</Link>
              ) : (
                item.service_name
              )}
            </span>
            <span className="catalog-bundle__qty">{t('bundles.quantity', { count: item.quantity })}</span>
            {item.unit_price_paise > 0 ? (
              <span className="catalog-muted catalog-detail__item-price">{t('detail.bundle.each', { price: formatRupees(item.unit_price_paise) })}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
