import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@utsav/shared/i18n/languages';
import { useRenderedData } from '@utsav/shared/query/rendered-data';
import { getHomeHighlights, type HomeHighlights } from '../api/get-home-highlights';

export type HighlightsState =
  | { status: 'loading' }
  | { status: 'ready'; data: HomeHighlights }
  | { status: 'error' };

// Kept for the page's lifetime, per language (testimonials in the reader's language come
// first): coming back to `/` shows the figures at once.
const cache = new Map<string, HomeHighlights>();

/**
 * The home page's backend data. The page server fetches it, so a page it rendered arrives with
 * the prices and testimonials, and the browser neither fetches them nor loads supabase-js (57 KB)
 * for them. A page rendered in the browser (another saved language, a session, a later visit to
 * `/`) fetches them once the sections that show them come near the viewport (at once on a wide
 * screen, on the first scroll on a phone): the hero never waits for supabase-js, and a visitor who
 * never scrolls never pays for it. The sections reserve their space meanwhile, so nothing shifts.
 */
export function useHomeHighlights(watch: RefObject<HTMLElement | null>): HighlightsState {
  const language = toLanguage(useTranslation('shell').i18n.language);
  const rendered = useRenderedData(['home-highlights', language], () => getHomeHighlights(language));
  // Only the browser keeps it: the page server renders every request afresh.
  if (rendered && typeof window !== 'undefined' && !cache.has(language)) cache.set(language, rendered);
  const cached = rendered ?? cache.get(language);
  const [state, setState] = useState<HighlightsState & { language?: string }>(
    cached ? { status: 'ready', data: cached, language } : { status: 'loading' },
  );
  useEffect(() => {
    if (cache.has(language)) return;
    let live = true;
    const load = () =>
      getHomeHighlights(language).then(
        (data) => {
          cache.set(language, data);
          if (live) setState({ status: 'ready', data, language });
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
  }, [watch, language]);
  // After a language switch the previous language's figures stay on screen (no jump) until the new ones arrive.
  const now = cache.get(language);
  if (now && (state.status !== 'ready' || state.language !== language)) return { status: 'ready', data: now };
  return state;
}
