import { useTranslation } from 'react-i18next';
import { dataWord } from '@utsav/shared/i18n/data-words';
import { PriceFrom } from '../../../components/price';
import { formatCount } from '../../../utils/format-count';
import type { ServiceDetail } from '../api/get-service-detail';

/** Price and unit, duration, guest limits, area served and languages, as a list of facts. */
export function ServiceFacts({ service }: { service: ServiceDetail }) {
  const { t, i18n } = useTranslation('catalog');
  const number = (value: number) => formatCount(value, i18n.language);
  const { min_guests: min, max_guests: max } = service;
  const guests =
    min && max
      ? t('detail.facts.guestsRange', { min: number(min), max: number(max) })
      : min
        ? t('detail.facts.guestsMin', { min: number(min) })
        : max
          ? t('detail.facts.guestsMax', { max: number(max) })
          : t('detail.facts.guestsAny');
  const languages = Array.isArray(service.attributes.languages) ? (service.attributes.languages as unknown[]).filter((l) => typeof l === 'string') : [];
  const city = dataWord(t, 'cities', service.city);
  const areas = service.provider_areas_served.join(', ');
  return (
    <section className="catalog-detail__section" aria-labelledby="detail-facts">
      <h2 id="detail-facts">{t('detail.facts.heading')}</h2>
      <dl className="catalog-detail__facts">
        <div>
          <dt>{t('detail.facts.price')}</dt>
          <dd>
            <PriceFrom paise={service.price_paise} unit={service.price_unit} />
          </dd>
        </div>
        {service.duration_hours ? (
          <div>
            <dt>{t('detail.facts.duration')}</dt>
            <dd>{t('detail.facts.hours', { count: Number(service.duration_hours), value: number(Number(service.duration_hours)) })}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('detail.facts.guests')}</dt>
          <dd>{guests}</dd>
        </div>
        <div>
          <dt>{t('detail.facts.area')}</dt>
          <dd>
            {city}
            {areas ? <span className="catalog-muted"> · {areas}</span> : null}
          </dd>
        </div>
        {languages.length ? (
          <div>
            <dt>{t('provider.languages')}</dt>
            <dd>{languages.map((language) => dataWord(t, 'languages', language as string)).join(', ')}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
