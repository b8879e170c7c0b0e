// One page of a server-paged list: the list functions repeat the filtered total on every row
// (count(*) over ()), so one call gives the rows and the total.

export interface Page<T> {
  rows: T[];
  total: number;
}

/** One call of a list function: the server pages (at most 1000 rows a call). */
export type FetchPage<T> = (limit: number, offset: number) => Promise<Page<T>>;

export interface Paged {
  total_count: number;
}

export const toPage = <T extends Paged>(rows: T[] | null): Page<T> => ({ rows: rows ?? [], total: Number(rows?.[0]?.total_count ?? 0) });
