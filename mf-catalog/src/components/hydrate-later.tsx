import { Suspense, type ReactNode } from 'react';

/**
 * Server-rendered content React may hydrate after the rest of the page: each Suspense boundary
 * of the server's HTML is hydrated in a render and commit of its own, at low priority, so the
 * page's first hydration is shorter and yields sooner (a tap inside hydrates it at once). Nothing
 * inside suspends, so the empty fallback never shows; rendered in the browser it changes nothing.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
