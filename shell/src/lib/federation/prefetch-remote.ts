import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { remoteForPath } from '@utsav/shared/federation/registry';
import { isRemoteConfigured, loadRemoteApp } from '@utsav/shared/federation/remote-loader';
import type { PagePrefetchInput } from '@utsav/shared/federation/retryable-lazy';
import { splitLanguagePath } from '@utsav/shared/i18n/language-path';
import { startSupabase } from '../start-supabase';
import { addRemoteRoutes } from './remote-routes';

/**
 * Starts loading a remote's `./App` (and its translations) before the click that needs it, and,
 * given the link's path, the code of the page it leads to (a lazy page made by retryableLazy), so
 * the click renders the page at once. Once loaded, the remote's routes go into the router
 * (remote-routes.tsx), so the click does not wait on patchRoutesOnNavigation either; a hover,
 * focus or press also starts the Supabase client the page's data needs.
 * With `linked` (the idle prefetch of a link in view), the pages of every other link on the page
 * to this remote come too, in view or not: a footer's or a menu's link is one tap away, and a page
 * chunk fetched on the tap costs a phone a round trip and its download (issue 27: cold under
 * 400 ms). Bounded by what the page links to: one chunk per linked route, each fetched once.
 * A prefetch that fails leaves nothing behind (remote-loader.ts): the click loads afresh.
 * Once `path` can render at once (its remote's routes in the router, its page's code here), a click
 * on a link to it commits the page in the click's own task (isPathReady).
 * A hover, focus or press also fetches the data the page opens with (its module's `prefetch`,
 * retryable-lazy.ts), so the click renders it instead of starting those fetches inside the click.
 */
export function prefetchRemote(name: string, path?: string, { linked = false, search = '' }: { linked?: boolean; search?: string } = {}): Promise<void> {
  if (!isRemoteConfigured(name)) return Promise.resolve();
  return loadRemoteApp(name)
    .then(async ({ routes }) => {
      const patched = addRemoteRoutes(name, routes);
      // Not for the idle prefetch: a visitor who never points at anything never pays for supabase-js.
      if (!linked) {
        startSupabase();
        warmDateFormat();
      }
      for (const target of linked ? linkedPaths(name) : []) if (target !== path) void preloadPath(routes, target, patched);
      if (!path) return;
      // Not for the idle prefetch either: data only for the page the visitor points at.
      const data = linked ? undefined : prefetchPageData(routes, path, search);
      await preloadPath(routes, path, patched);
      // A hover, focus or press says this page is next: its code runs once now, not in the click
      // (rehearse-page.tsx), with its data once that is here. Its own chunk: nothing of it is needed before a first hover.
      if (data) void import('./rehearse-page').then(({ rehearsePage }) => rehearsePage(name, routes, path, data));
    })
    .catch(() => undefined);
}

/** The paths whose page renders at once: its remote's routes in the router, its code here. */
const readyPaths = new Set<string>();

/** Whether a click on a link to `path` can render its page at once (prefetched, nothing to wait on). */
export function isPathReady(path: string): boolean {
  return readyPaths.has(path);
}

/**
 * A click on a link whose page is ready asks for its navigation to be rendered and committed at
 * once, in the click's own task: React Router starts every navigation's last state update in a
 * transition (its `flushSync` option covers only the first), which React renders in 5 ms slices,
 * a task each, with whatever else is queued in between (issue 27: a warm navigation under 10 ms).
 * Good for this task only: a navigation that ends later (one that waited on something after all)
 * stays a transition.
 */
let syncNavigation = false;
export function renderNextNavigationAtOnce(): void {
  if (syncNavigation) return;
  syncNavigation = true;
  setTimeout(() => (syncNavigation = false), 0);
}

/** True, once, when a finished navigation should be committed at once (language-address-router.ts). */
export function takeSyncNavigation(): boolean {
  const sync = syncNavigation;
  syncNavigation = false;
  return sync;
}

/**
 * The first Intl.DateTimeFormat of a page loads ICU's date data (~10 ms on a desktop, four times
 * that on a phone); later ones cost ~0.1 ms. A remote's page that shows a date (the blog's cards)
 * would pay it inside the click's render: at an idle moment after the hover it is paid already.
 */
let dateFormatWarmed = false;
function warmDateFormat(): void {
  if (dateFormatWarmed) return;
  dateFormatWarmed = true;
  const warm = () => void new Intl.DateTimeFormat(`${document.documentElement.lang || 'en'}-IN`, { dateStyle: 'long' }).format(0);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warm);
  else setTimeout(warm, 0);
}

/**
 * The paths (without their language prefix) of the links on the page that `remote` serves: the
 * rendered markup's, so a menu whose panel is not in the DOM yet is not seen (the footer repeats
 * the Services menu's categories).
 */
export function linkedPaths(remote: string, root: ParentNode = document): string[] {
  const paths = new Set<string>();
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (link.origin !== window.location.origin) continue;
    const { path } = splitLanguagePath(link.pathname);
    if (remoteForPath(path) === remote) paths.add(path);
  }
  return [...paths];
}

async function preloadPath(routes: RouteObject[], path: string, patched: boolean): Promise<void> {
  const pending: Promise<void>[] = [];
  for (const { route } of matchRoutes(routes, path) ?? []) for (const page of lazyPages(route)) preloadComponent(page, pending);
  await Promise.all(pending);
  if (!patched || readyPaths.has(path)) return;
  readyPaths.add(path);
  // For measurement (bench:navigation clicks once the hover's prefetch is done, not at a guess).
  performance.mark(`utsav:ready ${path}`);
}

/**
 * Starts the queries the page at `path` opens with (each lazy page's `prefetch`, with the route's
 * params and the link's query, `?city=Pune` or ''); resolves when they are settled, fetched or failed (a failed one is fetched again by the
 * page as it mounts, as without the prefetch).
 */
function prefetchPageData(routes: RouteObject[], path: string, search: string): Promise<unknown> {
  const pending: Promise<unknown>[] = [];
  for (const { route, params } of matchRoutes(routes, path) ?? [])
    for (const page of lazyPages(route)) {
      const prefetch = (page as { prefetch?: unknown } | null | undefined)?.prefetch;
      if (typeof prefetch === 'function') pending.push((prefetch as (input: PagePrefetchInput) => Promise<unknown>)({ params, search }));
    }
  return Promise.allSettled(pending);
}

/** Calls a lazy page's `preload()` (a route's `Component`, or an element's type). */
function preloadComponent(component: unknown, pending: Promise<void>[]): void {
  const preload = (component as { preload?: unknown } | null | undefined)?.preload;
  if (typeof preload === 'function') pending.push((preload as () => Promise<void>)());
}

/** A route's `Component` and every component in its element (inside its guard, its providers): its lazy pages among them. */
function lazyPages(route: RouteObject): unknown[] {
  const found: unknown[] = [route.Component];
  const walk = (node: ReactNode): void => {
    if (Array.isArray(node)) return node.forEach((child: ReactNode) => walk(child));
    if (!isValidElement<{ children?: ReactNode }>(node)) return;
    found.push(node.type);
    walk(node.props.children);
  };
  walk(route.element);
  return found;
}
