import { StrictMode } from 'react';
import { prerender } from 'react-dom/static.edge';
import { createMemoryRouter } from 'react-router-dom';
import { dehydrate, type Query } from '@tanstack/react-query';
import { headTags } from '@utsav/shared/head/page-head';
import { collectPageHead, type PageHead } from '@utsav/shared/head/page-head';
import { changeLanguage, i18n } from '@utsav/shared/i18n/i18n';
import { queryClient } from '@utsav/shared/query/query-client';
import { RenderedDataContext, type RenderedDataSource } from '@utsav/shared/query/rendered-data';
import type { RenderedPage } from '@utsav/shared/config/runtime-config';
import { App } from '../src/app/app';
import { appRoutes } from '../src/app/app-routes';
import { remoteRoute } from '../src/lib/federation/remote-routes';
import type { RenderRequest, RenderResult } from './page-server';
import type { RemoteServerApp } from './remote-server-apps';
import { SHELL_PAGE_CHUNKS } from './shell-page-chunks';

export interface PageRendererOptions {
  remoteServerApp: (name: string) => Promise<RemoteServerApp>;
  /** The shell's named page chunks → their files (shell/dist/page-assets.json). */
  shellPageAssets: Record<string, string[]>;
  /** The site's public origin for canonical and Open Graph URLs; the request's own when absent. */
  siteOrigin?: string;
  /** A render still waiting on data after this long is given up (the browser renders the page). */
  timeoutMs?: number;
}

/** A page reads its data in rounds (a list, then what the list needs); more than this is a loop. */
const MAX_DATA_ROUNDS = 4;

type QueryOptionsSeen = { enabled?: boolean | ((query: Query) => boolean) };
const enabledBy = (options: QueryOptionsSeen, query: Query) =>
  typeof options.enabled === 'function' ? options.enabled(query) : options.enabled !== false;

/**
 * The queries some part of the page asked for with `enabled` on, in the current render round.
 * A query keeps the options of the last hook that named its key, so a disabled second hook on the
 * same key (the category page's filter sheet counts the results it would show, closed: disabled)
 * made `query.options.enabled` false and the listing was never fetched on the server: the page
 * arrived with its heading and no cards. Every hook builds its query through the cache (an
 * observer's constructor, its optimistic result), so the cache's `build` sees each hook's own
 * options; on the server no observer ever subscribes, so there is nothing else to ask.
 */
const asked = new Set<Query>();
const queryCache = queryClient.getQueryCache();
const build: (...args: unknown[]) => Query = queryCache.build.bind(queryCache) as never;
queryCache.build = ((client: unknown, options: QueryOptionsSeen, state: unknown) => {
  const query = build(client, options, state);
  if (enabledBy(options, query)) asked.add(query);
  return query;
}) as never;

const waitingQueries = () => [...asked].filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle');

/** useRenderedData's server side: its data lives in the same query cache as the pages' queries. */
const renderedData: RenderedDataSource = {
  read<T>(key: readonly unknown[], fetch: () => Promise<T>) {
    const data = queryClient.getQueryData<T>(key);
    if (data === undefined) queryClient.getQueryCache().build(queryClient, { queryKey: key, queryFn: fetch });
    return data;
  },
};

/**
 * Renders one address with the browser's own tree (App, the shell's routes, the remote's routes
 * below the root as the browser patches them in). The query cache is filled the way the browser
 * would fill it: a render registers the queries the page asks for, they are fetched through
 * supabase-js with the anon key, and the page is rendered again with their data, until it asks
 * for nothing new. The cache then goes into the page for the browser to hydrate.
 */
export function createPageRenderer({ remoteServerApp, shellPageAssets, siteOrigin, timeoutMs = 8000 }: PageRendererOptions) {
  return async function render({ url, language, basename, remote }: RenderRequest): Promise<RenderResult> {
    let app: RemoteServerApp | undefined;
    if (remote) {
      try {
        app = await remoteServerApp(remote);
        await app.prepare();
      } catch (error) {
        return { status: 'fallback', reason: `remote ${remote} is unavailable (${error instanceof Error ? error.message : String(error)})` };
      }
    }
    await changeLanguage(language);
    queryClient.clear();
    const deadline = Date.now() + timeoutMs;

    for (let round = 1; ; round += 1) {
      const heads: PageHead[] = [];
      const errors: unknown[] = [];
      // The language prefix (`/hi`) is the basename, as in the browser: the links rendered keep it.
      const router = createMemoryRouter(appRoutes(app && remote ? [remoteRoute(remote, app.routes)] : []), {
        basename,
        initialEntries: [`${basename ?? ''}${url.pathname}${url.search}`],
      });
      collectPageHead((head) => heads.push(head));
      asked.clear();
      let markup: string;
      try {
        const { prelude } = await prerender(
          <StrictMode>
            <RenderedDataContext.Provider value={renderedData}>
              <App router={router} />
            </RenderedDataContext.Provider>
          </StrictMode>,
          {
            signal: AbortSignal.timeout(Math.max(deadline - Date.now(), 1)),
            onError: (error) => void errors.push(error),
            // Every boundary in place, never moved in later by a script: a crawler (no JS) reads the page as shown.
            progressiveChunkSize: Number.POSITIVE_INFINITY,
          },
        );
        markup = await new Response(prelude).text();
      } finally {
        collectPageHead(undefined);
      }
      if (errors.length) return { status: 'fallback', reason: `the page threw while rendering: ${String(errors[0])}` };

      const waiting = waitingQueries();
      if (waiting.length && round < MAX_DATA_ROUNDS && Date.now() < deadline) {
        await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
        continue;
      }
      if (waiting.length) return { status: 'fallback', reason: 'its data did not settle' };
      const failed = queryClient.getQueryCache().getAll().find((query) => query.state.status === 'error');
      if (failed) return { status: 'fallback', reason: `a query failed (${JSON.stringify(failed.queryKey)}): ${String(failed.state.error)}` };

      const head = heads.at(-1);
      const matches = router.state.matches;
      const notFound = !remote && matches.at(-1)?.route.path === '*';
      const queries = queryClient.getQueryCache().getAll().length ? dehydrate(queryClient) : undefined;
      const state: RenderedPage = { language, ...(remote ? { remote } : {}), ...(queries ? { queries } : {}) };
      const chunk = notFound ? 'page-not-found' : SHELL_PAGE_CHUNKS[url.pathname];
      const shellFiles = chunk ? (shellPageAssets[chunk] ?? []) : [];
      return {
        status: notFound ? 404 : 200,
        markup,
        head: head
          ? headTags(head, { origin: siteOrigin ?? url.origin, pathname: `${basename ?? ''}${url.pathname}`, language, siteDescription: i18n.t('common:head.description') })
          : undefined,
        state,
        styles: [...shellFiles.filter((file) => file.endsWith('.css')).map((file) => `/${file}`), ...(app?.styles ?? [])],
        // Everything hydrating the page will ask for, asked for at once (html-document.ts): the app, its
        // strings in this language, the federation runtime for a remote's page, the page's own chunks.
        preloads: [
          ...new Set(
            [...(shellPageAssets.app ?? []), ...(shellPageAssets[`strings-${language}`] ?? []), ...(remote ? (shellPageAssets.federation ?? []) : []), ...shellFiles]
              .filter((file) => file.endsWith('.js'))
              .map((file) => `/${file}`),
          ),
          ...(app?.preloads ?? []),
          ...(app?.strings[language] ?? []),
        ],
      };
    }
  };
}
