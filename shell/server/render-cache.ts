/**
 * Rendered pages, kept briefly per (address, language): a burst of visitors (a link shared in a
 * group) costs one render, and a change in the catalogue shows within `ttlMs`. Oldest entries go
 * first when full.
 */
export interface RenderCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
}

export function createRenderCache<T>({ ttlMs, maxEntries, now = Date.now }: { ttlMs: number; maxEntries: number; now?: () => number }): RenderCache<T> {
  const entries = new Map<string, { value: T; expires: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}
