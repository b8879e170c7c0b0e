import { use } from 'react';
import { registerNamespace, type NamespaceLoader } from '@utsav/shared/i18n/i18n';

// One literal import per namespace, so each language of each page is a chunk of its own
// (a single `${ns}/${lang}` template would bundle every shell namespace into one context).
const LOADERS = {
  about: (language) => import(`../../../locales/about/${language}.json`),
  'policy-chrome': (language) => import(`../../../locales/policy-chrome/${language}.json`),
  privacy: (language) => import(`../../../locales/privacy/${language}.json`),
  terms: (language) => import(`../../../locales/terms/${language}.json`),
  shipping: (language) => import(`../../../locales/shipping/${language}.json`),
} satisfies Record<string, NamespaceLoader>;

export type PageNamespace = keyof typeof LOADERS;

// Memoised per namespace: `use()` needs the same promise on every render.
const ready = new Map<PageNamespace, Promise<void>>();

function namespaceReady(ns: PageNamespace): Promise<void> {
  let promise = ready.get(ns);
  if (!promise) {
    promise = registerNamespace(ns, LOADERS[ns]);
    // A failed chunk load (offline) is retried on the next visit, not cached.
    promise.catch(() => ready.delete(ns));
    ready.set(ns, promise);
  }
  return promise;
}

/**
 * Suspends until the page's namespaces are loaded in English and the current language;
 * later language switches load them too (i18n's changeLanguage knows every registered one).
 */
export function useNamespaces(...namespaces: PageNamespace[]): void {
  // Every load starts before the first `use()` suspends, so they run side by side.
  const promises = namespaces.map(namespaceReady);
  for (const promise of promises) use(promise);
}
