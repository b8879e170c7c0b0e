import { useTranslation } from 'react-i18next';
import { dataWord } from '@utsav/shared/i18n/data-words';
import { LANGUAGE_NATIVE_NAMES, toLanguage } from '@utsav/shared/i18n/languages';
import { Link, useParams } from 'react-router-dom';
import { categoryBySlug, categoryNameKey } from '@utsav/shared/domain/categories';
import { usePageHead } from '@utsav/shared/head/page-head';
import { paths } from '@utsav/shared/paths';
import { PriceFrom } from '../../../components/price';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { Rating } from '../../../components/rating';
import { FavouriteButton } from '../../../domain/favourites/components/favourite-button';
import { imageFor } from '../../../domain/offers/utils/categories';
import { previewImage, previewText } from '../../../utils/preview-text';
import { isUuid } from '../utils/is-uuid';
import type { ServiceDetail } from '../api/get-service-detail';
import { useServiceDetail } from '../hooks/use-detail';
import { BookBox } from './book-box';
import { Breadcrumbs } from './breadcrumbs';
import { CancellationTerms } from './cancellation-terms';
import { DetailNotFound } from './detail-not-found';
import { DetailSkeleton } from './detail-skeleton';
import { HydrateLater } from '../../../components/hydrate-later';
import { OfferReviews } from './offer-reviews';
import { PhotoGallery } from './photo-gallery';
import { ProviderSummary } from './provider-summary';
import { ServiceFacts } from './service-facts';
import { ServiceIncluded } from './service-included';
import '../detail.css';

/** Units whose total grows with the guest count (booking_quote, 0021): the advance is known only once it is given. */
const PER_GUEST: readonly string[] = ['per_plate', 'per_person'];

/**
 * /services/:category/:serviceId — one service, for visitors too: photos, what is included,
 * price, duration, guests, area, cancellation terms, the provider, reviews, and Book.
 * A malformed, unknown, paused or unlisted id is the "no longer listed" page.
 */
export default function ServiceDetailPage() {
  const { category, serviceId = '' } = useParams();
  if (!isUuid(serviceId)) return <DetailNotFound kind="service" category={category} />;
  return <ServiceDetailView key={serviceId} id={serviceId.toLowerCase()} category={category} />;
}

function ServiceDetailView({ id, category }: { id: string; category: string | undefined }) {
  const service = useServiceDetail(id);
  const s = service.data;
  usePageHead(
    s
      ? {
          title: s.title,
          description: previewText(s.description),
          image: previewImage(imageFor(s.images[0], s.category_slug)),
          canonicalPath: paths.catalog.service({ category: s.category_slug, serviceId: id }),
        }
      : undefined,
  );
  if (service.isError) {
    return (
      <div className="page">
        <UnavailableState onRetry={() => void service.refetch()} />
      </div>
    );
  }
  if (service.isPending) return <DetailSkeleton />;
  if (!service.data) return <DetailNotFound kind="service" category={category} />;
  return <ServiceDetailContent service={service.data} />;
}

function ServiceDetailContent({ service: s }: { service: ServiceDetail }) {
  const { t, i18n } = useTranslation('catalog');
  const reader = toLanguage(i18n.language);
  // Shown in the original when the provider gave no translation into the reader's language.
  const untranslated = [s.title_language, s.description ? s.description_language : reader].find((language) => language !== reader);
  const original = untranslated ? toLanguage(untranslated) : null;
  const known = categoryBySlug(s.category_slug);
  const photos = [...new Set((s.images.length ? s.images : [null]).map((image) => imageFor(image, s.category_slug)))];
  return (
    <div className="page catalog-page catalog-detail">
      <Breadcrumbs
        trail={[
          { to: paths.catalog.services(), label: t('overview.title') },
          ...(known ? [{ to: paths.catalog.category({ category: known.slug }), label: t(categoryNameKey(known.key)) }] : []),
        ]}
        current={s.title}
      />
      <div className="catalog-detail__columns">
        <div className="catalog-detail__main">
          <PhotoGallery name={s.title} photos={photos} />
          <header className="catalog-detail__header">
            <div>
              <h1 lang={s.title_language}>{s.title}</h1>
              {original ? (
                <p className="catalog-muted catalog-detail__original">{t('detail.originalLanguage', { language: LANGUAGE_NATIVE_NAMES[original] })}</p>
              ) : null}
              <p className="catalog-muted">
                <Link to={paths.provider.public({ id: s.provider_id })}>{s.provider_name}</Link> · {dataWord(t, 'cities', s.city)}
              </p>
              <Rating average={s.rating_avg} count={s.rating_count} />
            </div>
            <FavouriteButton kind="service" id={s.id} name={s.title} />
          </header>
          <ServiceIncluded description={s.description} descriptionLanguage={s.description_language} attributes={s.attributes} />
          <ServiceFacts service={s} />
          <CancellationTerms kind="service" />
          <ProviderSummary
            provider={{
              id: s.provider_id,
              name: s.provider_name,
              description: s.provider_description,
              city: s.provider_city,
              areas: s.provider_areas_served,
              languages: s.provider_languages,
              experienceYears: s.provider_experience_years,
              ratingAvg: s.provider_rating_avg,
              ratingCount: s.provider_rating_count,
            }}
          />
          <HydrateLater>
            <OfferReviews target={{ serviceId: s.id }} total={s.rating_count} providerName={s.provider_name} />
          </HydrateLater>
        </div>
        <BookBox
          price={<PriceFrom paise={s.price_paise} unit={s.price_unit} />}
          to={paths.booking.request({ serviceId: s.id })}
          label={t('book.serviceLabel', { name: s.title })}
          advance={PER_GUEST.includes(s.price_unit) ? null : { target: { kind: 'service', id: s.id }, guests: s.min_guests ?? 1 }}
        />
      </div>
    </div>
  );
}
