import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

/** `/admin/bookings/:bookingId`: replace with the real page. */
export default function AdminBookingsBookingidPage() {
  const { t } = useTranslation('admin');
  const params = Object.entries(useParams());
  return (
    <section className="admin-page" aria-labelledby="admin-admin-bookings-bookingid-title">
      <h1 id="admin-admin-bookings-bookingid-title">{t('page.title', { path: '/admin/bookings/:bookingId' })}</h1>
      <p>{t('page.lead')}</p>
      {params.length > 0 ? (
        <dl>
          {params.map(([name, value]) => (
            <Fragment key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
