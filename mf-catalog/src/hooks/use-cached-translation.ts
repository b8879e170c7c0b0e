import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';

type Translate = (key: unknown, options?: unknown) => unknown;

/**
 * The strings each i18next instance has given, by the namespace they were read from. Keyed by the
 * instance's resource store: react-i18next hands each component its own wrapper of the instance.
 */
const caches = new WeakMap<object, Map<string, Map<string, string>>>();
// Names and prices make a card's labels unique: bounded, so a long session cannot grow it.
const MAX_ENTRIES = 4000;

function cachesOf(i18n: I18n): Map<string, Map<string, string>> {
  const known = caches.get(i18n.store);
  if (known) return known;
  const byNamespace = new Map<string, Map<string, string>>();
  // A string stays right while its language and its namespace's translations do: another
  // remote's namespace arriving (a prefetch) leaves the catalogue's strings be.
  i18n.on('languageChanged', () => byNamespace.clear());
  i18n.on('loaded', () => byNamespace.clear());
  i18n.store.on('added', (_language: string, namespace: string) => byNamespace.delete(namespace));
  i18n.store.on('removed', (_language: string, namespace: string) => byNamespace.delete(namespace));
  caches.set(i18n.store, byNamespace);
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
export function cachedTranslate<T>(fixedT: T, i18n: I18n, namespace: string): T {
  const t = fixedT as unknown as Translate;
  const byNamespace = cachesOf(i18n);
  const fixedLanguage = (t as { lng?: string | null }).lng;
  const remembered = (key: unknown, options?: unknown) => {
    if (typeof key !== 'string' || !plainArguments(options)) return t(key, options);
    // `common:data.cities.Pune` is read from `common`, whatever the hook's namespace.
    const separator = key.indexOf(':');
    const source = separator > 0 ? key.slice(0, separator) : typeof options?.ns === 'string' ? options.ns : namespace;
    let cache = byNamespace.get(source);
    if (!cache) byNamespace.set(source, (cache = new Map()));
    const id = `${fixedLanguage ?? i18n.language}\u0001${namespace}\u0001${key}\u0001${options ? JSON.stringify(options) : ''}`;
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

/**
 * `useTranslation` for what a listing repeats on every card ("Book", "Bundle price", a city's
 * name, "12 reviews"): i18next resolves each call afresh (key lookup, fallbacks, plural rules,
 * interpolation: 5-15 µs), and a page of bundle cards makes ~400 calls inside the click that opens
 * it (issue 27: a warm navigation under 10 ms). The same key with the same plain arguments in the
 * same language gives the same string, so it is computed once a page, not once a card; a change
 * of language or of the loaded translations starts afresh.
 */
export function useCachedTranslation(namespace: 'catalog') {
  const { t, i18n } = useTranslation(namespace);
  const remembered = useMemo(() => cachedTranslate(t, i18n, namespace), [t, i18n, namespace]);
  return { t: remembered, i18n };
}
