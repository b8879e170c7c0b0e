// Every public page of the registry (guard `public`), as a path a browser can open: each dynamic
// segment filled with a real row of the seed (supabase/seed.sql). A page added to the registry is
// covered by the specs that read this list (overflow, layout shift) without touching them; one
// with a parameter not known here fails loudly until its seeded example is added below.
import { registryApps } from '../../tooling/ports.mjs';
import { CATALOG } from './catalog-ids';

/** A seeded value for each route parameter name the registry uses on public pages. */
export const SEEDED_PARAMS: Record<string, string> = {
  category: 'catering',
  /** Banana-leaf meals is a catering service, so it pairs with the category above. */
  serviceId: CATALOG.bananaLeafMeals,
  bundleId: CATALOG.southIndianWedding,
  slug: 'timeless-wedding-traditions',
};

interface RegistryRoute {
  path: string;
  guard: string;
}

/** Fills `:param` segments from SEEDED_PARAMS; throws for a parameter with no seeded value. */
export function fillParams(pattern: string): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = SEEDED_PARAMS[name];
    if (!value) throw new Error(`No seeded example for :${name} (${pattern}): add one to e2e/support/public-pages.ts`);
    return value;
  });
}

/** The registry's public pages, dynamic ones with seeded ids, in registry order. */
export function publicPages(): string[] {
  return (registryApps as { routes: RegistryRoute[] }[])
    .flatMap((app) => app.routes)
    .filter((route) => route.guard === 'public')
    .map((route) => fillParams(route.path));
}
