import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@utsav/shared/i18n/i18n';
import { formatRupees } from '@utsav/shared/i18n/format';
import type { EarningsMonth } from '../api/get-earnings';
import { formatMonth } from '@utsav/shared/i18n/calendar-dates';

const SERIES = ['advances_paise', 'balances_paise', 'refunds_paise'] as const;
const WIDTH = 340;
const HEIGHT = 200;
const MARGIN = { top: 16, right: 8, bottom: 28, left: 8 };

/**
 * Money by month as grouped bars (SVG drawn with visx: scales and bars, no chart runtime). It
 * scales to its box by viewBox, so it fits a 320 px phone without measuring; the table beside it
 * carries the same numbers for screen readers and for reading exact amounts.
 */
export function EarningsChart({ months }: { months: EarningsMonth[] }) {
  const { t } = useTranslation('provider');
  const language = currentLanguage();
  const x = scaleBand<string>({ domain: months.map((m) => m.month), range: [MARGIN.left, WIDTH - MARGIN.right], padding: 0.25 });
  const inner = scaleBand<string>({ domain: [...SERIES], range: [0, x.bandwidth()], padding: 0.1 });
  const top = Math.max(1, ...months.flatMap((m) => SERIES.map((key) => m[key])));
  const y = scaleLinear<number>({ domain: [0, top], range: [HEIGHT - MARGIN.bottom, MARGIN.top], nice: true });
  return (
    <figure className="dash-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('dashboard.earnings.chartLabel')}>
        <text x={MARGIN.left} y={MARGIN.top - 4} className="dash-chart__scale">
          {formatRupees(y.domain()[1] ?? top)}
        </text>
        <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={HEIGHT - MARGIN.bottom} y2={HEIGHT - MARGIN.bottom} className="dash-chart__axis" />
        {months.map((m) => (
          <Group key={m.month} left={x(m.month) ?? 0}>
            {SERIES.map((key) => {
              const height = HEIGHT - MARGIN.bottom - y(m[key]);
              return (
                <Bar
                  key={key}
                  x={inner(key) ?? 0}
                  y={HEIGHT - MARGIN.bottom - height}
                  width={inner.bandwidth()}
                  height={Math.max(0, height)}
                  className={`dash-chart__bar dash-chart__bar--${key.split('_')[0]}`}
                />
              );
            })}
            <text x={x.bandwidth() / 2} y={HEIGHT - 10} textAnchor="middle" className="dash-chart__label">
              {formatMonth(m.month, language, 'short').split(' ')[0]}
            </text>
          </Group>
        ))}
      </svg>
      <figcaption className="dash-legend">
        <span className="dash-legend__item dash-legend__item--advances">{t('dashboard.earnings.advances')}</span>
        <span className="dash-legend__item dash-legend__item--balances">{t('dashboard.earnings.balances')}</span>
        <span className="dash-legend__item dash-legend__item--refunds">{t('dashboard.earnings.refunds')}</span>
      </figcaption>
    </figure>
  );
}
