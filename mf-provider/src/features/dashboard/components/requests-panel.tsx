import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@utsav/shared/i18n/i18n';
import { formatRupees } from '@utsav/shared/i18n/format';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import type { ProviderRequest } from '../api/list-requests';
import { useNewArrivals } from '../hooks/use-new-arrivals';
import { formatDay, formatTime } from '@utsav/shared/i18n/calendar-dates';
import { AnswerCountdown } from './answer-countdown';
import { BookingActions } from './booking-actions';
import { PanelLoading } from './panel-loading';

interface Props {
  requests: { data?: ProviderRequest[]; isPending: boolean; isError: boolean; refetch: () => unknown };
}

/** Requests awaiting an answer, the one expiring first at the top; those that arrived while the page was open are marked. */
export function RequestsPanel({ requests }: Props) {
  const { t } = useTranslation('provider');
  const language = currentLanguage();
  const arrived = useNewArrivals(requests.data?.map((r) => r.id));
  const count = requests.data?.length ?? 0;

  return (
    <section className="dash-panel dash-panel--requests" aria-labelledby="dash-requests">
      <h2 id="dash-requests">
        {t('dashboard.requests.title')} {requests.data ? <span className="dash-count">{count}</span> : null}
      </h2>
      <p className="visually-hidden" aria-live="polite">
        {arrived.size > 0 ? t('dashboard.requests.arrived', { count: arrived.size }) : ''}
      </p>
      {requests.isPending ? (
        <PanelLoading lines={4} />
      ) : requests.isError ? (
        <UnavailableState onRetry={requests.refetch} />
      ) : count === 0 ? (
        <p className="dash-muted">{t('dashboard.requests.none')}</p>
      ) : (
        <ul className="dash-list">
          {requests.data!.map((r) => (
            <li key={r.id} className={arrived.has(r.id) ? 'dash-card dash-card--new' : 'dash-card'} data-testid="dash-request">
              {arrived.has(r.id) ? <span className="dash-new">{t('dashboard.requests.new')}</span> : null}
              <h3>{r.title}</h3>
              <AnswerCountdown until={r.respond_by} onEnd={() => void requests.refetch()} />
              <dl className="dash-facts">
                <dt>{t('dashboard.facts.when')}</dt>
                <dd>
                  {formatDay(r.event_date, language, 'full')}, {formatTime(r.event_time, language)}
                </dd>
                <dt>{t('dashboard.facts.guests')}</dt>
                <dd>{r.guest_count}</dd>
                <dt>{t('dashboard.facts.city')}</dt>
                <dd>{r.city}</dd>
                <dt>{t('dashboard.facts.quote')}</dt>
                <dd>{t('dashboard.facts.quoteValue', { total: formatRupees(r.total_paise), advance: formatRupees(r.advance_paise) })}</dd>
                {r.special_requirements ? (
                  <>
                    <dt>{t('dashboard.facts.notes')}</dt>
                    <dd className="dash-prewrap">{r.special_requirements}</dd>
                  </>
                ) : null}
                <dt>{t('dashboard.facts.code')}</dt>
                <dd>{r.tracking_code}</dd>
              </dl>
              <p className="dash-muted">{t('dashboard.requests.venueLater')}</p>
              <BookingActions bookingId={r.id} code={r.tracking_code} actions={r.actions} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
