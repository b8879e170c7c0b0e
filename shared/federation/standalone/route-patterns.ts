// Pure helpers for the standalone index: which parts of a registry path are parameters, and
// the address a pattern gives once they are filled in.

/** `/provider/:id` -> `['id']`; optional (`:lang?`) and splat (`*`) segments are not used by the registry. */
export function paramsOf(pattern: string): string[] {
  return pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/** Fills every `:param`, encoded; undefined while one is still empty (the link would 404). */
export function fillPattern(pattern: string, values: Record<string, string>): string | undefined {
  const segments = pattern.split('/').map((segment) => {
    if (!segment.startsWith(':')) return segment;
    const value = values[segment.slice(1)]?.trim();
    return value ? encodeURIComponent(value) : undefined;
  });
  return segments.includes(undefined) ? undefined : segments.join('/');
}
