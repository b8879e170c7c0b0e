import { useSearchParams } from 'react-router-dom';

/**
 * A page's filters kept in the address (`?q=…&role=…`): a reload, a shared link and the Back
 * button from a record all return to the same filtered list. Empty values stay out of the URL.
 */
export function useSearchState<T extends Record<string, string>>(defaults: T): [T, (next: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  const state = Object.fromEntries(Object.entries(defaults).map(([name, fallback]) => [name, params.get(name) ?? fallback])) as T;
  const update = (next: Partial<T>) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        // Another filter is another list: it starts at its first page.
        merged.delete('page');
        for (const [name, value] of Object.entries(next)) {
          if (value === undefined || value === '' || value === defaults[name]) merged.delete(name);
          else merged.set(name, String(value));
        }
        return merged;
      },
      { replace: true },
    );
  return [state, update];
}
