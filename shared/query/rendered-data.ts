import { createContext, useContext } from 'react';
import { renderedPage } from '@utsav/shared/config/runtime-config';

/** How the page server hands a page the data it asks for (shell/server/render-page.tsx). */
export interface RenderedDataSource {
  /** The data under `key` when it has been fetched; otherwise it is fetched before the next render round, and this returns undefined. */
  read<T>(key: readonly unknown[], fetch: () => Promise<T>): T | undefined;
}

/** Provided by the page server only. */
export const RenderedDataContext = createContext<RenderedDataSource | null>(null);

type DehydratedQueries = { queries?: { queryKey: unknown; state: { status?: string; data?: unknown } }[] };

/**
 * Data the page server fetched for this page, for a page that does not otherwise use react-query
 * (the home page): on the server it asks the page server for it; in the browser it reads what the
 * server put in the page (its dehydrated query cache), without loading react-query or supabase-js.
 * `undefined` in the browser when the page was not rendered with it (rendered in the browser,
 * reached by a later navigation, another language): the caller then fetches it itself.
 */
export function useRenderedData<T>(key: readonly unknown[], fetch: () => Promise<T>): T | undefined {
  const source = useContext(RenderedDataContext);
  if (source) return source.read(key, fetch);
  return renderedQueryData<T>(key);
}

function renderedQueryData<T>(key: readonly unknown[]): T | undefined {
  const queries = (renderedPage()?.queries as DehydratedQueries | undefined)?.queries;
  const wanted = JSON.stringify(key);
  const match = queries?.find((query) => query.state.status === 'success' && JSON.stringify(query.queryKey) === wanted);
  return match?.state.data as T | undefined;
}
