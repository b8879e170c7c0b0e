import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { formatDay, formatMoment, formatTime } from '@utsav/shared/i18n/calendar-dates';
import { formatRupees } from '@utsav/shared/i18n/format';
import { paths } from '@utsav/shared/paths';
import { toast } from '@utsav/shared/toast/toast-store';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { AdminLayout } from '../../../domain/admin/components/admin-layout';
import { ReasonDialog } from '../../../components/reason-dialog';
import { bookingStatusLabel, moneyStatusLabel } from '../../../domain/admin/utils/status-label';
import { useLanguage } from '../../../hooks/use-language';
import { adminActions, bookingKey, getBooking } from '../api/bookings';
import { useActOnBooking } from '../hooks/use-act-on-booking';

/** `/admin/bookings/:bookingId`: the booking, its timeline and money, and what an admin may do now. */
export default function BookingPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const bookingId = useParams().bookingId ?? '';
  const detail = useQuery({ queryKey: bookingKey(bookingId), queryFn: () => getBooking(bookingId) });
  const actions = useQuery({ queryKey: [...bookingKey(bookingId), 'actions'], queryFn: () => adminActions(bookingId) });
  const act = useActOnBooking(bookingId);
  const [toStatus, setToStatus] = useState<string | null>(null);
  const back = (
    <Link className="button" to={paths.admin.bookings()}>
      {t('bookings.back')}
    </Link>
  );
  if (detail.isPending || detail.isError) {
    return (
      <AdminLayout title={t('bookings.bookingTitle')} actions={back}>
        {detail.isPending ? <PageSkeleton /> : <UnavailableState onRetry={() => detail.refetch()} />}
      </AdminLayout>
    );
  }
  const { booking, customer, provider, timeline, payments, refunds } = detail.data;
  const facts: [string, string][] = [
    [t('bookings.status'), bookingStatusLabel(t, booking.status)],
    [t('bookings.what'), booking.title ?? '—'],
    [t('bookings.eventDate'), `${formatDay(booking.event_date, language)}${booking.event_time ? `, ${formatTime(booking.event_time, language)}` : ''}`],
    [t('bookings.guests'), booking.guest_count === null ? '—' : String(booking.guest_count)],
    [t('bookings.venue'), booking.venue_address ?? '—'],
    [t('bookings.total'), formatRupees(booking.total_paise)],
    [t('bookings.advance'), formatRupees(booking.advance_paise)],
    [t('bookings.remaining'), formatRupees(booking.remaining_paise)],
    [t('bookings.created'), formatMoment(booking.created_at, language)],
  ];
  const confirm = (reason: string) => {
    if (!toStatus) return;
    act.mutate(
      { toStatus, reason },
      {
        onSuccess: () => {
          toast({ title: t('bookings.done', { code: booking.tracking_code, status: bookingStatusLabel(t, toStatus) }) });
          setToStatus(null);
        },
      },
    );
  };
  return (
    <AdminLayout title={booking.tracking_code} lead={booking.title ?? t('bookings.bookingTitle')} actions={back}>
      {booking.status_note ? (
        <p className="alert">
          {t('bookings.note')}: {booking.status_note}
        </p>
      ) : null}
      <section className="admin-section" aria-labelledby="booking-facts">
        <h2 id="booking-facts">{t('bookings.details')}</h2>
        <dl className="admin-facts">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div>
            <dt>{t('bookings.customer')}</dt>
            <dd>
              {customer.id ? <Link to={paths.admin.person({ profileId: customer.id })}>{customer.full_name ?? customer.email}</Link> : '—'}
              {customer.email ? <> · {customer.email}</> : null}
            </dd>
          </div>
          <div>
            <dt>{t('bookings.provider')}</dt>
            <dd>
              <Link to={paths.admin.person({ profileId: provider.profile_id })}>{provider.business_name ?? provider.email}</Link>
              {provider.email ? <> · {provider.email}</> : null}
            </dd>
          </div>
        </dl>
        {booking.special_requirements ? <p className="admin-quote">{booking.special_requirements}</p> : null}
      </section>

      <section className="admin-section" aria-labelledby="booking-actions">
        <h2 id="booking-actions">{t('bookings.actionsTitle')}</h2>
        {actions.isPending ? (
          <p role="status">{t('common.loading')}</p>
        ) : actions.isError ? (
          <UnavailableState onRetry={() => actions.refetch()} />
        ) : actions.data.length ? (
          <div className="admin-actions">
            {actions.data.map((status) => (
              <button
                key={status}
                type="button"
                className="button"
                onClick={() => {
                  act.reset();
                  setToStatus(status);
                }}
              >
                {t(`bookings.act.${status}.button`, { defaultValue: bookingStatusLabel(t, status) })}
              </button>
            ))}
          </div>
        ) : (
          <p>{t('bookings.noActions')}</p>
        )}
      </section>

      <section className="admin-section" aria-labelledby="booking-timeline">
        <h2 id="booking-timeline">{t('bookings.timeline')}</h2>
        {timeline.length ? (
          <ol className="admin-timeline">
            {timeline.map((event) => (
              <li key={event.id}>
                <strong>{bookingStatusLabel(t, event.to_status)}</strong> · {formatMoment(event.created_at, language)} ·{' '}
                {t(`bookings.actors.${event.actor_role ?? 'system'}`, { defaultValue: event.actor_role ?? '' })}
                {event.actor_name ? ` (${event.actor_name})` : ''}
                {event.note ? <p className="admin-quote">{event.note}</p> : null}
              </li>
            ))}
          </ol>
        ) : (
          <p>{t('people.none')}</p>
        )}
      </section>

      <section className="admin-section" aria-labelledby="booking-payments">
        <h2 id="booking-payments">{t('bookings.payments')}</h2>
        {payments.length ? (
          <ul>
            {payments.map((payment) => (
              <li key={payment.id}>
                {t(`bookings.paymentKinds.${payment.kind}`, { defaultValue: payment.kind })} · {formatRupees(payment.amount_paise)} ·{' '}
                {moneyStatusLabel(t, payment.status)}
                {payment.paid_at ? ` · ${formatMoment(payment.paid_at, language)}` : ''}
                {payment.razorpay_payment_id ?? payment.razorpay_order_id ? ` · ${payment.razorpay_payment_id ?? payment.razorpay_order_id}` : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('bookings.noPayments')}</p>
        )}
      </section>

      <section className="admin-section" aria-labelledby="booking-refunds">
        <h2 id="booking-refunds">{t('bookings.refunds')}</h2>
        {refunds.length ? (
          <ul>
            {refunds.map((refund) => (
              <li key={refund.id}>
                {formatRupees(refund.amount_paise)} · {moneyStatusLabel(t, refund.status)}
                {refund.processed_at ? ` · ${formatMoment(refund.processed_at, language)}` : ''}
                {refund.reason ? <p className="admin-quote">{refund.reason}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('bookings.noRefunds')}</p>
        )}
      </section>

      <ReasonDialog
        open={toStatus !== null}
        title={toStatus ? t(`bookings.act.${toStatus}.title`, { code: booking.tracking_code, defaultValue: bookingStatusLabel(t, toStatus) }) : ''}
        consequence={toStatus ? t(`bookings.act.${toStatus}.consequence`, { defaultValue: '' }) : ''}
        confirmLabel={toStatus ? t(`bookings.act.${toStatus}.button`, { defaultValue: bookingStatusLabel(t, toStatus) }) : ''}
        pending={act.isPending}
        error={act.error}
        onConfirm={confirm}
        onClose={() => setToStatus(null)}
      />
    </AdminLayout>
  );
}
