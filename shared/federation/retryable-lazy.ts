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
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  let current: LazyExoticComponent<T>;
  const fresh = () => {
    current = lazy(() =>
      load().catch((error: unknown) => {
        failed.add(fresh);
        throw error;
      }),
    );
  };
  fresh();
  function RetryableLazy(props: ComponentProps<T>) {
    return createElement(current, props);
  }
  return RetryableLazy;
}

/** Lets every lazy component whose import failed import again on its next render. */
export function retryFailedImports(): void {
  const pending = [...failed];
  failed.clear();
  for (const replace of pending) replace();
}
