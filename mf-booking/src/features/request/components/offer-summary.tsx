import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Offer } from '../api/get-offer';

/** What is being booked: photo, name (a link back to its page) and provider. */
export function OfferSummary({ offer, detailPath }: { offer: Offer; detailPath: string }) {
  const { t } = useTranslation('booking');
  return (
    <section className="booking-offer" aria-label={t('form.booking')}>
      {offer.photo ? <img src={offer.photo} alt="" width={96} height={60} className="booking-offer__photo" /> : null}
      <div>
        <p className="booking-muted">{offer.kind === 'bundle' ? t('form.bundle') : t('form.service')}</p>
        <p className="booking-offer__title">
          <Link to={detailPath}>{offer.title}</Link>
        </p>
        <p className="booking-muted">
          {t('form.byProvider', { provider: offer.providerName })}
          {offer.city ? ` · ${offer.city}` : ''}
        </p>
      </div>
    </section>
  );
}
