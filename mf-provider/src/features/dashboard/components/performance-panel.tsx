import { useTranslation } from 'react-i18next';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { usePerformance } from '../hooks/use-performance';
import { splitSeconds } from '../utils/time-left';
import { PanelLoading } from './panel-loading';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** Response rate and time, acceptance and rating, as Airbnb and Thumbtack show hosts and pros (computed in SQL). */
export function PerformancePanel() {
  const { t } = useTranslation('provider');
  const performance = usePerformance(true);
  const p = performance.data;
  const none = t('dashboard.performance.noData');
  const median = p?.median_response_seconds == null ? null : splitSeconds(p.median_response_seconds);
  return (
    <section className="dash-panel" aria-labelledby="dash-performance">
      <h2 id="dash-performance">{t('dashboard.performance.title')}</h2>
      {performance.isPending ? (
        <PanelLoading lines={4} />
      ) : performance.isError || !p ? (
        <UnavailableState onRetry={performance.refetch} />
      ) : (
        <>
          <dl className="dash-figures">
            <div>
              <dt>{t('dashboard.performance.responseRate')}</dt>
              <dd>{p.response_rate == null ? none : percent(p.response_rate)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.performance.responseTime')}</dt>
              <dd>{median ? t('dashboard.performance.duration', { hours: median.hours, minutes: median.minutes }) : none}</dd>
            </div>
            <div>
              <dt>{t('dashboard.performance.acceptance')}</dt>
              <dd>{p.acceptance_rate == null ? none : percent(p.acceptance_rate)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.performance.rating')}</dt>
              <dd>{p.rating_count ? t('dashboard.performance.ratingValue', { rating: Number(p.rating_avg).toFixed(1), count: p.rating_count }) : none}</dd>
            </div>
            <div>
              <dt>{t('dashboard.performance.completed')}</dt>
              <dd>{p.completed_count}</dd>
            </div>
            <div>
              <dt>{t('dashboard.performance.cancellations')}</dt>
              <dd>{p.cancellations_12m}</dd>
            </div>
          </dl>
          <p className="dash-muted">{t('dashboard.performance.explain', { count: p.requests_30d })}</p>
        </>
      )}
    </section>
  );
}
