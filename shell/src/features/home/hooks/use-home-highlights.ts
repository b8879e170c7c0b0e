import { useEffect, useState } from 'react';
import { getHomeHighlights, type HomeHighlights } from '../api/get-home-highlights';

export type HighlightsState =
  | { status: 'loading' }
  | { status: 'ready'; data: HomeHighlights }
  | { status: 'error' };

// Kept for the page's lifetime: coming back to `/` shows the figures at once.
let cached: HomeHighlights | undefined;

/**
 * The home page's backend data. It is fetched after the first render so the hero never
 * waits for supabase-js; sections reserve their space meanwhile, so nothing shifts.
 */
export function useHomeHighlights(): HighlightsState {
  const [state, setState] = useState<HighlightsState>(cached ? { status: 'ready', data: cached } : { status: 'loading' });
  useEffect(() => {
    if (cached) return;
    let live = true;
    getHomeHighlights().then(
      (data) => {
        cached = data;
        if (live) setState({ status: 'ready', data });
      },
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
