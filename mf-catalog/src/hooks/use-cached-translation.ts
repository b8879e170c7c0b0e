import { useSyncExternalStore } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { i18n } from '@utsav/shared/i18n/i18n';

type Translate = (key: unknown, options?: unknown) => unknown;

/**
 * The strings each i18next instance has given, by the namespace they were read from. Keyed by the
 * instance's resource store: react-i18next hands each component its own wrapper of the instance.
 */
const caches = new WeakMap<object, Map<string, Map<string, string>>>();
// Names and prices make a card's labels unique: bounded, so a long session cannot grow it.
const MAX_ENTRIES = 4000;

function cachesOf(instance: I18n): Map<string, Map<string, string>> {
  const known = caches.get(instance.store);
  if (known) return known;
  const byNamespace = new Map<string, Map<string, string>>();
  // A string stays right while its language and its namespace's translations do: another
  // remote's namespace arriving (a prefetch) leaves the catalogue's strings be.
  instance.on('languageChanged', () => byNamespace.clear());
  instance.on('loaded', () => byNamespace.clear());
  instance.store.on('added', (_language: string, namespace: string) => byNamespace.delete(namespace));
  instance.store.on('removed', (_language: string, namespace: string) => byNamespace.delete(namespace));
  caches.set(instance.store, byNamespace);
  return byNamespace;
}

/** Arguments made only of strings, numbers and booleans: a call's result depends on nothing else. */
function plainArguments(options: unknown): options is Record<string, string | number | boolean | null | undefined> {
  if (options === undefined) return true;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return false;
  for (const value of Object.values(options)) if (value !== null && value !== undefined && typeof value === 'object') return false;
  return !('returnObjects' in options) && !('returnDetails' in options) && !('postProcess' in options);
}

/** `t`, remembering what it returned for the same key and plain arguments in the same language. */
export function cachedTranslate<T>(fixedT: T, instance: I18n, namespace: string): T {
  const t = fixedT as unknown as Translate;
  const byNamespace = cachesOf(instance);
  const fixedLanguage = (t as { lng?: string | null }).lng;
  const remembered = (key: unknown, options?: unknown) => {
    if (typeof key !== 'string' || !plainArguments(options)) return t(key, options);
    // `common:data.cities.Pune` is read from `common`, whatever the hook's namespace.
    const separator = key.indexOf(':');
    const source = separator > 0 ? key.slice(0, separator) : typeof options?.ns === 'string' ? options.ns : namespace;
    let cache = byNamespace.get(source);
    if (!cache) byNamespace.set(source, (cache = new Map()));
    const id = `${fixedLanguage ?? instance.language}\u0001${namespace}\u0001${key}\u0001${options ? JSON.stringify(options) : ''}`;
    const known = cache.get(id);
    if (known !== undefined) return known;
    const text = t(key, options);
    if (typeof text !== 'string') return text;
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(id, text);
    return text;
  };
  return remembered as unknown as T;
}

/** Bumped when a string may have changed: another language, translations added or removed. */
let revision = 0;
const listeners = new Set<() => void>();
let listening = false;

function subscribe(listener: () => void): () => void {
  if (!listening) {
    listening = true;
    const bump = () => {
      revision += 1;
      listeners.forEach((notify) => notify());
    };
    i18n.on('languageChanged', bump);
    i18n.store?.on('added', bump);
    i18n.store?.on('removed', bump);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentRevision = () => revision;
const translators = new Map<string, { revision: number; t: TFunction<'catalog'> }>();

/**
 * `useTranslation` for what a listing repeats on every card ("Book", "Bundle price", a city's
 * name, "12 reviews"), with what react-i18next does that a card needs and no more: the strings in
 * the page's language, again when it or the translations change. i18next resolves each call
 * afresh (key lookup, fallbacks, plural rules, interpolation: 5-15 µs), and a page of bundle
 * cards made ~160 calls inside the click that opens it (issue 27: a warm navigation under 10 ms);
 * the same key with the same plain arguments in the same language gives the same string, so it is
 * computed once a page, not once a card. And react-i18next 18's hook costs each component a
 * dozen hooks and two event listeners, added in the click's effects and removed as the page
 * goes: a card and its heart, rating and price made six of them; this is one store subscription.
 * The browser has one i18n instance, the shared one every app and the page server translate through.
 */
export function useCachedTranslation(namespace: 'catalog'): { t: TFunction<'catalog'>; i18n: I18n } {
  const current = useSyncExternalStore(subscribe, currentRevision, currentRevision);
  let translator = translators.get(namespace);
  if (!translator || translator.revision !== current) {
    translator = { revision: current, t: cachedTranslate(i18n.getFixedT(null, namespace), i18n, namespace) };
    translators.set(namespace, translator);
  }
  return { t: translator.t, i18n };
}
