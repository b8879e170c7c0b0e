import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@utsav/shared/paths';
import { hasReached, isFinalStatus } from '@utsav/shared/supabase/booking-graph';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { useProviderPhone } from '../hooks/use-provider-phone';
import { MessageProvider } from './message-provider';

/** The ten digits of an Indian mobile as service_providers.phone stores it (+91, 91 or none before them). */
const tenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/**
 * Who the booking is with, and how to reach them: a message about the booking at any time, and
 * the phone once the provider has confirmed (the database answers null before), as on Urban
 * Company: a request a provider has not accepted yet is not a reason to share numbers.
 */
export function ContactProvider({
  provider,
  status,
  code,
  bookingId,
}: {
  provider: { id: string; business_name: string } | null;
  status: string;
  code: string;
  bookingId: string;
}) {
  const { t } = useTranslation('booking');
  const confirmed = hasReached(status, 'confirmed');
  const phone = useProviderPhone(provider?.id ?? null, confirmed);
  if (!provider) return null;
  const digits = phone.data ? tenDigits(phone.data) : null;
  return (
    <section className="booking-card" aria-labelledby="booking-provider">
      <h2 id="booking-provider">{t('contact.title')}</h2>
      <p>
        <Link to={paths.provider.public({ id: provider.id })}>{provider.business_name}</Link>
      </p>
      {!confirmed ? (
        // Still open, so the provider may yet confirm: say when the number comes.
        !isFinalStatus(status) ? (
          <p className="booking-muted">{t('contact.afterConfirm')}</p>
        ) : null
      ) : phone.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : phone.isError ? (
        <UnavailableState onRetry={() => void phone.refetch()} />
      ) : digits ? (
        <div className="booking-contact">
          <a className="button" href={`tel:+91${digits}`}>
            {t('contact.call', { phone: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` })}
          </a>
          <a
            className="button"
            href={`https://wa.me/91${digits}?text=${encodeURIComponent(t('contact.whatsappText', { code }))}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('contact.whatsapp')}
          </a>
        </div>
      ) : (
        <p className="booking-muted">{t('contact.noPhone')}</p>
      )}
      <MessageProvider providerId={provider.id} providerName={provider.business_name} bookingId={bookingId} />
    </section>
  );
}
