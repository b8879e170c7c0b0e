import registryJson from '@utsav/shared/federation/remote-registry.json';

/**
 * The typed view of `remote-registry.json`, the one list of every app (the shell host
 * included): its routes with the guard each needs, the modules it exposes, its port.
 * The shell's route table and guards, the rspack `exposes`, the e2e guard tests and the
 * port tables of the scripts all read it; nothing repeats it by hand.
 */

/** `public`: anyone; `auth`: any signed-in user; `admin`: an admin (checked on the server too). */
export type RouteGuard = 'public' | 'auth' | 'admin';

export interface RegistryRoute {
  /** An exact React Router pattern (`/services/:category`), never a prefix. */
  path: string;
  guard: RouteGuard;
}

export interface ExposedModule {
  file: string;
  /** `app`: the remote's routes (`./App`); `widget`: a component another app embeds. */
  kind: 'app' | 'widget';
}

export interface RegistryApp {
  name: string;
  kind: 'host' | 'remote';
  dir: string;
  port: number;
  portEnv: string;
  title: string;
  routes: RegistryRoute[];
  exposes?: Record<string, ExposedModule>;
}

export const registryApps: readonly RegistryApp[] = (registryJson as { apps: RegistryApp[] }).apps;

export const appNamed = (name: string): RegistryApp | undefined => registryApps.find((app) => app.name === name);

/** The apps of one kind: `appsOf('remote')`. */
export const appsOf = (kind: RegistryApp['kind']): RegistryApp[] => registryApps.filter((app) => app.kind === kind);

/** Every route of every app, with the app that serves it. */
export const registryRoutes: readonly (RegistryRoute & { app: string })[] = registryApps.flatMap((app) =>
  app.routes.map((route) => ({ ...route, app: app.name })),
);

/** Every widget every remote exposes, as `remote/Name` (the id `loadRemote` takes). */
export const registryWidgets: readonly string[] = registryApps.flatMap((app) =>
  Object.entries(app.exposes ?? {})
    .filter(([, module]) => module.kind === 'widget')
    .map(([key]) => `${app.name}/${key.replace(/^\.\//, '')}`),
);

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const isDynamic = (segment: string) => segment.startsWith(':');

/** Whether `pathname` is an instance of `pattern` (`:param` segments match any one segment). */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  if (want.length !== have.length) return false;
  // Case-insensitive, as React Router matches by default.
  return want.every((segment, i) => isDynamic(segment) || segment.toLowerCase() === have[i]!.toLowerCase());
}

/**
 * Orders two patterns matching the same path: at the first segment where they differ, a static
 * segment beats a dynamic one. So `/provider/profile` (provider remote) wins over `/provider/:id`
 * (catalogue) by this rule, written down here, not by whichever router happens to rank them.
 */
function moreSpecificFirst(a: string, b: string): number {
  const sa = segmentsOf(a);
  const sb = segmentsOf(b);
  for (let i = 0; i < Math.min(sa.length, sb.length); i += 1) {
    const da = isDynamic(sa[i]!);
    const db = isDynamic(sb[i]!);
    if (da !== db) return da ? 1 : -1;
  }
  return 0;
}

/** The registry route that serves `pathname` (query and hash ignored), or none. */
export function routeForPath(pathname: string): (RegistryRoute & { app: string }) | undefined {
  const path = pathname.split(/[?#]/)[0] ?? '';
  return registryRoutes
    .filter((route) => matchesPattern(route.path, path))
    .sort((a, b) => moreSpecificFirst(a.path, b.path))[0];
}

/** Which remote serves a path; undefined for the shell's own pages and unknown paths. */
export function remoteForPath(pathname: string): string | undefined {
  const route = routeForPath(pathname);
  return route && appNamed(route.app)?.kind === 'remote' ? route.app : undefined;
}

/** The guard a path needs; an unknown path is public (it is a not-found page). */
export function guardForPath(pathname: string): RouteGuard {
  return routeForPath(pathname)?.guard ?? 'public';
}

/** The guard of an exact pattern of one app (how a remote's route objects find theirs). */
export function guardForPattern(app: string, pattern: string): RouteGuard | undefined {
  return appNamed(app)?.routes.find((route) => route.path === pattern)?.guard;
}
