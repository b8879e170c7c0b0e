import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@utsav/shared/i18n/i18n';
import { formatRupees } from '@utsav/shared/i18n/format';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { useEarnings } from '../hooks/use-earnings';
import { formatMonth } from '@utsav/shared/i18n/calendar-dates';
import { EarningsChart } from './earnings-chart';
import { PanelLoading } from './panel-loading';

/** What came in and went back by month (chart or table, the same numbers), and where the money is now. */
export function EarningsPanel() {
  const { t } = useTranslation('provider');
  const language = currentLanguage();
  const earnings = useEarnings(true);
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const data = earnings.data;
  return (
    <section className="dash-panel" aria-labelledby="dash-earnings">
      <h2 id="dash-earnings">{t('dashboard.earnings.title')}</h2>
      {earnings.isPending ? (
        <PanelLoading lines={6} />
      ) : earnings.isError || !data ? (
        <UnavailableState onRetry={earnings.refetch} />
      ) : (
        <>
          <dl className="dash-figures">
            <div>
              <dt>{t('dashboard.earnings.due')}</dt>
              <dd>{formatRupees(data.due_paise)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.earnings.held')}</dt>
              <dd>{formatRupees(data.held_paise)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.earnings.toCollect')}</dt>
              <dd>{formatRupees(data.balances_to_collect_paise)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.earnings.refundsPending')}</dt>
              <dd>{formatRupees(data.refunds_pending_paise)}</dd>
            </div>
          </dl>
          <p className="dash-muted">{t('dashboard.earnings.explain')}</p>
          <div className="dash-toggle" role="group" aria-label={t('dashboard.earnings.viewLabel')}>
            <button type="button" className="button" aria-pressed={view === 'chart'} onClick={() => setView('chart')}>
              {t('dashboard.earnings.chart')}
            </button>
            <button type="button" className="button" aria-pressed={view === 'table'} onClick={() => setView('table')}>
              {t('dashboard.earnings.table')}
            </button>
          </div>
          {view === 'chart' ? (
            <EarningsChart months={data.months} />
          ) : (
            <div className="dash-table-wrap">
              <table className="dash-table">
                <caption className="visually-hidden">{t('dashboard.earnings.chartLabel')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('dashboard.earnings.month')}</th>
                    <th scope="col">{t('dashboard.earnings.advances')}</th>
                    <th scope="col">{t('dashboard.earnings.balances')}</th>
                    <th scope="col">{t('dashboard.earnings.refunds')}</th>
                    <th scope="col">{t('dashboard.earnings.net')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.months.map((m) => (
                    <tr key={m.month}>
                      <th scope="row">{formatMonth(m.month, language, 'short')}</th>
                      <td>{formatRupees(m.advances_paise)}</td>
                      <td>{formatRupees(m.balances_paise)}</td>
                      <td>{formatRupees(m.refunds_paise)}</td>
                      <td>{formatRupees(m.net_paise)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
