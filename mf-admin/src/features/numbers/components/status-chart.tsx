import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useTranslation } from 'react-i18next';
import { formatIndianNumber } from '@utsav/shared/i18n/format';
import type { StatusSeries } from '../utils/status-series';

const WIDTH = 340;
const HEIGHT = 200;
const MARGIN = { top: 16, right: 8, bottom: 28, left: 8 };

/**
 * Bookings created per day (or month) stacked by their status now, drawn with visx (scales and
 * bars, no chart runtime). It scales by viewBox, so it fits a 320 px phone; only the first, middle
 * and last buckets are labelled, the table view has every one.
 */
export function StatusChart({ series, label }: { series: StatusSeries; label: (start: string) => string }) {
  const { t } = useTranslation('admin');
  const starts = series.buckets.map((bucket) => bucket.start);
  const x = scaleBand<string>({ domain: starts, range: [MARGIN.left, WIDTH - MARGIN.right], padding: 0.2 });
  const top = Math.max(1, ...series.buckets.map((bucket) => bucket.total));
  const y = scaleLinear<number>({ domain: [0, top], range: [HEIGHT - MARGIN.bottom, MARGIN.top], nice: true });
  const labelled = new Set([starts[0], starts[Math.floor(starts.length / 2)], starts[starts.length - 1]]);
  return (
    <figure className="numbers-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('numbers.byStatus.chartLabel')}>
        <text x={MARGIN.left} y={MARGIN.top - 4} className="numbers-chart__scale">
          {formatIndianNumber(y.domain()[1] ?? top)}
        </text>
        <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={HEIGHT - MARGIN.bottom} y2={HEIGHT - MARGIN.bottom} className="numbers-chart__axis" />
        {series.buckets.map((bucket) => {
          let base = HEIGHT - MARGIN.bottom;
          return (
            <Group key={bucket.start} left={x(bucket.start) ?? 0}>
              {series.statuses.map((status) => {
                const count = bucket.counts[status] ?? 0;
                if (count === 0) return null;
                const height = HEIGHT - MARGIN.bottom - y(count);
                base -= height;
                return <Bar key={status} x={0} y={base} width={x.bandwidth()} height={Math.max(0, height)} className={`numbers-status numbers-status--${status}`} />;
              })}
              {labelled.has(bucket.start) ? (
                <text x={x.bandwidth() / 2} y={HEIGHT - 10} textAnchor="middle" className="numbers-chart__label">
                  {label(bucket.start)}
                </text>
              ) : null}
            </Group>
          );
        })}
      </svg>
      <figcaption className="numbers-legend">
        {series.statuses.map((status) => (
          <span key={status} className={`numbers-legend__item numbers-status--${status}`}>
            {t(`numbers.statuses.${status}`, { defaultValue: status })}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
