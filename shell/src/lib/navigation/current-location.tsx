import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { useHref, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';

export interface CurrentLocation {
  pathname: string;
  search: string;
  hash: string;
  /** The language address's prefix every link's href starts with (`/hi`), `/` for none. */
  basename: string;
}

/** The page's current location as a store, so a link can follow only what it shows (quiet-link.tsx). */
export interface LocationStore {
  get(): CurrentLocation;
  subscribe(listener: () => void): () => void;
  navigate: NavigateFunction;
}

interface WritableLocationStore extends LocationStore {
  set(next: CurrentLocation, navigate: NavigateFunction): void;
}

function createLocationStore(initial: CurrentLocation, navigate: NavigateFunction): WritableLocationStore {
  let current = initial;
  const listeners = new Set<() => void>();
  const store: WritableLocationStore = {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
    set(next, nextNavigate) {
      store.navigate = nextNavigate;
      if (next.pathname === current.pathname && next.search === current.search && next.hash === current.hash && next.basename === current.basename) return;
      current = next;
      listeners.forEach((listener) => listener());
    },
  };
  return store;
}

const LocationStoreContext = createContext<LocationStore | null>(null);

/**
 * Holds the router's location for the links below it. A link that reads React Router's location
 * (NavLink, Link) renders again on every navigation, whatever it shows; the header's and footer's
 * ~20 links were a third of the fibers a warm click re-rendered (issue 27: a warm navigation under
 * 10 ms). Through this store a link renders again only when its href or active state changes.
 * The store follows the location in a layout effect: links whose state flips render again in the
 * same commit's synchronous pass, before the frame is painted.
 */
export function CurrentLocationProvider({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const basename = useHref('/');
  const navigate = useNavigate();
  const [store] = useState(() => createLocationStore({ pathname, search, hash, basename }, navigate));
  useLayoutEffect(() => {
    store.set({ pathname, search, hash, basename }, navigate);
  }, [store, pathname, search, hash, basename, navigate]);
  return <LocationStoreContext.Provider value={store}>{children}</LocationStoreContext.Provider>;
}

/** The store of the nearest CurrentLocationProvider; null outside one (a component rendered alone in a test). */
export function useLocationStore(): LocationStore | null {
  return useContext(LocationStoreContext);
}
