import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { appNamed } from '@utsav/shared/federation/registry';

/** Every path a route tree declares (layout routes have none). */
export function declaredPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...declaredPaths(route.children ?? [])]);
}

/** A concrete address for a pattern: `/services/:category` → `/services/sample-category`. */
export const samplePath = (pattern: string) => pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => `sample-${name}`);

/**
 * How an app's route objects and its registry entry differ: registry paths no route of the app
 * answers (each is tried in a memory data router, with a catch-all beside, exactly as the shell
 * mounts it), and paths the app declares that the registry lacks. Both empty when they agree.
 */
export function routeCoverage(app: string, routes: RouteObject[]): { missing: string[]; unregistered: string[] } {
  const entry = appNamed(app);
  if (!entry) throw new Error(`${app} is not in the registry`);
  const registered = entry.routes.map((route) => route.path);
  const missing = registered.filter((pattern) => {
    const router = createMemoryRouter([...routes, { id: 'catch-all', path: '*' }], { initialEntries: [samplePath(pattern)] });
    const leaf = router.state.matches.at(-1)?.route;
    router.dispose();
    return leaf?.path !== pattern;
  });
  const unregistered = declaredPaths(routes).filter((path) => !registered.includes(path));
  return { missing, unregistered };
}
