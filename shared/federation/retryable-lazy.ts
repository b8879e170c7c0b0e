import { createElement, lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

/** How to replace each lazy component whose import failed, until the next retry. */
const failed = new Set<() => void>();

/**
 * `React.lazy` that can be tried again. React keeps a lazy component's failed import for good: a
 * page whose chunk did not arrive (offline for a moment) would throw the same error after every
 * Retry until the page is reloaded. The failed import stays until an error boundary resets
 * (`retryFailedImports`, which ResetBoundary calls), so the failure reaches the boundary once and is
 * not re-requested render after render; the reset (PageError's "Try again", a Retry, the next
 * page) then imports afresh.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T; prefetch?: PagePrefetch }>): PreloadableComponent<ComponentProps<T>> {
  let current: LazyExoticComponent<T> | T;
  let rendered = false;
  let importing: Promise<{ default: T; prefetch?: PagePrefetch }> | undefined;
  const importOnce = () =>
    (importing ??= load().catch((error: unknown) => {
      importing = undefined;
      throw error;
    }));
  const fresh = () => {
    current = lazy(() =>
      importOnce().catch((error: unknown) => {
        failed.add(fresh);
        throw error;
      }),
    );
  };
  fresh();
  function RetryableLazy(props: ComponentProps<T>) {
    rendered = true;
    return createElement(current, props);
  }
  // A page imported before anything rendered it (a hover's prefetch) renders at once, without
  // suspending: React.lazy suspends on its first render even when the import has long finished,
  // and Suspense then holds its fallback for a moment (issue 27: a warm navigation under 10 ms).
  // Once rendered lazily it stays lazy, or the page would be mounted anew.
  RetryableLazy.preload = () =>
    importOnce().then(
      ({ default: component }) => {
        if (!rendered) current = component;
      },
      () => undefined,
    );
  // A page module's `prefetch` puts the queries it opens with into the cache (a hover's prefetch:
  // the click then renders the data instead of starting its fetches inside the click).
  RetryableLazy.prefetch = (input: PagePrefetchInput) =>
    importOnce().then(
      ({ prefetch }) => prefetch?.(input),
      () => undefined,
    );
  return RetryableLazy;
}

/** Where a page is about to open: its route's params and the address's query (`?city=pune`, or ''). */
export interface PagePrefetchInput {
  params: Record<string, string | undefined>;
  search: string;
}

/** A page module's optional `prefetch` export: starts the queries the page opens with. */
export type PagePrefetch = (input: PagePrefetchInput) => Promise<unknown> | undefined;

/** A component whose code, and the data it opens with, can be fetched before it first renders. */
export type PreloadableComponent<P> = ComponentType<P> & { preload: () => Promise<void>; prefetch: (input: PagePrefetchInput) => Promise<unknown> };

/** Lets every lazy component whose import failed import again on its next render. */
export function retryFailedImports(): void {
  const pending = [...failed];
  failed.clear();
  for (const replace of pending) replace();
}
