import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { formatDay, formatMoment } from '@utsav/shared/i18n/calendar-dates';
import { formatRupees } from '@utsav/shared/i18n/format';
import { paths } from '@utsav/shared/paths';
import { toast } from '@utsav/shared/toast/toast-store';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { AdminLayout } from '../../../domain/admin/components/admin-layout';
import { ReasonDialog } from '../../../components/reason-dialog';
import { bookingStatusLabel, moneyStatusLabel } from '../../../domain/admin/utils/status-label';
import type { PersonDetail, PersonReview } from '../../../domain/admin/api/types';
import { useLanguage } from '../../../hooks/use-language';
import { getPerson, personKey } from '../api/people';
import { usePersonActions } from '../hooks/use-person-actions';

type Action = 'suspend' | 'reinstate' | 'grantAdmin' | 'removeAdmin';

/** `/admin/people/:profileId`: one person, what they did and what was done to them, and the admin's moves. */
export default function PersonPage() {
  const { t } = useTranslation('admin');
  const profileId = useParams().profileId ?? '';
  const person = useQuery({ queryKey: personKey(profileId), queryFn: () => getPerson(profileId) });
  const back = (
    <Link className="button" to={paths.admin.people()}>
      {t('people.back')}
    </Link>
  );
  if (person.isPending || person.isError) {
    return (
      <AdminLayout title={t('people.personTitle')} actions={back}>
        {person.isPending ? <PageSkeleton /> : <UnavailableState onRetry={() => person.refetch()} />}
      </AdminLayout>
    );
  }
  return <PersonView person={person.data} back={back} />;
}

