import { isValidElement, type ReactNode } from 'react';
import { matchRoutes } from 'react-router-dom';
import { isRemoteConfigured, loadRemoteApp } from '@utsav/shared/federation/remote-loader';

/**
 * Starts loading a remote's `./App` (and its translations) before the click that needs it, and,
 * given the link's path, the code of the page it leads to (a lazy page made by retryableLazy), so
 * the click renders the page at once. A prefetch that fails leaves nothing behind
 * (remote-loader.ts): the click loads afresh.
 */
export function prefetchRemote(name: string, path?: string): void {
  if (!isRemoteConfigured(name)) return;
  loadRemoteApp(name)
    .then(({ routes }) => {
      if (!path) return;
      for (const { route } of matchRoutes(routes, path) ?? []) {
        preloadComponent(route.Component);
        preloadPages(route.element);
      }
    })
    .catch(() => undefined);
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
