import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { formatIndianNumber } from '@utsav/shared/i18n/format';

export interface TopRow {
  key: string;
  name: string;
  bookings: number;
}

const WIDTH = 340;
const ROW = 28;
const LABEL = 120;

/**
 * Horizontal bars of bookings by name (categories, cities): names are long in Tamil and Telugu,
 * so they sit on their own column left of the bars rather than under them.
 */
export function TopChart({ rows, label }: { rows: TopRow[]; label: string }) {
  const height = Math.max(1, rows.length) * ROW;
  const y = scaleBand<string>({ domain: rows.map((row) => row.key), range: [0, height], padding: 0.25 });
  const x = scaleLinear<number>({ domain: [0, Math.max(1, ...rows.map((row) => row.bookings))], range: [0, WIDTH - LABEL - 40] });
  return (
    <figure className="numbers-chart">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={label} style={{ aspectRatio: `${WIDTH} / ${height}` }}>
        {rows.map((row) => {
          const top = y(row.key) ?? 0;
          return (
            <g key={row.key}>
              <text x={LABEL - 6} y={top + y.bandwidth() / 2} dominantBaseline="middle" textAnchor="end" className="numbers-chart__label">
                {row.name.length > 18 ? `${row.name.slice(0, 17)}…` : row.name}
              </text>
              <Bar x={LABEL} y={top} width={Math.max(1, x(row.bookings))} height={y.bandwidth()} className="numbers-top__bar" />
              <text x={LABEL + x(row.bookings) + 4} y={top + y.bandwidth() / 2} dominantBaseline="middle" className="numbers-chart__label">
                {formatIndianNumber(row.bookings)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
