import { useSyncExternalStore, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { GuardFor } from '@utsav/shared/auth/route-guards';
import { withRegistryGuards } from '@utsav/shared/federation/guard-routes';
import { guardForPath, remoteForPath } from '@utsav/shared/federation/registry';
import { loadRemoteApp, remoteStatus, resetRemote, subscribeRemoteStatus } from '@utsav/shared/federation/remote-loader';
import { splitLanguagePath } from '@utsav/shared/i18n/language-path';
import { NotFoundPage } from '@utsav/shared/ui/not-found-page';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
import { ResetBoundary } from '@utsav/shared/ui/reset-boundary';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';

/** The id of the shell's root layout route: remotes' routes are patched in below it. */
export const ROOT_ROUTE_ID = 'root';

const mounted = new Set<string>();

/**
 * The data router asks this when a path matches nothing but the catch-all (or a dynamic
 * route that a more specific one might beat). The registry says which remote serves the path;
 * its `./App` is loaded and its route objects are patched in, once, below the root layout,
 * inside the shell's area for that remote. A remote that cannot be loaded is not patched:
 * the catch-all then shows its "unavailable" panel, and Retry comes back here.
 */
export const patchRemoteRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  // The router gives the address with its basename, the language prefix (`/ta/blog`); the registry knows `/blog`.
  const remote = remoteForPath(splitLanguagePath(path).path);
  if (!remote || mounted.has(remote)) return;
  let routes;
  try {
    ({ routes } = await loadRemoteApp(remote));
  } catch (error) {
    console.error(`Remote ${remote} could not be loaded`, error);
    return;
  }
  if (mounted.has(remote)) return;
  mounted.add(remote);
  patch(ROOT_ROUTE_ID, [remoteRoute(remote, routes)]);
};

/** What of the browser's router adding a remote's routes ahead of a navigation needs. */
interface RoutePatcher {
  patchRoutes: (routeId: string | null, children: RouteObject[]) => void;
}

let patcher: RoutePatcher | undefined;

/** The browser's router, which a prefetched remote's routes go into (never the page server's). */
export function patchPrefetchedRemotesInto(router: RoutePatcher): void {
  patcher = router;
}

/**
 * Puts a remote loaded by a prefetch (hover, focus, a link in view) into the router at once, as
 * patchRemoteRoutes would on the click: the click then only navigates (issue 27: a warm navigation
 * under 10 ms; patching on the click re-renders the route tree inside it). Once per remote.
 * True when the remote's routes are in the router (now or before).
 */
export function addRemoteRoutes(remote: string, routes: RouteObject[]): boolean {
  if (mounted.has(remote)) return true;
  if (!patcher) return false;
  mounted.add(remote);
  patcher.patchRoutes(ROOT_ROUTE_ID, [remoteRoute(remote, routes)]);
  return true;
}

/**
 * A remote's routes as they sit below the root layout: patched in on first visit, or given to the
 * router from the start (`mountedRemoteRoute`) when the page arrived server-rendered, so the
 * browser hydrates the very tree the page server rendered.
 */
export function remoteRoute(remote: string, routes: RouteObject[]): RouteObject {
  return { id: `remote:${remote}`, element: <RemoteArea remote={remote} />, children: withRegistryGuards(remote, routes) };
}

/** `remoteRoute` for a router built with the remote already in it: it is never patched in again. */
export function mountedRemoteRoute(remote: string, routes: RouteObject[]): RouteObject {
  mounted.add(remote);
  return remoteRoute(remote, routes);
}

/**
 * Around a remote's routes, for as long as the user stays in it (never keyed by the path, so a
 * healthy remote is never remounted by navigation). Two remotes under one prefix are told apart
 * by the registry: a path the registry gives to another remote (`/provider/profile` matched by
 * the catalogue's `/provider/:id` while the provider remote is down) gets that remote's fallback.
 */
function RemoteArea({ remote }: { remote: string }) {
  const { pathname } = useLocation();
  if (remoteForPath(pathname) !== remote) return <RemoteFallback />;
  return (
    <ResetBoundary label={`Remote ${remote}`} resetKey={pathname} fallback={(reset) => <UnavailableState variant="page" onRetry={reset} />}>
      <Outlet />
    </ResetBoundary>
  );
}

/**
 * The catch-all: a path of a remote not mounted yet shows a skeleton while it loads and the
 * "unavailable" panel when it cannot be loaded (behind the path's guard, as the page would be);
 * any other path is not found (`notFound`: the app's own page, else the shared one).
 */
export function RemoteFallback({ notFound }: { notFound?: ReactNode } = {}) {
  const location = useLocation();
  const remote = remoteForPath(location.pathname);
  if (!remote) return notFound ?? <NotFoundPage />;
  return (
    <GuardFor guard={guardForPath(location.pathname)}>
      <RemotePending remote={remote} />
    </GuardFor>
  );
}

function RemotePending({ remote }: { remote: string }) {
  const status = useSyncExternalStore(subscribeRemoteStatus, () => remoteStatus(remote), () => 'idle');
  const navigate = useNavigate();
  const location = useLocation();
  if (status !== 'failed') return <PageSkeleton />;
  return (
    <UnavailableState
      variant="page"
      onRetry={async () => {
        await resetRemote(remote);
        // The same address again: the router asks patchRemoteRoutes, which loads the remote afresh.
        await navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: location.state });
      }}
    />
  );
}
