import { Fragment, Suspense, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { registerNamespace, type NamespaceLoader } from '@utsav/shared/i18n/i18n';
import { PageError } from '@utsav/shared/ui/page-error';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
import { ResetBoundary } from '@utsav/shared/ui/reset-boundary';
import type { RemoteAppModule } from '@utsav/shared/federation/remote-module';

/** A remote's i18n namespace: its name and `(language) => import(`../locales/${language}.json`)`. */
export interface RemoteNamespace {
  name: string;
  load: NamespaceLoader;
}

interface RemoteAppOptions {
  /** The remote's name in the registry (`catalog`). */
  name: string;
  namespace: RemoteNamespace;
  /** The pages, absolute paths exactly as in the registry, no catch-all (the host answers unknown paths). */
  routes: RouteObject[];
  /** Rendered beside the pages for as long as the user stays in the remote (a prompt, a live panel). */
  Extras?: ComponentType;
  /**
   * Wraps the pages and `Extras`: `QueryProvider` for a remote that queries the backend (every
   * one so far but the blog). Passed in rather than built in, so a remote without queries never
   * downloads react-query (13 KB gzipped).
   */
  Providers?: ComponentType<{ children: ReactNode }>;
}

const prepareOnce = new Map<string, Promise<void>>();

/** Registers a namespace once, however many of the remote's modules (app, widgets) ask for it. */
export function prepareNamespace({ name, load }: RemoteNamespace): () => Promise<void> {
  return () => {
    let pending = prepareOnce.get(name);
    if (!pending) {
      pending = registerNamespace(name, load);
      // A failed load (a translation file that did not arrive) is retried on the next call.
      pending.catch(() => prepareOnce.delete(name));
      prepareOnce.set(name, pending);
    }
    return pending;
  };
}

/**
 * Builds a remote's `./App` module: its pages inside one pathless layout route holding what
 * every remote needs (its providers, a skeleton while a page's chunk loads, an error boundary
 * per page that resets only after an error), so navigating between the remote's pages never
 * remounts the remote: its layout, and what `Extras` hold, keep their state.
 */
export function defineRemoteApp({ name, namespace, routes, Extras, Providers = Fragment }: RemoteAppOptions): RemoteAppModule {
  function RemoteLayout() {
    const { pathname } = useLocation();
    return (
      <Providers>
        <ResetBoundary label={`A page of ${name}`} resetKey={pathname} fallback={(reset) => <PageError onTryAgain={reset} />}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </ResetBoundary>
        {Extras ? <Extras /> : null}
      </Providers>
    );
  }
  RemoteLayout.displayName = `RemoteLayout(${name})`;
  return {
    routes: [{ id: `${name}-layout`, element: <RemoteLayout />, children: routes }],
    prepare: prepareNamespace(namespace),
  };
}
