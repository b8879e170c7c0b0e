import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIndianNumber } from '@utsav/shared/i18n/format';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import type { Page } from '../utils/paging';
import type { PagedList } from '../hooks/use-paged-list';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The column that names the row (a code, a name): a row header for screen readers. */
  rowHeader?: boolean;
}

interface Props<T> {
  /** What the table lists, read by screen readers as its caption. */
  label: string;
  columns: Column<T>[];
  list: PagedList<T>;
  rowKey: (row: T) => string;
  /** Said when the filter matches nothing (only after the server answered). */
  empty: string;
  /** Rows as a list of items instead of a table (messages with their context); `columns` then only shape the skeleton. */
  renderItems?: (rows: T[]) => ReactNode;
}

/**
 * A server-paged list: a skeleton of the page's size while the first page loads, the rows, a
 * true empty state only once the server said so, the unavailable state with Retry when the call
 * failed, and Previous / Next with where the page is in the total. Wide tables scroll inside
 * their own box, so a 320 px screen never scrolls sideways.
 */
export function PagedTable<T>({ label, columns, list, rowKey, empty, renderItems }: Props<T>) {
  const { t } = useTranslation('admin');
  const { query, page, pageSize, setPage } = list;
  const data = query.data as Page<T> | undefined;
  if (query.isError && !data) return <UnavailableState onRetry={() => query.refetch()} />;
  if (!data) {
    return (
      <div className="admin-table-wrap" aria-busy="true" data-testid="admin-table-loading">
        <span className="visually-hidden" role="status">
          {t('common.loading')}
        </span>
        <table className="admin-table" aria-hidden="true">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key}>{column.header}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: pageSize }, (_, index) => (
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column.key}>
                    <span className="skeleton__bar admin-skeleton-cell" />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  if (data.rows.length === 0 && page === 0) return <p className="admin-empty">{empty}</p>;
  const first = page * pageSize + 1;
  const last = page * pageSize + data.rows.length;
  return (
    <>
      {query.isError ? <UnavailableState onRetry={() => query.refetch()} /> : null}
      {renderItems ? (
        <section aria-label={label} aria-busy={query.isPlaceholderData || undefined}>
          {renderItems(data.rows)}
        </section>
      ) : (
      <div className="admin-table-wrap">
        <table className="admin-table" aria-busy={query.isPlaceholderData || undefined}>
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row">
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key}>{column.cell(row)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      )}
      <nav className="admin-pager" aria-label={t('common.pager', { label })}>
        <p>
          {t('common.range', { first: formatIndianNumber(first), last: formatIndianNumber(last), total: formatIndianNumber(data.total) })}
        </p>
        <button type="button" className="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
          {t('common.previous')}
        </button>
        <button type="button" className="button" disabled={last >= data.total} onClick={() => setPage(page + 1)}>
          {t('common.next')}
        </button>
      </nav>
    </>
  );
}
