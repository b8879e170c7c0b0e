import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FetchPage } from '../utils/paging';

/** Rows a screen shows at once: enough to scan, small enough to stay fast on a phone. */
export const PAGE_SIZE = 20;

/**
 * One server page of a list, and the page number; a new filter (another `key`) starts again at
 * the first page. The previous page stays on screen while the next loads, so the table never
 * collapses to a skeleton between pages.
 */
export function usePagedList<T>(key: readonly unknown[], fetchPage: FetchPage<T>, pageSize = PAGE_SIZE) {
  const filter = JSON.stringify(key);
  const [state, setState] = useState({ filter, page: 0 });
  const page = state.filter === filter ? state.page : 0;
  const query = useQuery({
    queryKey: ['admin', ...key, { page, pageSize }],
    queryFn: () => fetchPage(pageSize, page * pageSize),
    placeholderData: keepPreviousData,
  });
  return { query, page, pageSize, setPage: (next: number) => setState({ filter, page: next }) };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
