import { Suspense, type ComponentType } from 'react';
import { Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { registerNamespace, type NamespaceLoader } from '@utsav/shared/i18n/i18n';
import { QueryProvider } from '@utsav/shared/query/query-provider';
import { PageError } from '@utsav/shared/ui/page-error';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
import { ResetBoundary } from '@utsav/shared/ui/reset-boundary';
import type { RemoteAppModule, RemoteWidgetModule } from '@utsav/shared/federation/remote-module';

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
}

const prepareOnce = new Map<string, Promise<void>>();

/** Registers a namespace once, however many of the remote's modules (app, widgets) ask for it. */
function prepareNamespace({ name, load }: RemoteNamespace): () => Promise<void> {
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
 * every remote needs (the query cache, a skeleton while a page's chunk loads, an error boundary
 * per page that resets only after an error), so navigating between the remote's pages never
 * remounts the remote: its layout, and what `Extras` hold, keep their state.
 */
export function defineRemoteApp({ name, namespace, routes, Extras }: RemoteAppOptions): RemoteAppModule {
  function RemoteLayout() {
    const { pathname } = useLocation();
    return (
      <QueryProvider>
        <ResetBoundary label={`A page of ${name}`} resetKey={pathname} fallback={(reset) => <PageError onTryAgain={reset} />}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </ResetBoundary>
        {Extras ? <Extras /> : null}
      </QueryProvider>
    );
  }
  RemoteLayout.displayName = `RemoteLayout(${name})`;
  return {
    routes: [{ id: `${name}-layout`, element: <RemoteLayout />, children: routes }],
    prepare: prepareNamespace(namespace),
  };
}

interface RemoteWidgetOptions<Props extends object> {
  name: string;
  namespace: RemoteNamespace;
  Widget: ComponentType<Props>;
}

/** Builds a widget module (`default` + `prepare`): the widget inside the query cache, its strings ready first. */
export function defineRemoteWidget<Props extends object>({ name, namespace, Widget }: RemoteWidgetOptions<Props>): RemoteWidgetModule<Props> {
  function RemoteWidget(props: Props) {
    return (
      <QueryProvider>
        <Widget {...props} />
      </QueryProvider>
    );
  }
  RemoteWidget.displayName = `RemoteWidget(${name})`;
  return { default: RemoteWidget, prepare: prepareNamespace(namespace) };
}
