import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { startLanguageUrls } from '@utsav/shared/i18n/language-path';
import { takeSyncNavigation } from '../lib/federation/prefetch-remote';
import { patchRemoteRoutes } from '../lib/federation/remote-routes';

type Router = ReturnType<typeof createBrowserRouter>;
type Subscriber = Parameters<Router['subscribe']>[0];

/**
 * A router whose language address can change without a document load. React Router fixes a
 * router's basename (`/hi`), so moving to another language's address needs a new router over
 * the same routes (the remotes patched in so far included). RouterProvider keeps the router it
 * was given and the state it last heard: this stands in for the current router (each call goes
 * to it) and hands its subscribers the new router's state, so React renders the same tree with
 * new links and nothing mounts again (an open menu sheet stays open, a typed form keeps its text).
 */
export function languageAddressRouter(initial: Router): { router: Router; moveTo: (address: string) => void } {
  let current = initial;
  const subscribers = new Set<Subscriber>();
  // A finished navigation a ready link's click asked for is committed at once (prefetch-remote.ts).
  const forward: Subscriber = (state, options) => {
    const next = state.navigation.state === 'idle' && !options.flushSync && takeSyncNavigation() ? { ...options, flushSync: true } : options;
    subscribers.forEach((subscriber) => subscriber(state, next));
  };
  let stopForwarding = current.subscribe(forward);

  const router = new Proxy(initial, {
    get(_target, property) {
      if (property === 'subscribe')
        return (subscriber: Subscriber) => {
          subscribers.add(subscriber);
          return () => subscribers.delete(subscriber);
        };
      const value: unknown = Reflect.get(current, property, current);
      // RouterProvider keeps the functions it read once (its navigator): they must reach the current router.
      return typeof value === 'function' ? (...args: unknown[]) => (Reflect.get(current, property, current) as (...a: unknown[]) => unknown).apply(current, args) : value;
    },
  });

  const moveTo = (address: string) => {
    const previous = current;
    window.history.replaceState(window.history.state, '', address);
    current = createBrowserRouter(previous.routes as RouteObject[], { basename: startLanguageUrls(), patchRoutesOnNavigation: patchRemoteRoutes });
    stopForwarding();
    stopForwarding = current.subscribe(forward);
    previous.dispose();
    forward(current.state, { deletedFetchers: [], newErrors: null, viewTransitionOpts: undefined, flushSync: false });
  };
  return { router, moveTo };
}
