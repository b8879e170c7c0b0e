import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FetchPage } from '../utils/paging';

/** Rows a screen shows at once: enough to scan, small enough to stay fast on a phone. */
export const PAGE_SIZE = 20;

/**
 * One server page of a list, and the page number; a new filter (another `key`) starts again at
 * the first page. The previous page stays on screen while the next page of the same filter loads,
 * so the table never collapses to a skeleton between pages; a new filter shows the skeleton
 * instead, because the last filter's rows under a new search would be a false list that a tap
 * could open. The page's main list keeps its page in the address
 * (`inUrl`: `?page=3`), so Back from a record returns to the same page; a list beside it keeps
 * its own in memory.
 */
export function usePagedList<T>(key: readonly unknown[], fetchPage: FetchPage<T>, { inUrl = false, pageSize = PAGE_SIZE } = {}) {
  const filter = JSON.stringify(key);
  const [state, setState] = useState({ filter, page: 0 });
  const [params, setParams] = useSearchParams();
  const urlPage = Math.max(Number.parseInt(params.get('page') ?? '1', 10) || 1, 1) - 1;
  const page = inUrl ? urlPage : state.filter === filter ? state.page : 0;
  const query = useQuery({
    queryKey: ['admin', ...key, { page, pageSize }],
    queryFn: () => fetchPage(pageSize, page * pageSize),
    placeholderData: (previous, previousQuery) =>
      previousQuery && JSON.stringify(previousQuery.queryKey.slice(1, -1)) === filter ? previous : undefined,
  });
  const setPage = (next: number) => {
    if (!inUrl) return setState({ filter, page: next });
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        if (next > 0) merged.set('page', String(next + 1));
        else merged.delete('page');
        return merged;
      },
      { replace: true },
    );
  };
  return { query, page, pageSize, setPage };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
