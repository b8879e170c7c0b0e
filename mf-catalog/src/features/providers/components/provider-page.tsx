import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { dataWord } from '@utsav/shared/i18n/data-words';
import { usePageHead } from '@utsav/shared/head/page-head';
import { NotFoundPage } from '@utsav/shared/ui/not-found-page';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { Rating } from '../../../components/rating';
import { BundleCard } from '../../../domain/offers/components/bundle-card';
import { FavouriteButton } from '../../../domain/favourites/components/favourite-button';
import { ServiceGrid } from '../../../domain/offers/components/service-card';
import { useProvider } from '../hooks/use-provider';
import { useProviderBundles, useProviderServices } from '../hooks/use-provider-offers';
import { ContactProvider } from './contact-provider';
import { ProviderPortfolio } from './provider-portfolio';
import { ProviderReach } from './provider-reach';
import { ProviderReviews } from './provider-reviews';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /provider/:id — a malformed id or a provider who is not public is a 404. */
export default function ProviderPage() {
  const { id = '' } = useParams();
  if (!UUID.test(id)) return <NotFoundPage />;
  return <ProviderView key={id} id={id.toLowerCase()} />;
}

function ProviderView({ id }: { id: string }) {
  const { t } = useTranslation('catalog');
  const provider = useProvider(id);
  const services = useProviderServices(id);
  const bundles = useProviderBundles(id);
  usePageHead(provider.data ? { title: provider.data.business_name } : undefined);

  if (provider.isError) return <div className="page"><UnavailableState onRetry={() => void provider.refetch()} /></div>;
  if (provider.isPending) return <PageSkeleton />;
  const p = provider.data;
  if (!p) return <NotFoundPage />;

  return (
    <div className="page catalog-page catalog-provider">
      <header className="catalog-provider__header">
        <div className="catalog-provider__avatar" aria-hidden="true">
          {p.business_name.slice(0, 1)}
        </div>
        <div className="catalog-provider__heading">
          <h1>{p.business_name}</h1>
          <p className="catalog-card__meta">
            {dataWord(t, 'cities', p.city)} · {t('provider.experience', { count: p.experience_years })}
          </p>
          <Rating average={p.rating_avg} count={p.rating_count} />
        </div>
        <FavouriteButton kind="provider" id={p.id} name={p.business_name} />
      </header>

      <div className="catalog-provider__columns">
        <div>
          {p.description ? (
            <section aria-labelledby="provider-about">
              <h2 id="provider-about">{t('provider.about')}</h2>
              <p>{p.description}</p>
            </section>
          ) : null}
          <ProviderPortfolio photos={p.photos} providerName={p.business_name} />
          <section aria-labelledby="provider-services">
            <h2 id="provider-services">{t('provider.services')}</h2>
            {services.isError ? (
              <UnavailableState onRetry={() => void services.refetch()} />
            ) : services.data?.rows.length ? (
              <ServiceGrid services={services.data.rows} label={t('provider.services')} />
            ) : services.data ? (
              <p>{t('provider.noServices')}</p>
            ) : null}
          </section>
          {bundles.data?.rows.length ? (
            <section aria-labelledby="provider-bundles">
              <h2 id="provider-bundles">{t('provider.bundles')}</h2>
              <ul className="catalog-grid catalog-grid--bundles" aria-label={t('provider.bundles')}>
                {bundles.data.rows.map((bundle) => (
                  <li key={bundle.id}>
                    <BundleCard bundle={bundle} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <ProviderReviews providerId={p.id} providerName={p.business_name} total={p.rating_count} />
        </div>
        <aside className="catalog-provider__aside">
          <section aria-labelledby="provider-languages">
            <h2 id="provider-languages">{t('provider.languages')}</h2>
            <ul className="catalog-chips">
              {p.languages.map((language) => (
                <li key={language}>{dataWord(t, 'languages', language)}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="provider-areas">
            <h2 id="provider-areas">{t('provider.areas')}</h2>
            <ul className="catalog-chips">
              {p.areas_served.map((area) => (
                <li key={area}>{area}</li>
              ))}
            </ul>
          </section>
          <ProviderReach provider={p} />
          <ContactProvider providerId={p.id} providerName={p.business_name} phone={p.phone} />
        </aside>
      </div>
    </div>
  );
}
