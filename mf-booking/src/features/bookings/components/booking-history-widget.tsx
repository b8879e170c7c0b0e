import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '@utsav/shared/auth/use-session';
import { currentLanguage } from '@utsav/shared/i18n/i18n';
import { paths } from '@utsav/shared/paths';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { StatusBadge } from '../../../domain/bookings/components/status-badge';
import { formatDay, indianToday } from '@utsav/shared/i18n/calendar-dates';
import type { MyBookingRow } from '../api/list-my-bookings';
import { useMyBookings } from '../hooks/use-my-bookings';
import { nextAction, splitBookings } from '../utils/split-bookings';

/** As many placeholder rows as a short history has, each the height of a real row. */
const SKELETON_ROWS = 3;

/**
 * The profile's booking history: the customer's bookings, Upcoming then Past, each with its
 * status and next step. It says "no bookings yet" only after the list has loaded empty.
 */
export function BookingHistoryWidget() {
  const { t } = useTranslation('booking');
  const { session } = useSession();
  const bookings = useMyBookings(session?.user.id);

  let body;
  if (bookings.isError) body = <UnavailableState onRetry={() => void bookings.refetch()} />;
  else if (!bookings.data)
    body = (
      <div role="status" aria-label={t('common.loading')}>
        <ul className="booking-history__list" aria-hidden="true">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <li key={index} className="booking-history__row booking-history__row--skeleton">
              <span className="skeleton__bar skeleton__bar--short" />
              <span className="skeleton__bar" />
            </li>
          ))}
        </ul>
      </div>
    );
  else if (bookings.data.length === 0)
    body = (
      <p>
        {t('history.empty')} <Link to={paths.catalog.services()}>{t('history.browse')}</Link>
      </p>
    );
  else {
    const { upcoming, past } = splitBookings(bookings.data, indianToday());
    body = (
      <>
        <HistoryGroup id="booking-history-upcoming" title={t('history.upcoming')} rows={upcoming} none={t('history.noUpcoming')} />
        <HistoryGroup id="booking-history-past" title={t('history.past')} rows={past} none={t('history.noPast')} />
      </>
    );
  }

  return (
    <section className="booking-history" aria-labelledby="booking-history-title">
      <h2 id="booking-history-title">{t('history.title')}</h2>
      {body}
    </section>
  );
}

function HistoryGroup({ id, title, rows, none }: { id: string; title: string; rows: MyBookingRow[]; none: string }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {rows.length === 0 ? (
        <p className="booking-muted">{none}</p>
      ) : (
        <ul className="booking-history__list">
          {rows.map((row) => (
            <HistoryRow key={row.id} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}

function HistoryRow({ row }: { row: MyBookingRow }) {
  const { t } = useTranslation('booking');
  const what = row.service?.title ?? row.bundle?.name ?? t('common.unnamed');
  const action = nextAction(row.status);
  return (
    <li className="booking-history__row">
      <div className="booking-history__what">
        <strong>{what}</strong>
        <span className="booking-muted">
          {formatDay(row.event_date, currentLanguage(), 'medium')} · {row.tracking_code}
        </span>
      </div>
      <StatusBadge status={row.status} />
      <Link
        className={`button${action === 'view' ? '' : ' button--primary'} booking-history__action`}
        to={paths.booking.detail({ code: row.tracking_code })}
        aria-label={t(`history.action.${action}Named`, { what, code: row.tracking_code })}
      >
        {t(`history.action.${action}`)}
      </Link>
    </li>
  );
}
