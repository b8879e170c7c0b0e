import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { remoteForPath } from '@utsav/shared/federation/registry';
import { isRemoteConfigured, loadRemoteApp } from '@utsav/shared/federation/remote-loader';
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
 */
export function prefetchRemote(name: string, path?: string, { linked = false }: { linked?: boolean } = {}): void {
  if (!isRemoteConfigured(name)) return;
  loadRemoteApp(name)
    .then(({ routes }) => {
      addRemoteRoutes(name, routes);
      // Not for the idle prefetch: a visitor who never points at anything never pays for supabase-js.
      if (!linked) startSupabase();
      const paths = new Set(linked ? linkedPaths(name) : []);
      if (path) paths.add(path);
      for (const target of paths) preloadPath(routes, target);
    })
    .catch(() => undefined);
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

function preloadPath(routes: RouteObject[], path: string): void {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    preloadComponent(route.Component);
    preloadPages(route.element);
  }
}

/** Calls a lazy page's `preload()` (a route's `Component`, or an element's type). */
function preloadComponent(component: unknown): void {
  const preload = (component as { preload?: unknown } | null | undefined)?.preload;
  if (typeof preload === 'function') void (preload as () => Promise<void>)();
}

/** Preloads every lazy page in a route's element (inside its guard, its providers). */
function preloadPages(node: ReactNode): void {
  if (Array.isArray(node)) return node.forEach(preloadPages);
  if (!isValidElement<{ children?: ReactNode }>(node)) return;
  preloadComponent(node.type);
  preloadPages(node.props.children);
}
