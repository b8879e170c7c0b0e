import { useEffect, useState, type RefObject } from 'react';
import { getHomeHighlights, type HomeHighlights } from '../api/get-home-highlights';

export type HighlightsState =
  | { status: 'loading' }
  | { status: 'ready'; data: HomeHighlights }
  | { status: 'error' };

// Kept for the page's lifetime: coming back to `/` shows the figures at once.
let cached: HomeHighlights | undefined;

/**
 * The home page's backend data. It is fetched once the sections that show it come near the
 * viewport (at once on a wide screen, on the first scroll on a phone), so the hero never
 * waits for supabase-js (57 KB) and a visitor who never scrolls never pays for it. The
 * sections reserve their space meanwhile, so nothing shifts.
 */
export function useHomeHighlights(watch: RefObject<HTMLElement | null>): HighlightsState {
  const [state, setState] = useState<HighlightsState>(cached ? { status: 'ready', data: cached } : { status: 'loading' });
  useEffect(() => {
    if (cached) return;
    let live = true;
    const load = () =>
      getHomeHighlights().then(
        (data) => {
          cached = data;
          if (live) setState({ status: 'ready', data });
        },
        () => live && setState({ status: 'error' }),
      );
    const target = watch.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      void load();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [watch]);
  return state;
}
