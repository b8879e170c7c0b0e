import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { usePageHead } from '@utsav/shared/head/page-head';
import { currentLanguage } from '@utsav/shared/i18n/i18n';
import { formatRupees } from '@utsav/shared/i18n/format';
import { paths } from '@utsav/shared/paths';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
import { LoadError } from '../../../components/load-error';
import { StatusBadge } from '../../../components/status-badge';
import { formatDay, formatTime } from '../../../lib/dates';
import { useMyBooking } from '../hooks/use-my-booking';
import { PayButton } from '../../../lib/payment/pay-button';
import { useLiveBooking } from '../hooks/use-live-booking';
import { BookingMoney } from './booking-money';
import { BookingReview } from './booking-review';
import { CancelBooking } from './cancel-booking';
import { ContactProvider } from './contact-provider';
import { HoldCountdown } from './hold-countdown';

/** /bookings/:code: the signed-in customer's own booking (RLS: another's reads as none). */
export default function BookingPage() {
  const { t } = useTranslation('booking');
  const code = (useParams().code ?? '').toUpperCase();
  usePageHead({ title: t('detail.title', { code }) });
  const booking = useMyBooking(code);
  // The provider's answer, the timers and payments change the status while the page is open.
  useLiveBooking(booking.data?.id, code);
  const refetch = booking.refetch;
  const onHoldEnd = useCallback(() => void refetch(), [refetch]);

  if (booking.isPending) return <PageSkeleton />;
  if (booking.isError)
    return (
      <div className="page booking-page">
        <h1>{t('detail.title', { code })}</h1>
        <LoadError onRetry={() => void booking.refetch()} />
      </div>
    );
  const data = booking.data;
  if (!data)
    return (
      <div className="page booking-page">
        <h1>{t('detail.notFoundTitle')}</h1>
        <p>{t('detail.notFound', { code })}</p>
        <Link to={paths.profile()}>{t('detail.toProfile')}</Link>
      </div>
    );

  const language = currentLanguage();
  const what = data.service?.title ?? data.bundle?.name ?? t('common.unnamed');
  return (
    <div className="page booking-page">
      <p className="booking-muted">{t('detail.title', { code: data.tracking_code })}</p>
      <h1>{what}</h1>
      <p>
        <StatusBadge status={data.status} />
      </p>
      {data.status === 'held' && data.hold_expires_at ? <HoldCountdown until={data.hold_expires_at} onEnd={onHoldEnd} /> : null}
      {data.status === 'held' ? (
        <>
          <p>{t('detail.payNext')}</p>
          <PayButton bookingId={data.id} code={data.tracking_code} kind="advance" label={t('history.action.pay')} />
        </>
      ) : null}
      {(data.status === 'requested' || data.status === 'confirmed') && data.remaining_paise > 0 && !data.balance_paid ? (
        <PayButton
          bookingId={data.id}
          code={data.tracking_code}
          kind="remaining"
          label={t('payment.payBalance', { amount: formatRupees(data.remaining_paise) })}
        />
      ) : null}
      {data.status === 'completed' && data.provider ? (
        <BookingReview bookingId={data.id} providerId={data.provider_id} providerName={data.provider.business_name} review={data.review} />
      ) : null}
      <dl className="booking-facts">
        <dt>{t('facts.when')}</dt>
        <dd>
          {formatDay(data.event_date, language, 'full')}, {formatTime(data.event_time, language)}
        </dd>
        <dt>{t('facts.guests')}</dt>
        <dd>{data.guest_count}</dd>
        {data.venue ? (
          <>
            <dt>{t('facts.venue')}</dt>
            <dd className="booking-prewrap">{data.venue.venue_address}</dd>
          </>
        ) : null}
        {data.special_requirements ? (
          <>
            <dt>{t('facts.requirements')}</dt>
            <dd className="booking-prewrap">{data.special_requirements}</dd>
          </>
        ) : null}
      </dl>
      <section className="booking-card" aria-labelledby="booking-price">
        <h2 id="booking-price">{t('price.title')}</h2>
        <dl className="booking-facts">
          <dt>{t('price.total')}</dt>
          <dd>{formatRupees(data.total_paise)}</dd>
          <dt>{t('price.advance')}</dt>
          <dd>{formatRupees(data.advance_paise)}</dd>
          <dt>{t('price.remaining')}</dt>
          <dd>{formatRupees(data.remaining_paise)}</dd>
        </dl>
      </section>
      <ContactProvider provider={data.provider} status={data.status} code={data.tracking_code} />
      <BookingMoney bookingId={data.id} code={data.tracking_code} what={what} status={data.status} />
      {['held', 'requested', 'confirmed'].includes(data.status) ? <CancelBooking bookingId={data.id} code={data.tracking_code} /> : null}
      <p>
        <Link to={paths.booking.track({ code: data.tracking_code })}>{t('detail.trackLink')}</Link>
      </p>
    </div>
  );
}
