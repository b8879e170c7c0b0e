import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '@utsav/shared/auth/use-session';
import { usePageHead } from '@utsav/shared/head/page-head';
import { currentLanguage } from '@utsav/shared/i18n/i18n';
import { formatRupees } from '@utsav/shared/i18n/format';
import { paths } from '@utsav/shared/paths';
import { canTake, hasReached, isCalledOff, isFinalStatus } from '@utsav/shared/supabase/booking-graph';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { StatusBadge } from '../../../domain/bookings/components/status-badge';
import { formatDay, formatTime } from '@utsav/shared/i18n/calendar-dates';
import { useMyBooking } from '../hooks/use-my-booking';
import { PayButton } from '../../../domain/payment/components/pay-button';
import { useLiveBooking } from '../hooks/use-live-booking';
import { BookingMoney } from './booking-money';
import { BookingReview } from './booking-review';
import { CancelBooking } from './cancel-booking';
import { ContactProvider } from './contact-provider';
import { HoldCountdown } from './hold-countdown';

/** /bookings/:code: a booking the signed-in person made as a customer (anyone else's reads as none). */
export default function BookingPage() {
  const { t } = useTranslation('booking');
  const code = (useParams().code ?? '').toUpperCase();
  usePageHead({ title: t('detail.title', { code }) });
  const { session } = useSession();
  const booking = useMyBooking(code, session?.user.id);
  // The provider's answer, the timers and payments change the status while the page is open.
  useLiveBooking(booking.data?.id, code);
  const refetch = booking.refetch;
  const onHoldEnd = useCallback(() => void refetch(), [refetch]);

  if (booking.isPending) return <PageSkeleton />;
  if (booking.isError)
    return (
      <div className="page booking-page">
        <h1>{t('detail.title', { code })}</h1>
        <UnavailableState onRetry={() => void booking.refetch()} />
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
  // The balance is asked for only once the provider has confirmed (payment_due_paise, 0044);
  // before that it is information, never a button.
  const balanceOpen = data.remaining_paise > 0 && !data.balance_paid;
  const balanceDue = data.status === 'confirmed' && balanceOpen;
  const remaining = formatRupees(data.remaining_paise);
  let remainingText = remaining;
  if (balanceDue) remainingText = t('price.remainingDueBy', { amount: remaining, date: formatDay(data.event_date, language, 'full') });
  else if (balanceOpen && !isFinalStatus(data.status) && !hasReached(data.status, 'confirmed')) remainingText = t('price.remainingAfterConfirm', { amount: remaining });
  return (
    <div className="page booking-page">
      <p className="booking-muted">{t('detail.title', { code: data.tracking_code })}</p>
      <h1>{what}</h1>
      <p>
        <StatusBadge status={data.status} />
      </p>
      {data.status === 'held' ? (
        <>
          {/* Sticky under the header while the hold runs: the clock and the way to beat it stay in
              view wherever the page is scrolled to (booking.css). */}
          <div className="booking-hold-bar">
            {data.hold_expires_at ? <HoldCountdown until={data.hold_expires_at} onEnd={onHoldEnd} /> : null}
            <PayButton bookingId={data.id} code={data.tracking_code} kind="advance" label={t('history.action.pay')} />
          </div>
          <p>{t('detail.payNext')}</p>
        </>
      ) : null}
      {balanceDue ? (
        <PayButton
          bookingId={data.id}
          code={data.tracking_code}
          kind="remaining"
          label={t('payment.payBalance', { amount: remaining })}
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
          {/* Called off (ended without taking place): nothing more is owed on it. */}
          {isCalledOff(data.status) ? null : (
            <>
              <dt>{t('price.remaining')}</dt>
              <dd>{remainingText}</dd>
            </>
          )}
        </dl>
      </section>
      <ContactProvider provider={data.provider} status={data.status} code={data.tracking_code} bookingId={data.id} />
      <BookingMoney bookingId={data.id} code={data.tracking_code} what={what} status={data.status} />
      {/* Offered exactly where the graph gives the customer this edge, which the database enforces. */}
      {canTake('customer', data.status, 'cancelled_by_customer') ? <CancelBooking bookingId={data.id} code={data.tracking_code} /> : null}
      <p>
        <Link to={paths.booking.track({ code: data.tracking_code })}>{t('detail.trackLink')}</Link>
      </p>
    </div>
  );
}
