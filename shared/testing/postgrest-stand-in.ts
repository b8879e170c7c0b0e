// For a component test whose point is the query itself (which rows it asks for), not the
// server's behaviour: `fetch` answers the app's table reads the way PostgREST would after
// row-level security let through `readable`, applying only the filters the query sends
// (`column=eq.value`, `column=in.(a,b)`; filters on embedded resources are left to the rows).
// Everything else a page asks for gets a 404, as from a server without that route.
import { vi } from 'vitest';

type Row = Record<string, unknown>;

export interface PostgrestStandIn {
  /** The address of every table read, in order, to check what the query asked for. */
  requests: URL[];
}

const matches = (row: Row, column: string, filter: string): boolean => {
  const value = String(row[column]);
  if (filter.startsWith('eq.')) return value === filter.slice('eq.'.length);
  const list = /^in\.\((.*)\)$/.exec(filter);
  if (list) return list[1]!.split(',').includes(value);
  return true;
};

/** Stubs `fetch` (undo with `vi.unstubAllGlobals()`): `tables` maps a table's name to the rows RLS would show. */
export function stubPostgrest(tables: Record<string, Row[]>): PostgrestStandIn {
  const requests: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const table = /\/rest\/v1\/([a-z_]+)$/.exec(url.pathname)?.[1];
    const readable = table ? tables[table] : undefined;
    if (!readable) return new Response('{}', { status: 404 });
    requests.push(url);
    const filters = [...url.searchParams].filter(([column]) => !['select', 'order', 'limit', 'offset'].includes(column) && !column.includes('.'));
    const rows = readable.filter((row) => filters.every(([column, filter]) => matches(row, column, filter)));
    return new Response(JSON.stringify(rows), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { requests };
}
