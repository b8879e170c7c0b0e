import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatDay, formatMonth, indianToday } from '@utsav/shared/i18n/calendar-dates';
import { formatIndianNumber, formatRupees, LOCALE } from '@utsav/shared/i18n/format';
import { currentLanguage } from '@utsav/shared/i18n/i18n';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { AdminLayout } from '../../../domain/admin/components/admin-layout';
import { rupeesCell } from '../../../utils/csv';
import { downloadCsv } from '../../../utils/export-csv';
import type { Metrics } from '../api/get-metrics';
import { useMetrics } from '../hooks/use-metrics';
import { rangeFromSearch, type DateRange } from '../utils/date-range';
import { formatDuration, formatShare } from '../utils/figures';
import { statusSeries } from '../utils/status-series';
import { FigurePanel } from './figure-panel';
import { RangePicker } from './range-picker';
import { StatusChart } from './status-chart';
import { TopChart } from './top-chart';
import './numbers.css';

/**
 * `/admin/numbers`: how the marketplace did over a range of days (bookings created then, India's
 * calendar), every figure computed by admin_metrics in SQL; charts with a table view and CSV.
 * The range lives in the address (?from=&to=), so a view can be shared and Back returns to it.
 */
export default function NumbersPage() {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  const [search, setSearch] = useSearchParams();
  const today = indianToday();
  const range = rangeFromSearch(search, today);
  const metrics = useMetrics(range);
  const setRange = (next: DateRange) => setSearch({ from: next.from, to: next.to });

  return (
    <AdminLayout
      title={t('numbers.title')}
      lead={t('numbers.lead', { from: formatDay(range.from, language, 'medium'), to: formatDay(range.to, language, 'medium') })}
    >
      <div className="numbers-page">
        <RangePicker key={`${range.from}/${range.to}`} range={range} today={today} onChange={setRange} />
        {metrics.isPending ? (
          <div className="numbers-loading" role="status" aria-label={t('numbers.loading')}>
            <div className="numbers-skeleton numbers-skeleton--cards" />
            <div className="numbers-skeleton numbers-skeleton--chart" />
          </div>
        ) : metrics.isError || !metrics.data ? (
          <UnavailableState onRetry={metrics.refetch} message={t('numbers.failed')} />
        ) : (
          <div aria-busy={metrics.isPlaceholderData} className={metrics.isPlaceholderData ? 'numbers-updating' : undefined}>
            <Figures data={metrics.data} range={range} />
          </div>
        )}
      </div>
    </AdminLayout>
  );
}

