import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@utsav/shared/paths';
import { ART_HEIGHT, ART_WIDTH, imageFor } from '../lib/categories';
import { FavouriteButton } from './favourite-button';
import { PriceFrom } from './price';
import { Rating } from './rating';
import type { ServiceCardData } from '../lib/api/list-services';

/**
 * A service as a card: illustration, title, provider, city, rating, price from, heart and
 * Book. Memoised on the row object, which react-query keeps identical across refetches
 * (structural sharing), so a filter change re-renders only the cards that changed.
 */
export const ServiceCard = memo(function ServiceCard({ service, eager = false }: { service: ServiceCardData; eager?: boolean }) {
  const { t } = useTranslation('catalog');
  const titleId = `service-${service.id}`;
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
          <Link to={paths.catalog.service({ category: service.category_slug, serviceId: service.id })}>{service.title}</Link>
        </h3>
        <p className="catalog-card__meta">
          {service.provider_name} · {service.city}
        </p>
        <Rating average={service.rating_avg} count={service.rating_count} />
        <p className="catalog-card__price">
          <PriceFrom paise={service.price_paise} unit={service.price_unit} />
        </p>
        <Link
          className="button button--primary catalog-card__book"
          to={paths.booking.request({ serviceId: service.id })}
          aria-label={t('book.serviceLabel', { name: service.title })}
        >
          {t('book.action')}
        </Link>
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