function PersonView({ person, back }: { person: PersonDetail; back: ReactNode }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { profile, provider, counts } = person;
  const actions = usePersonActions(profile.id);
  const [action, setAction] = useState<Action | null>(null);
  const name = profile.full_name || profile.email || profile.id;
  const isAdmin = profile.user_type === 'admin';
  const mutation = action === 'suspend' || action === 'reinstate' ? actions.suspension : actions.admin;
  const confirm = (reason: string) => {
    if (!action) return;
    const done = () => {
      toast({ title: t(`people.done.${action}`, { name }) });
      setAction(null);
    };
    if (action === 'suspend' || action === 'reinstate') actions.suspension.mutate({ suspended: action === 'suspend', reason }, { onSuccess: done });
    else actions.admin.mutate({ admin: action === 'grantAdmin', reason }, { onSuccess: done });
  };
  const open = (next: Action) => {
    actions.suspension.reset();
    actions.admin.reset();
    setAction(next);
  };
  const role = isAdmin ? 'admin' : provider ? 'provider' : 'customer';
  const facts: [string, string][] = [
    [t('people.email'), profile.email ?? '—'],
    [t('people.phone'), profile.phone ?? '—'],
    [t('people.city'), profile.city ?? '—'],
    [t('people.role'), t(`people.roles.${role}`)],
    [t('people.joined'), formatDay(profile.created_at, language)],
    [t('people.lastSignIn'), profile.last_sign_in_at ? formatMoment(profile.last_sign_in_at, language) : '—'],
  ];
  if (provider) {
    facts.push([t('people.business'), provider.business_name]);
    facts.push([t('people.providerStatus'), t(`approvals.statuses.${provider.status}`, { defaultValue: provider.status })]);
  }
  const reviewLine = (review: PersonReview) => (
    <li key={review.id}>
      {t('people.stars', { count: review.rating })} · {formatDay(review.created_at, language, 'medium')}
      {review.comment ? <p className="admin-quote">{review.comment}</p> : null}
      {review.hidden_at ? <p>{t('people.reviewHidden', { reason: review.hidden_reason ?? '' })}</p> : null}
    </li>
  );
  return (
    <AdminLayout title={name} lead={t('people.personTitle')} actions={back}>
      {profile.suspended_at ? (
        <p className="alert alert--error">
          {t('people.suspendedSince', { date: formatMoment(profile.suspended_at, language), reason: profile.suspension_reason ?? '' })}
        </p>
      ) : null}
      <section className="admin-section" aria-labelledby="person-facts">
        <h2 id="person-facts">{t('people.details')}</h2>
        <dl className="admin-facts">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {provider ? (
          <p>
            <Link to={paths.admin.application({ providerId: provider.id })}>{t('people.application')}</Link>
          </p>
        ) : null}
        <div className="admin-actions admin-section">
          {profile.suspended_at ? (
            <button type="button" className="button" onClick={() => open('reinstate')}>
              {t('people.reinstate')}
            </button>
          ) : (
            <button type="button" className="button" onClick={() => open('suspend')}>
              {t('people.suspend')}
            </button>
          )}
          {isAdmin ? (
            <button type="button" className="button" onClick={() => open('removeAdmin')}>
              {t('people.removeAdmin')}
            </button>
          ) : (
            <button type="button" className="button" onClick={() => open('grantAdmin')}>
              {t('people.grantAdmin')}
            </button>
          )}
        </div>
      </section>

      <section className="admin-section" aria-labelledby="person-bookings">
        <h2 id="person-bookings">
          {t('people.bookingsTitle', { customer: counts.bookings_as_customer, provider: counts.bookings_as_provider })}
        </h2>
        {person.recent_bookings.length ? (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">{t('people.bookingsTitle', { customer: counts.bookings_as_customer, provider: counts.bookings_as_provider })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('bookings.code')}</th>
                  <th scope="col">{t('bookings.status')}</th>
                  <th scope="col">{t('bookings.eventDate')}</th>
                  <th scope="col">{t('people.asRole')}</th>
                  <th scope="col" className="admin-num">
                    {t('bookings.total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {person.recent_bookings.map((booking) => (
                  <tr key={booking.id}>
                    <th scope="row">
                      <Link to={paths.admin.booking({ bookingId: booking.id })}>{booking.tracking_code}</Link>
                    </th>
                    <td>{bookingStatusLabel(t, booking.status)}</td>
                    <td>{formatDay(booking.event_date, language, 'medium')}</td>
                    <td>{t(`people.roles.${booking.as_role}`)}</td>
                    <td className="admin-num">{formatRupees(booking.total_paise)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>{t('people.noBookings')}</p>
        )}
        <p>
          <Link to={paths.admin.bookings(provider && !counts.bookings_as_customer ? { provider: provider.id } : { customer: profile.id })}>
            {t('people.allBookings')}
          </Link>
        </p>
      </section>

      <section className="admin-section" aria-labelledby="person-payments">
        <h2 id="person-payments">{t('people.payments')}</h2>
        {person.payments.length ? (
          <ul>
            {person.payments.map((payment) => (
              <li key={payment.id}>
                {payment.tracking_code} · {t(`bookings.paymentKinds.${payment.kind}`, { defaultValue: payment.kind })} · {formatRupees(payment.amount_paise)} ·{' '}
                {moneyStatusLabel(t, payment.status)}
                {payment.amount_refunded_paise ? ` · ${t('bookings.refundedAmount', { amount: formatRupees(payment.amount_refunded_paise) })}` : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('people.noPayments')}</p>
        )}
      </section>

      <section className="admin-section" aria-labelledby="person-reviews">
        <h2 id="person-reviews">{t('people.reviews')}</h2>
        <h3>{t('people.reviewsWritten', { count: counts.reviews_written })}</h3>
        {person.reviews_written.length ? <ul>{person.reviews_written.map(reviewLine)}</ul> : <p>{t('people.none')}</p>}
        {provider ? (
          <>
            <h3>{t('people.reviewsReceived', { count: counts.reviews_received })}</h3>
            {person.reviews_received.length ? <ul>{person.reviews_received.map(reviewLine)}</ul> : <p>{t('people.none')}</p>}
          </>
        ) : null}
      </section>

      <section className="admin-section" aria-labelledby="person-reports">
        <h2 id="person-reports">{t('people.reports', { by: counts.reports_by, against: counts.reports_against })}</h2>
        {person.reports.length ? (
          <ul>
            {person.reports.map((report) => (
              <li key={report.id}>
                {t(`people.reportDirection.${report.direction}`)} · {formatMoment(report.created_at, language)} ·{' '}
                {t(`moderation.reportStatus.${report.status}`, { defaultValue: report.status })}
                {report.reason ? <p className="admin-quote">{report.reason}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('people.none')}</p>
        )}
        <p>
          <Link to={paths.admin.moderation({ tab: 'reports' })}>{t('people.toModeration')}</Link>
        </p>
      </section>

      <ReasonDialog
        open={action !== null}
        title={action ? t(`people.dialog.${action}.title`, { name }) : ''}
        consequence={action ? t(`people.dialog.${action}.consequence`) : ''}
        confirmLabel={action ? t(`people.dialog.${action}.confirm`) : ''}
        pending={mutation.isPending}
        error={mutation.error}
        onConfirm={confirm}
        onClose={() => setAction(null)}
      />
    </AdminLayout>
  );
}
