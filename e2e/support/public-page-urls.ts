import { registryApps } from '../../tooling/ports.mjs';
import { CATALOG } from './catalog-ids';

/**
 * A real value from the seed (or the blog's own articles) for each dynamic segment a public
 * route may have. A new public route with a parameter not named here fails `publicPageUrls()`
 * loudly, so whoever adds it gives it a real id and every test built on this list covers it.
 */
const SEED_VALUES: Record<string, string> = {
  category: 'catering',
  serviceId: CATALOG.bananaLeafMeals,
  bundleId: CATALOG.southIndianWedding,
  slug: 'photography-tips',
};

/** Every route the registry marks `public`, as a URL a visitor can open (real ids in its segments). */
export function publicPageUrls(): string[] {
  const routes = (registryApps as { routes: { path: string; guard: string }[] }[]).flatMap((app) => app.routes);
  return routes
    .filter((route) => route.guard === 'public')
    .map((route) =>
      route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
        const value = SEED_VALUES[name];
        if (!value) throw new Error(`No seed value for ":${name}" in ${route.path}: add one to e2e/support/public-page-urls.ts`);
        return value;
      }),
    );
}
