import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { dataWord } from '@utsav/shared/i18n/data-words';
import { paths } from '@utsav/shared/paths';
import { PriceEstimate, PriceFrom } from '../../../components/price';
import { Rating } from '../../../components/rating';
import { ART_HEIGHT, ART_WIDTH, imageFor } from '../../../domain/offers/utils/categories';
import { FavouriteButton } from '../../../domain/favourites/components/favourite-button';
import type { SearchResult } from '../api/search-catalogue';

function hrefFor(result: SearchResult): string {
  if (result.kind === 'provider') return paths.provider.public({ id: result.id });
  if (result.kind === 'bundle') return paths.catalog.bundle({ bundleId: result.id });
  // A service's own page; one without a category (never, in practice) on its provider's.
  if (result.category_slug) return paths.catalog.service({ category: result.category_slug, serviceId: result.id });
  return paths.provider.public({ id: result.provider_id, hash: `service-${result.id}` });
}

/** A search hit of any kind, labelled with its kind; services and bundles can be booked from here. */
export const SearchResultCard = memo(function SearchResultCard({ result, eager }: { result: SearchResult; eager: boolean }) {
  const { t } = useTranslation('catalog');
  const titleId = `result-${result.kind}-${result.id}`;
  return (
    <article className="catalog-card catalog-card--result" aria-labelledby={titleId}>
      <div className="catalog-card__media">
        <img
          className="catalog-card__image"
          src={imageFor(result.kind === 'provider' ? null : result.image, result.category_slug)}
          width={ART_WIDTH}
          height={ART_HEIGHT}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <span className="catalog-badge">{t(`kinds.${result.kind}`)}</span>
        <FavouriteButton kind={result.kind} id={result.id} name={result.title} />
      </div>
      <div className="catalog-card__body">
        <h3 id={titleId} className="catalog-card__title">
          <Link to={hrefFor(result)} lang={result.title_language ?? undefined}>
            {result.title}
          </Link>
        </h3>
        <p className="catalog-card__meta">
          {result.kind === 'provider' ? '' : `${result.provider_name} · `}
          {dataWord(t, 'cities', result.city)}
        </p>
        {/* A service nobody has reviewed yet, and a bundle, carry their provider's rating, and say so. */}
        <Rating average={result.rating_avg} count={result.rating_count} of={result.rating_of} />
        {result.price_paise !== null ? (
          <p className="catalog-card__price">
            <PriceFrom paise={result.price_paise} unit={result.price_unit} />
            {result.estimate_paise !== null && result.estimate_quantity !== null && result.price_unit !== null ? (
              <>
                {' '}
                <PriceEstimate paise={result.estimate_paise} unit={result.price_unit} quantity={result.estimate_quantity} />
              </>
            ) : null}
          </p>
        ) : null}
        {result.kind !== 'provider' ? (
          <Link
            className="button button--primary catalog-card__book"
            to={paths.booking.request(result.kind === 'bundle' ? { bundleId: result.id } : { serviceId: result.id })}
            aria-label={t(result.kind === 'bundle' ? 'book.bundleLabel' : 'book.serviceLabel', { name: result.title })}
          >
            {t('book.action')}
          </Link>
        ) : null}
      </div>
    </article>
  );
});
