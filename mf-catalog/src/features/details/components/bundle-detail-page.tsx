import { useTranslation } from 'react-i18next';
import { dataWord } from '@utsav/shared/i18n/data-words';
import { Link, useParams } from 'react-router-dom';
import { isCategorySlug } from '@utsav/shared/domain/categories';
import { usePageHead } from '@utsav/shared/head/page-head';
import { formatRupees } from '@utsav/shared/i18n/format';
import { paths } from '@utsav/shared/paths';
import { FavouriteButton } from '../../../domain/favourites/components/favourite-button';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { Rating } from '../../../components/rating';
import { BUNDLE_ART, CATEGORY_ART } from '../../../domain/offers/utils/categories';
import { previewImage, previewText } from '../../../utils/preview-text';
import type { BundleDetail } from '../api/get-bundle-detail';
import { useBundleDetail } from '../hooks/use-detail';
import { isUuid } from '../utils/is-uuid';
import { BookBox } from './book-box';
import { Breadcrumbs } from './breadcrumbs';
import { BundleItems } from './bundle-items';
import { CancellationTerms } from './cancellation-terms';
import { DetailNotFound } from './detail-not-found';
import { DetailSkeleton } from './detail-skeleton';
import { HydrateLater } from '../../../components/hydrate-later';
import { OfferReviews } from './offer-reviews';
import { PhotoGallery } from './photo-gallery';
import { ProviderSummary } from './provider-summary';
import '../detail.css';

/**
 * /bundles/:bundleId — one bundle, for visitors too: its services, the price against the
 * services booked one by one, guests, days, advance, terms, the provider, reviews, and Book.
 */
export default function BundleDetailPage() {
  const { bundleId = '' } = useParams();
  if (!isUuid(bundleId)) return <DetailNotFound kind="bundle" />;
  return <BundleDetailView key={bundleId} id={bundleId.toLowerCase()} />;
}

function BundleDetailView({ id }: { id: string }) {
  const bundle = useBundleDetail(id);
  const b = bundle.data;
  usePageHead(
    b
      ? { title: b.name, description: previewText(b.description), image: previewImage(b.image_path ?? undefined), canonicalPath: paths.catalog.bundle({ bundleId: id }) }
      : undefined,
  );
  if (bundle.isError) {
    return (
      <div className="page">
        <UnavailableState onRetry={() => void bundle.refetch()} />
      </div>
    );
  }
  if (bundle.isPending) return <DetailSkeleton />;
  if (!bundle.data) return <DetailNotFound kind="bundle" />;
  return <BundleDetailContent bundle={bundle.data} />;
}

function BundleDetailContent({ bundle: b }: { bundle: BundleDetail }) {
  const { t } = useTranslation('catalog');
  // The seed's image paths are placeholders (see domain/offers/utils/categories): the illustrations of the
  // bundle's categories stand in, the main (first) item's first.
  const photos = [...new Set(b.items.map((item) => (isCategorySlug(item.service_type) ? CATEGORY_ART[item.service_type] : BUNDLE_ART)))];
  const percent = Math.round(b.discount_percent);
  return (
    <div className="page catalog-page catalog-detail">
      <Breadcrumbs trail={[{ to: paths.catalog.bundles(), label: t('bundles.title') }]} current={b.name} />
      <div className="catalog-detail__columns">
        <div className="catalog-detail__main">
          <PhotoGallery name={b.name} photos={photos.length ? photos : [BUNDLE_ART]} />
          <header className="catalog-detail__header">
            <div>
              <h1>{b.name}</h1>
              <p className="catalog-muted">
                <Link to={paths.provider.public({ id: b.provider_id })}>{b.provider_name}</Link> · {dataWord(t, 'cities', b.city)}
              </p>
              <Rating average={b.rating_count ? b.rating_avg : 0} count={b.rating_count} />
            </div>
            <FavouriteButton kind="bundle" id={b.id} name={b.name} />
          </header>
          {b.description ? <p className="catalog-detail__lead">{b.description}</p> : null}
          <BundleItems items={b.items} />
          <section className="catalog-detail__section" aria-labelledby="detail-facts">
            <h2 id="detail-facts">{t('detail.bundle.pricing')}</h2>
            <dl className="catalog-detail__facts">
              <div>
                <dt>{t('bundles.individualTotal')}</dt>
                <dd>
                  <s>{formatRupees(b.individual_total_paise)}</s>
                </dd>
              </div>
              <div>
                <dt>{t('bundles.bundlePrice')}</dt>
                <dd>
                  <strong>{formatRupees(b.bundle_price_paise)}</strong>
                </dd>
              </div>
              <div>
                <dt>{t('bundles.discount')}</dt>
                <dd>{t('bundles.discountValue', { amount: formatRupees(b.discount_paise), percent })}</dd>
              </div>
              <div>
                <dt>{t('bundles.maxGuests')}</dt>
                <dd>{b.max_guests ?? t('bundles.noLimit')}</dd>
              </div>
              <div>
                <dt>{t('bundles.duration')}</dt>
                <dd>{t('bundles.days', { count: b.duration_days })}</dd>
              </div>
              <div>
                <dt>{t('bundles.minAdvance')}</dt>
                <dd>{formatRupees(b.min_advance_paise)}</dd>
              </div>
              <div>
                <dt>{t('detail.facts.area')}</dt>
                <dd>{dataWord(t, 'cities', b.city)}</dd>
              </div>
            </dl>
          </section>
          {b.terms ? (
            <section className="catalog-detail__section" aria-labelledby="detail-provider-terms">
              <h2 id="detail-provider-terms">{t('detail.bundle.providerTerms')}</h2>
              <p>{b.terms}</p>
            </section>
          ) : null}
          <CancellationTerms kind="bundle" />
          <ProviderSummary
            provider={{
              id: b.provider_id,
              name: b.provider_name,
              description: b.provider_description,
              city: b.provider_city,
              areas: b.provider_areas_served,
              languages: b.provider_languages,
              experienceYears: b.provider_experience_years,
              ratingAvg: b.provider_rating_avg,
              ratingCount: b.provider_rating_count,
            }}
          />
          <HydrateLater>
            <OfferReviews target={{ bundleId: b.id }} total={b.rating_count} providerName={b.provider_name} />
          </HydrateLater>
        </div>
        <BookBox
          price={
            <span className="catalog-price">
              <strong>{formatRupees(b.bundle_price_paise)}</strong>{' '}
              <s className="catalog-muted">{formatRupees(b.individual_total_paise)}</s>
            </span>
          }
          note={percent > 0 ? <span className="catalog-badge catalog-badge--inline">{t('bundles.save', { percent })}</span> : null}
          to={paths.booking.request({ bundleId: b.id })}
          label={t('book.bundleLabel', { name: b.name })}
          // A bundle's price is one sum, whatever the guests: any count it takes gives its advance.
          advance={{ target: { kind: 'bundle', id: b.id }, guests: 1 }}
        />
      </div>
    </div>
  );
}
