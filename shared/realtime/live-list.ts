import type { LiveChange } from '@utsav/shared/realtime/use-live-rows';

export interface LiveListOptions<Row> {
  /** The row's identity (its primary key): what a DELETE carries. */
  idOf: (row: Partial<Row>) => unknown;
  /** The list's order; without it a new row goes first (newest-first lists). */
  compare?: (a: Row, b: Row) => number;
  /** Keep at most this many (a "latest five" list). */
  limit?: number;
}

/**
 * The usual `apply` of useLiveRows for a cached list of rows: an insert or update puts the row
 * in (once, in order), a delete takes it out. Nothing cached yet stays nothing: the fetch under
 * way brings the row. The same list comes back when a change does not touch it, so React skips
 * the render.
 */
export function applyToList<Row>(list: Row[] | undefined, change: LiveChange<Row>, options: LiveListOptions<Row>): Row[] | undefined {
  if (!list) return list;
  const { idOf, compare, limit } = options;
  if (change.type === 'DELETE') {
    const id = idOf(change.old);
    const kept = list.filter((row) => idOf(row) !== id);
    return kept.length === list.length ? list : kept;
  }
  const id = idOf(change.row);
  const others = list.filter((row) => idOf(row) !== id);
  const next = compare ? [...others, change.row].sort(compare) : [change.row, ...others];
  return limit === undefined ? next : next.slice(0, limit);
}
