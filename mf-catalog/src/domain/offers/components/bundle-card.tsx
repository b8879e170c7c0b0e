import { memo } from 'react';
import { useCachedTranslation } from '../../../hooks/use-cached-translation';
import { dataWord } from '@utsav/shared/i18n/data-words';
import { formatRupees } from '@utsav/shared/i18n/format';
import { CardLink } from '../../../components/card-link';
import { Rating } from '../../../components/rating';
import { categoryBySlug, categoryNameKey, isCategorySlug } from '@utsav/shared/domain/categories';
import { paths } from '@utsav/shared/paths';
import { ART_HEIGHT, ART_WIDTH, BUNDLE_ART, CATEGORY_ART } from '../utils/categories';
import { FavouriteButton } from '../../favourites/components/favourite-button';
import type { BundleData } from '../api/list-bundles';

/** A bundle with everything the spec lists: items with quantities, totals, discount, guests, days, advance, terms, Book. */
export const BundleCard = memo(function BundleCard({
  bundle,
  headingLevel = 3,
  eager = false,
}: {
  bundle: BundleData;
  headingLevel?: 2 | 3;
  /** The first cards of a list are in the first screen: their pictures load at once. */
  eager?: boolean;
}) {
  const { t } = useCachedTranslation('catalog');
  // A bundle item's type is normally a category slug; anything else is shown as written.
  const categoryLabel = (type: string) => {
    const category = categoryBySlug(type);
    return category ? t(categoryNameKey(category.key)) : type;
  };
  const titleId = `bundle-${bundle.id}${headingLevel === 2 ? '-featured' : ''}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // A bundle is illustrated by its main (first) item's category.
  const firstType = bundle.items[0]?.service_type;
  const art = isCategorySlug(firstType) ? CATEGORY_ART[firstType] : BUNDLE_ART;
  return (
    <article className="catalog-card catalog-bundle" aria-labelledby={titleId} data-testid="bundle-card">
      <div className="catalog-card__media">
        <img
          className="catalog-card__image"
          src={art}
          width={ART_WIDTH}
          height={ART_HEIGHT}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {bundle.featured ? <span className="catalog-badge">{t('bundles.featuredBadge')}</span> : null}
        <FavouriteButton kind="bundle" id={bundle.id} name={bundle.name} />
      </div>
      <div className="catalog-card__body">
        <Heading id={titleId} className="catalog-card__title">
          <CardLink to={paths.catalog.bundle({ bundleId: bundle.id })}>{bundle.name}</CardLink>
        </Heading>
        <p className="catalog-card__meta">
          <CardLink to={paths.provider.public({ id: bundle.provider_id })}>{bundle.provider_name}</CardLink> · {dataWord(t, 'cities', bundle.city)}
        </p>
        <Rating average={bundle.rating_avg} count={bundle.rating_count} of="provider" />
        {bundle.description ? <p className="catalog-card__excerpt">{bundle.description}</p> : null}
        <h4 className="catalog-bundle__subheading">{t('bundles.included')}</h4>
        <ul className="catalog-bundle__items">
          {bundle.items.map((item, index) => (
            <li key={`${item.service_name}-${index}`}>
              <span className="catalog-bundle__type">{categoryLabel(item.service_type)}</span>
              <span>{item.service_name}</span>
              <span className="catalog-bundle__qty">{t('bundles.quantity', { count: item.quantity })}</span>
            </li>
          ))}
        </ul>
        <dl className="catalog-bundle__facts">
          <div>
            <dt>{t('bundles.individualTotal')}</dt>
            <dd>
              <s>{formatRupees(bundle.individual_total_paise)}</s>
            </dd>
          </div>
          <div className="catalog-bundle__price">
            <dt>{t('bundles.bundlePrice')}</dt>
            <dd>{formatRupees(bundle.bundle_price_paise)}</dd>
          </div>
          <div>
            <dt>{t('bundles.discount')}</dt>
            <dd>{t('bundles.discountValue', { amount: formatRupees(bundle.discount_paise), percent: Math.round(bundle.discount_percent) })}</dd>
          </div>
          <div>
            <dt>{t('bundles.maxGuests')}</dt>
            <dd>{bundle.max_guests ?? t('bundles.noLimit')}</dd>
          </div>
          <div>
            <dt>{t('bundles.duration')}</dt>
            <dd>{t('bundles.days', { count: bundle.duration_days })}</dd>
          </div>
          <div>
            <dt>{t('bundles.minAdvance')}</dt>
            <dd>{formatRupees(bundle.min_advance_paise)}</dd>
          </div>
        </dl>
        {bundle.terms ? (
          <details className="catalog-bundle__terms">
            <summary>{t('bundles.terms')}</summary>
            <p>{bundle.terms}</p>
          </details>
        ) : null}
        <CardLink
          className="button button--primary catalog-card__book"
          to={paths.booking.request({ bundleId: bundle.id })}
          aria-label={t('book.bundleLabel', { name: bundle.name })}
        >
          {t('book.action')}
        </CardLink>
      </div>
    </article>
  );
});
