import { useTranslation } from 'react-i18next';
import { dataWord } from '@utsav/shared/i18n/data-words';
import { formatRupees } from '@utsav/shared/i18n/format';
import type { ProviderProfile } from '../api/get-provider';

type Reach = Pick<ProviderProfile, 'city' | 'travels_outside_city' | 'travel_fee_paise' | 'contact_preferences'>;

// The database allows exactly these (service_providers_contact_preferences_check); an unknown one is not shown.
const PREFERENCES = ['call', 'whatsapp', 'chat'] as const;

/** Whether the provider travels beyond the home city (and for what fee), and how they like to be reached. */
export function ProviderReach({ provider }: { provider: Reach }) {
  const { t } = useTranslation('catalog');
  const city = dataWord(t, 'cities', provider.city);
  const fee = provider.travel_fee_paise ?? 0;
  const preferences = PREFERENCES.filter((preference) => provider.contact_preferences.includes(preference));
  return (
    <>
      <section aria-labelledby="provider-travel">
        <h2 id="provider-travel">{t('provider.travel.title')}</h2>
        {provider.travels_outside_city ? (
          <p>
            {t('provider.travel.yes', { city })}{' '}
            {fee > 0 ? t('provider.travel.fee', { fee: formatRupees(fee) }) : t('provider.travel.noFee')}
          </p>
        ) : (
          <p>{t('provider.travel.no', { city })}</p>
        )}
      </section>
      {preferences.length ? (
        <section aria-labelledby="provider-preferences">
          <h2 id="provider-preferences">{t('provider.preferences.title')}</h2>
          <ul className="catalog-chips">
            {preferences.map((preference) => (
              <li key={preference}>{t(`provider.preferences.${preference}`)}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
