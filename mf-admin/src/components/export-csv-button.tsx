import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@utsav/shared/forms/server-error';
import { formatIndianNumber } from '@utsav/shared/i18n/format';
import type { FetchPage } from '../utils/paging';
import type { CsvColumn } from '../utils/csv';
import { csvFilename, downloadCsv, fetchAllRows } from '../utils/export-csv';

interface Props<T> {
  /** The list's name in the file name (`bookings`). */
  list: string;
  /** The list as the reader names it, for the button's accessible name when a page has two lists ("Export CSV: Stuck payments"). */
  label?: string;
  columns: CsvColumn<T>[];
  /** The same list function and filter as the screen, called 1000 rows at a time. */
  fetchPage: FetchPage<T>;
}

/** "Export CSV": every page of the current filter into one file, with progress and a failure said beside the button. */
export function ExportCsvButton<T>({ list, label, columns, fetchPage }: Props<T>) {
  const { t } = useTranslation('admin');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const run = async () => {
    setError(null);
    setProgress({ done: 0, total: 0 });
    try {
      const rows = await fetchAllRows(fetchPage, (done, total) => setProgress({ done, total }));
      downloadCsv(csvFilename(list), rows, columns);
    } catch (failure) {
      setError(failure);
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="admin-export">
      <button type="button" className="button" disabled={progress !== null} onClick={() => void run()}>
        {progress
          ? t('common.exporting', { done: formatIndianNumber(progress.done), total: formatIndianNumber(progress.total) })
          : t('common.exportCsv')}
        {label ? <span className="visually-hidden">: {label}</span> : null}
      </button>
      {error ? (
        <p className="form-field__error" role="alert">
          {t('common.exportFailed', { reason: errorText(t, error) })}
        </p>
      ) : null}
    </div>
  );
}
