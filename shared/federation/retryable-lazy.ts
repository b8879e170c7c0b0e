import { createElement, lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` that can be tried again. React keeps a lazy component's failed import for good: a
 * page whose chunk did not arrive (offline for a moment) would throw the same error after every
 * Retry until the page is reloaded. This one starts a fresh import after a failure, so the error
 * boundary's reset (PageError's "Try again", the unavailable state's Retry) loads the chunk again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  let current: LazyExoticComponent<T>;
  const fresh = () =>
    (current = lazy(() =>
      load().catch((error: unknown) => {
        fresh();
        throw error;
      }),
    ));
  fresh();
  function RetryableLazy(props: ComponentProps<T>) {
    return createElement(current, props);
  }
  return RetryableLazy;
}
