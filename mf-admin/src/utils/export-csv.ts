import type { FetchPage } from './paging';
import { toCsv, type CsvColumn } from './csv';

/** What one export call asks for: the list functions answer at most 1000 rows a call. */
export const EXPORT_PAGE = 1000;

/**
 * Every row of the current filter, page after page of the same list function the screen uses,
 * so the file holds what the admin filtered and nothing the screen would not show. Stops at the
 * total the first page reported, or at a short page (rows removed meanwhile).
 */
export async function fetchAllRows<T>(fetchPage: FetchPage<T>, onProgress?: (done: number, total: number) => void): Promise<T[]> {
  const rows: T[] = [];
  let total = Infinity;
  while (rows.length < total) {
    const page = await fetchPage(EXPORT_PAGE, rows.length);
    total = page.total;
    rows.push(...page.rows);
    onProgress?.(rows.length, total);
    if (page.rows.length < EXPORT_PAGE) break;
  }
  return rows;
}

/** Builds the file in the browser and hands it to the browser's download. */
export function downloadCsv<T>(filename: string, rows: readonly T[], columns: readonly CsvColumn<T>[]): void {
  const blob = new Blob([toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; a later revoke frees it without racing it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `utsav-bookings-2026-11-28.csv`: which list, on which day. */
export const csvFilename = (list: string, now = new Date()) => `utsav-${list}-${now.toISOString().slice(0, 10)}.csv`;
