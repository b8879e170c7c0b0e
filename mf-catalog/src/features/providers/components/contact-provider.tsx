import { useTranslation } from 'react-i18next';
import { normaliseIndianMobile } from '@utsav/shared/validation/rules';
import { MessageProviderForm } from '../../../domain/messaging/components/message-provider-form';

/** Call the provider (when the database shows the number), or ask them something in a conversation. */
export function ContactProvider({ providerId, providerName, phone }: { providerId: string; providerName: string; phone: string | null }) {
  const { t } = useTranslation('catalog');
  return (
    <section aria-labelledby="provider-contact" className="catalog-contact">
      <h2 id="provider-contact">{t('provider.contact.title')}</h2>
      {phone ? (
        <a className="button" href={`tel:${normaliseIndianMobile(phone) ?? phone}`}>
          {t('provider.contact.call', { phone })}
        </a>
      ) : null}
      <MessageProviderForm providerId={providerId} providerName={providerName} />
    </section>
  );
}
