import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  title: string;
  /** The chart; the table holds the same numbers, for screen readers and exact reading. */
  chart: ReactNode;
  table: ReactNode;
  /** Nothing to draw: says so instead of an empty chart. */
  empty: boolean;
  onExport: () => void;
}

/** One of the page's charts with its table view and its CSV export. */
export function FigurePanel({ id, title, chart, table, empty, onExport }: Props) {
  const { t } = useTranslation('admin');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <section className="numbers-panel" aria-labelledby={id}>
      <div className="numbers-panel__head">
        <h2 id={id}>{title}</h2>
        {empty ? null : (
          <div className="numbers-toggle" role="group" aria-label={t('numbers.viewLabel', { title })}>
            <button type="button" className="button" aria-pressed={view === 'chart'} onClick={() => setView('chart')}>
              {t('numbers.chart')}
            </button>
            <button type="button" className="button" aria-pressed={view === 'table'} onClick={() => setView('table')}>
              {t('numbers.table')}
            </button>
            <button type="button" className="button" onClick={onExport}>
              {t('numbers.exportCsv')}
            </button>
          </div>
        )}
      </div>
      {empty ? <p className="numbers-muted">{t('numbers.emptyPanel')}</p> : view === 'chart' ? chart : (
        // A wide table scrolls inside its box on a phone: focusable and named, so a keyboard reaches every column.
        <div className="numbers-table-wrap" tabIndex={0} role="region" aria-label={t('numbers.tableLabel', { title })}>
          {table}
        </div>
      )}
    </section>
  );
}
