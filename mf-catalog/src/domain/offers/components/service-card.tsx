import { memo } from 'react';
import { useCachedTranslation } from '../../../hooks/use-cached-translation';
import { dataWord } from '@utsav/shared/i18n/data-words';
import { formatIndianNumber } from '@utsav/shared/i18n/format';
import { paths } from '@utsav/shared/paths';
import { ART_HEIGHT, ART_WIDTH, imageFor } from '../utils/categories';
import { FavouriteButton } from '../../favourites/components/favourite-button';
import { PriceEstimate, PriceFrom } from '../../../components/price';
import { CardLink } from '../../../components/card-link';
import { Rating } from '../../../components/rating';
import type { ServiceCardData } from '../api/list-services';

/** A hall's (or any service's) stated capacity, when it states one as a whole number. */
const capacityOf = (attributes: Record<string, unknown>): number | undefined => {
  const capacity = attributes.capacity;
  return typeof capacity === 'number' && Number.isInteger(capacity) && capacity > 0 ? capacity : undefined;
};

/**
 * A service as a card: its picture, title, provider, city (translated), its own rating or
 * else its provider's (saying so), a hall's capacity, the price with its unit and, for
 * prices by the plate, person or hour, what a booking comes to; heart and Book. Memoised on the row object, which react-query keeps identical across refetches
 * (structural sharing), so a filter change re-renders only the cards that changed.
 */
export const ServiceCard = memo(function ServiceCard({ service, eager = false }: { service: ServiceCardData; eager?: boolean }) {
  const { t } = useCachedTranslation('catalog');
  const titleId = `service-${service.id}`;
  const capacity = capacityOf(service.attributes);
  return (
    <article className="catalog-card" aria-labelledby={titleId}>
      <div className="catalog-card__media">
        <img
          className="catalog-card__image"
          src={imageFor(service.image, service.category_slug)}
          width={ART_WIDTH}
          height={ART_HEIGHT}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <FavouriteButton kind="service" id={service.id} name={service.title} />
      </div>
      <div className="catalog-card__body">
        <h3 id={titleId} className="catalog-card__title">
          <CardLink to={paths.catalog.service({ category: service.category_slug, serviceId: service.id })} lang={service.title_language ?? undefined}>
            {service.title}
          </CardLink>
        </h3>
        <p className="catalog-card__meta">
          {service.provider_name} · {dataWord(t, 'cities', service.city)}
        </p>
        {service.service_rating_count > 0 ? (
          <Rating average={service.service_rating_avg} count={service.service_rating_count} />
        ) : (
          <Rating average={service.rating_avg} count={service.rating_count} of="provider" />
        )}
        {capacity ? <p className="catalog-card__capacity">{t('card.capacity', { count: capacity, number: formatIndianNumber(capacity) })}</p> : null}
        <p className="catalog-card__price">
          <PriceFrom paise={service.price_paise} unit={service.price_unit} />{' '}
          <PriceEstimate paise={service.estimate_paise} unit={service.price_unit} quantity={service.estimate_quantity} />
        </p>
        <CardLink
          className="button button--primary catalog-card__book"
          to={paths.booking.request({ serviceId: service.id })}
          aria-label={t('book.serviceLabel', { name: service.title })}
        >
          {t('book.action')}
        </CardLink>
      </div>
    </article>
  );
});

export function ServiceGrid({ services, label }: { services: ServiceCardData[]; label: string }) {
  return (
    <ul className="catalog-grid" aria-label={label}>
      {services.map((service, index) => (
        <li key={service.id}>
          <ServiceCard service={service} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
}

/**
 * What the results look like before they arrive: cards of the real cards' size (image of the
 * same ratio, lines of the same height), so the first page of results lands without a jump.
 */
export function GridSkeleton({ cards = 6, bundles = false }: { cards?: number; bundles?: boolean }) {
  return (
    <ul className={`catalog-grid${bundles ? ' catalog-grid--bundles' : ''}`} aria-hidden="true" data-testid="results-skeleton">
      {Array.from({ length: cards }, (_, index) => (
        <li key={index}>
          <div className="catalog-card catalog-card--skeleton">
            <div className="catalog-card__media">
              <div className="catalog-card__image" />
            </div>
            <div className="catalog-card__body">
              <span className="catalog-skeleton-line catalog-skeleton-line--title" />
              <span className="catalog-skeleton-line catalog-skeleton-line--meta" />
              <span className="catalog-skeleton-line catalog-skeleton-line--short" />
              <span className="catalog-skeleton-line catalog-skeleton-line--price" />
              {/* A bundle card lists what it includes, its figures and terms (not on phones, where it is compact). */}
              {bundles ? <span className="catalog-skeleton-line catalog-skeleton-line--bundle" /> : null}
              <span className="catalog-card__book catalog-skeleton-line catalog-skeleton-line--button" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
