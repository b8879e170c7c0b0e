import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@utsav/shared/paths';
import { dataWord } from '@utsav/shared/i18n/data-words';
import { Rating } from '../../../components/rating';
import { MessageProviderForm } from '../../../domain/messaging/components/message-provider-form';

export interface ProviderSummaryData {
  id: string;
  name: string;
  description: string | null;
  city: string;
  areas: string[];
  languages: string[];
  experienceYears: number;
  ratingAvg: number;
  ratingCount: number;
}

/**
 * Who provides it: name, experience, the provider's rating over all their work, languages and
 * areas, and a question to them before booking. Never a phone or an address (migration 0022).
 */
export function ProviderSummary({ provider }: { provider: ProviderSummaryData }) {
  const { t } = useTranslation('catalog');
  return (
    <section className="catalog-detail__section catalog-detail__provider" aria-labelledby="detail-provider">
      <h2 id="detail-provider">{t('detail.provider.heading')}</h2>
      <div className="catalog-detail__provider-head">
        <div className="catalog-provider__avatar" aria-hidden="true">
          {provider.name.slice(0, 1)}
        </div>
        <div>
          <p className="catalog-detail__provider-name">
            {/* Everything else they offer, their reviews and profile are on their own page. */}
            <Link to={paths.provider.public({ id: provider.id })}>{provider.name}</Link>
          </p>
          <p className="catalog-muted">
            {dataWord(t, 'cities', provider.city)} · {t('provider.experience', { count: provider.experienceYears })}
          </p>
          <p className="catalog-muted">
            {t('detail.provider.rating')} <Rating average={provider.ratingAvg} count={provider.ratingCount} />
          </p>
        </div>
      </div>
      {provider.description ? <p>{provider.description}</p> : null}
      <dl className="catalog-detail__facts">
        {provider.languages.length ? (
          <div>
            <dt>{t('provider.languages')}</dt>
            <dd>{provider.languages.map((language) => dataWord(t, 'languages', language)).join(', ')}</dd>
          </div>
        ) : null}
        {provider.areas.length ? (
          <div>
            <dt>{t('provider.areas')}</dt>
            <dd>{provider.areas.join(', ')}</dd>
          </div>
        ) : null}
      </dl>
      <MessageProviderForm providerId={provider.id} providerName={provider.name} collapsed />
    </section>
  );
}
