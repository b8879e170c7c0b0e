import type { ReactNode } from 'react';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { renderedPage } from '@utsav/shared/config/runtime-config';
import { queryClient } from '@utsav/shared/query/query-client';

/**
 * The one query cache, for the parts of the page that query the backend. Apps wrap
 * only what needs it, so pages that do not query never download react-query.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  hydrateRenderedQueries();
  keepClientMounted();
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

let hydrated = false;

/**
 * The page server's query cache (window.__UTSAV_SSR__), put into the cache once, before the first
 * query of the page reads it: the browser hydrates the server's markup with the server's data and
 * does not fetch the same rows again. Here, not in the shell's start, so a page without queries
 * never downloads react-query.
 */
function hydrateRenderedQueries(): void {
  if (hydrated) return;
  hydrated = true;
  const queries = renderedPage()?.queries;
  if (queries) hydrate(queryClient, queries);
}

let mounted = false;

/**
 * The client mounted once, for the page's life. Each QueryClientProvider mounts it and unmounts it
 * again; when the count falls to none (the page left had the only provider) the client drops its
 * window listeners (focus, online) and the next provider adds them again, in the click that opens a
 * remote's page: 1.5 ms of a traced 26 ms warm click to /track-booking (issue 27). Held here, a
 * provider's mount and unmount only count.
 */
function keepClientMounted(): void {
  if (mounted || typeof window === 'undefined') return;
  mounted = true;
  queryClient.mount();
}
