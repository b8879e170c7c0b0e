import { formatIndianNumber } from '@utsav/shared/i18n/format';
import { pageCount } from './filter-params';

/**
 * A search counts its matches up to 1,001 only (search_catalogue, and list_bundles with words):
 * above 1,000 the page says "1,000+" (the team lead's call in issue 27, as Airbnb and Etsy do;
 * counting every match of a broad query cost more than finding its best page), and the pager
 * stops within the first 1,000.
 */
export const COUNT_CAP = 1000;

/** The count as the heading and the filter sheet show it: exact up to the cap, with Indian grouping. */
export function resultCount(total: number): { count: number; number: string; over: boolean } {
  const over = total > COUNT_CAP;
  const shown = over ? COUNT_CAP : total;
  return { count: shown, number: formatIndianNumber(shown), over };
}

/** Pages the pager offers for a capped count: those that start within the first 1,000 results. */
export const cappedPageCount = (total: number, pageSize: number) => pageCount(Math.min(total, COUNT_CAP), pageSize);
