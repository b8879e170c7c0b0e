import type { Language } from '@utsav/shared/i18n/languages';

/**
 * What the page server says about the page it rendered (`window.__UTSAV_SSR__`, written after
 * #root): its language, the remote whose page it is, and the query cache its data came from, so
 * the browser hydrates exactly that tree. Absent when the page arrived empty, or when the page's
 * inline script dropped the markup (another saved language, a signed-in visitor).
 */
export interface RenderedPage {
  language: Language;
  /** The registry name of the remote serving the path, when it is not the shell's. */
  remote?: string;
  /** TanStack Query's dehydrated cache (`dehydrate(queryClient)`), when the page read data. */
  queries?: unknown;
}

declare global {
  interface Window {
    __UTSAV_SSR__?: RenderedPage;
  }
}

/** The global's name, for the page server that writes it. */
export const RENDERED_PAGE_GLOBAL = '__UTSAV_SSR__';

export function renderedPage(): RenderedPage | undefined {
  return typeof window === 'undefined' ? undefined : window.__UTSAV_SSR__;
}
