import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { patchParams } from '../utils/filter-params';

/**
 * A page past the last one (an old link, results that shrank, or beyond the first 1,000 a capped
 * count offers) comes back empty: the address goes to page 1 in its place, rather than the page
 * saying "no results". `answer` is this page's own answer (undefined while it loads, or while the
 * last one stands in). Says whether the page is past the end: its count and empty state wait.
 */
export function usePageInRange(answer: { rows: readonly unknown[] } | undefined, page: number, pages: number): boolean {
  const [, setParams] = useSearchParams();
  const pastTheEnd = !!answer && page > 1 && (answer.rows.length === 0 || page > pages);
  useEffect(() => {
    if (pastTheEnd) setParams((current) => patchParams(current, { page: undefined }), { replace: true });
  }, [pastTheEnd, setParams]);
  return pastTheEnd;
}
