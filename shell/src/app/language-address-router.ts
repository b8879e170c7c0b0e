import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createBrowserRouter, RouterProvider, type RouteObject, type RouterProviderProps } from 'react-router-dom';
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
  // Each state handed on; a state held for the next task is dropped if a newer one went first.
  let handedOn = 0;
  // A finished navigation a ready link's click asked for (prefetch-remote.ts) is rendered and
  // committed in one piece, in the next task (renderNavigation), not as a transition.
  const forward: Subscriber = (state, options) => {
    const turn = ++handedOn;
    if (state.navigation.state === 'idle' && !options.flushSync && takeSyncNavigation()) {
      setTimeout(() => {
        if (turn !== handedOn) return;
        committingWhole = true;
        try {
          subscribers.forEach((subscriber) => subscriber(state, { ...options, flushSync: true }));
        } finally {
          committingWhole = false;
        }
      }, 0);
      return;
    }
    subscribers.forEach((subscriber) => subscriber(state, options));
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

/** Set while a ready link's finished navigation is handed to RouterProvider. */
let committingWhole = false;

/**
 * RouterProvider's `flushSync`. A ready link's finished navigation comes out of the click's task
 * (languageAddressRouter), and its update is made there as a plain one: React renders and commits
 * it in one piece, without the transition's 5 ms slices, and runs the page's effects (its queries
 * starting, the old page's cleanups) after that task, where a flushSync inside the click ran them
 * inside it (issue 27: a warm navigation under 10 ms; on a category page its queries' start alone
 * was a third of the click). Any other `flushSync` navigation is flushed as asked.
 */
export function renderNavigation(update: () => void): void {
  if (committingWhole) update();
  else flushSync(update);
}

/**
 * React Router's browser RouterProvider with the `flushSync` it takes at run time: it passes
 * ReactDOM's own unless given one (a prop given wins), though its type leaves the prop out.
 * (language-address-router.test holds it to that.)
 */
export const NavigationRouterProvider = RouterProvider as ComponentType<RouterProviderProps & { flushSync: (update: () => void) => void }>;
