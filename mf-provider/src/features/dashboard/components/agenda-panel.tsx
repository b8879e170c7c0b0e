import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@utsav/shared/i18n/i18n';
import { formatRupees } from '@utsav/shared/i18n/format';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { AGENDA_PAGE } from '../api/list-agenda';
import { useAgenda } from '../hooks/use-agenda';
import { formatDay, formatTime } from '@utsav/shared/i18n/calendar-dates';
import { BookingActions } from './booking-actions';
import { PanelLoading } from './panel-loading';

/** Confirmed bookings in date order: those whose day has passed first, waiting to be marked completed. */
export function AgendaPanel({ providerId }: { providerId: string }) {
  const { t } = useTranslation('provider');
  const language = currentLanguage();
  const [limit, setLimit] = useState(AGENDA_PAGE);
  const agenda = useAgenda(providerId, limit);
  return (
    <section className="dash-panel" aria-labelledby="dash-agenda">
      <h2 id="dash-agenda">{t('dashboard.agenda.title')}</h2>
      {agenda.isPending ? (
        <PanelLoading lines={4} />
      ) : agenda.isError ? (
        <UnavailableState onRetry={agenda.refetch} />
      ) : agenda.data.length === 0 ? (
        <p className="dash-muted">{t('dashboard.agenda.none')}</p>
      ) : (
        <ul className="dash-list">
          {agenda.data.map((b) => (
            <li key={b.id} className="dash-card" data-testid="dash-agenda-item">
              <h3>
                <time dateTime={b.event_date}>{formatDay(b.event_date, language, 'full')}</time>, {formatTime(b.event_time, language)}
              </h3>
              <p>{b.title}</p>
              <dl className="dash-facts">
                {b.customer_name ? (
                  <>
                    <dt>{t('dashboard.facts.customer')}</dt>
                    <dd>{b.customer_name}</dd>
                  </>
                ) : null}
                <dt>{t('dashboard.facts.guests')}</dt>
                <dd>{b.guest_count}</dd>
                <dt>{t('dashboard.facts.venue')}</dt>
                <dd className="dash-prewrap">{b.venue_address ?? b.city}</dd>
                {b.special_requirements ? (
                  <>
                    <dt>{t('dashboard.facts.notes')}</dt>
                    <dd className="dash-prewrap">{b.special_requirements}</dd>
                  </>
                ) : null}
                <dt>{t('dashboard.facts.balance')}</dt>
                <dd>{b.balance_paid ? t('dashboard.agenda.balancePaid') : t('dashboard.agenda.balanceDue', { amount: formatRupees(b.remaining_paise) })}</dd>
                <dt>{t('dashboard.facts.code')}</dt>
                <dd>{b.tracking_code}</dd>
              </dl>
              <BookingActions bookingId={b.id} code={b.tracking_code} actions={b.actions} />
            </li>
          ))}
        </ul>
      )}
      {agenda.data && agenda.data.length >= limit ? (
        <button type="button" className="button" disabled={agenda.isFetching} onClick={() => setLimit(limit + AGENDA_PAGE)}>
          {t('dashboard.agenda.more')}
        </button>
      ) : null}
    </section>
  );
}