function Figures({ data, range }: { data: Metrics; range: DateRange }) {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  const series = useMemo(() => statusSeries(data.by_day, range), [data.by_day, range]);
  const bookings = series.buckets.reduce((sum, bucket) => sum + bucket.total, 0);
  const file = (name: string) => `utsav-${name}-${range.from}-${range.to}.csv`;
  const bucketLabel = (start: string) => (series.unit === 'day' ? formatDay(start, language, 'medium') : formatMonth(start, language, 'short'));
  const shortLabel = (start: string) =>
    series.unit === 'day'
      ? new Intl.DateTimeFormat(LOCALE[language], { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${start}T00:00:00Z`))
      : formatMonth(start, language, 'short');
  const statusName = (status: string) => t(`numbers.statuses.${status}`, { defaultValue: status });

  const cards = [
    { key: 'gmvConfirmed', value: formatRupees(data.gmv_confirmed_paise), csv: rupeesCell(data.gmv_confirmed_paise) },
    { key: 'gmvCompleted', value: formatRupees(data.gmv_completed_paise), csv: rupeesCell(data.gmv_completed_paise) },
    { key: 'advances', value: formatRupees(data.advances_paise), csv: rupeesCell(data.advances_paise) },
    { key: 'refunds', value: formatRupees(data.refunds_paise), csv: rupeesCell(data.refunds_paise) },
    {
      key: 'conversion',
      value: formatShare(data.conversion),
      detail: t('numbers.cards.conversionDetail', { confirmed: formatIndianNumber(data.confirmed), requests: formatIndianNumber(data.requests) }),
      csv: data.conversion === null ? null : data.conversion.toFixed(4),
    },
    { key: 'medianResponse', value: formatDuration(data.median_response_seconds, (key, values) => t(key, values)), csv: data.median_response_seconds },
  ];

  return (
    <>
      <dl className="numbers-cards">
        {cards.map((card) => (
          <div key={card.key}>
            <dt>{t(`numbers.cards.${card.key}`)}</dt>
            <dd>{card.value}</dd>
            {card.detail ? <dd className="numbers-muted">{card.detail}</dd> : null}
          </div>
        ))}
      </dl>
      <p className="numbers-actions">
        <button
          type="button"
          className="button"
          onClick={() =>
            downloadCsv(
              file('summary'),
              [...cards, { key: 'requests', csv: data.requests }, { key: 'confirmed', csv: data.confirmed }],
                [
                  { header: t('numbers.csv.figure'), value: (card) => t(`numbers.cards.${card.key}`) },
                  { header: t('numbers.csv.value'), value: (card) => card.csv },
              ],
            )
          }
        >
          {t('numbers.exportSummary')}
        </button>
      </p>
      {bookings === 0 ? <p className="numbers-empty">{t('numbers.empty')}</p> : null}

      <FigurePanel
        id="numbers-by-status"
        title={t(series.unit === 'day' ? 'numbers.byStatus.titleDays' : 'numbers.byStatus.titleMonths')}
        empty={bookings === 0}
        chart={<StatusChart series={series} label={shortLabel} />}
        table={
          <table className="numbers-table">
            <caption className="visually-hidden">{t('numbers.byStatus.chartLabel')}</caption>
            <thead>
              <tr>
                <th scope="col">{t(series.unit === 'day' ? 'numbers.byStatus.day' : 'numbers.byStatus.month')}</th>
                {series.statuses.map((status) => (
                  <th key={status} scope="col">
                    {statusName(status)}
                  </th>
                ))}
                <th scope="col">{t('numbers.byStatus.total')}</th>
              </tr>
            </thead>
            <tbody>
              {series.buckets.map((bucket) => (
                <tr key={bucket.start}>
                  <th scope="row">{bucketLabel(bucket.start)}</th>
                  {series.statuses.map((status) => (
                    <td key={status}>{formatIndianNumber(bucket.counts[status] ?? 0)}</td>
                  ))}
                  <td>{formatIndianNumber(bucket.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
        onExport={() =>
          downloadCsv(
            file('bookings-by-status'),
            series.buckets, [
              { header: t(series.unit === 'day' ? 'numbers.byStatus.day' : 'numbers.byStatus.month'), value: (bucket) => bucket.start },
              ...series.statuses.map((status) => ({ header: statusName(status), value: (bucket: (typeof series.buckets)[number]) => bucket.counts[status] ?? 0 })),
              { header: t('numbers.byStatus.total'), value: (bucket) => bucket.total },
            ])
          
        }
      />

      <FigurePanel
        id="numbers-categories"
        title={t('numbers.categories.title')}
        empty={data.top_categories.length === 0}
        chart={<TopChart rows={data.top_categories.map((row) => ({ key: row.slug, name: row.name, bookings: row.bookings }))} label={t('numbers.categories.chartLabel')} />}
        table={
          <TopTable
            caption={t('numbers.categories.chartLabel')}
            nameHeader={t('numbers.categories.name')}
            rows={data.top_categories.map((row) => ({ key: row.slug, name: row.name, bookings: row.bookings, gmv: row.gmv_paise }))}
          />
        }
        onExport={() =>
          downloadCsv(
            file('top-categories'),
            data.top_categories, [
              { header: t('numbers.categories.name'), value: (row) => row.name },
              { header: t('numbers.top.bookings'), value: (row) => row.bookings },
              { header: t('numbers.top.gmvRupees'), value: (row) => rupeesCell(row.gmv_paise) },
            ])
          
        }
      />

      <FigurePanel
        id="numbers-cities"
        title={t('numbers.cities.title')}
        empty={data.top_cities.length === 0}
        chart={<TopChart rows={data.top_cities.map((row) => ({ key: row.city, name: row.city, bookings: row.bookings }))} label={t('numbers.cities.chartLabel')} />}
        table={
          <TopTable
            caption={t('numbers.cities.chartLabel')}
            nameHeader={t('numbers.cities.name')}
            rows={data.top_cities.map((row) => ({ key: row.city, name: row.city, bookings: row.bookings, gmv: row.gmv_paise }))}
          />
        }
        onExport={() =>
          downloadCsv(
            file('top-cities'),
            data.top_cities, [
              { header: t('numbers.cities.name'), value: (row) => row.city },
              { header: t('numbers.top.bookings'), value: (row) => row.bookings },
              { header: t('numbers.top.gmvRupees'), value: (row) => rupeesCell(row.gmv_paise) },
            ])
          
        }
      />
    </>
  );
}

function TopTable({ caption, nameHeader, rows }: { caption: string; nameHeader: string; rows: { key: string; name: string; bookings: number; gmv: number }[] }) {
  const { t } = useTranslation('admin');
  return (
    <table className="numbers-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{nameHeader}</th>
          <th scope="col">{t('numbers.top.bookings')}</th>
          <th scope="col">{t('numbers.top.gmv')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.name}</th>
            <td>{formatIndianNumber(row.bookings)}</td>
            <td>{formatRupees(row.gmv)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
