// Column names/types of published tables (the `columns` of a change message,
// which the client uses to convert values), cached briefly because migrations
// and tests can change a table while the gateway runs.
import type pg from 'pg';

export interface TableInfo {
  columns: { name: string; type: string }[];
  /** Full SQL type per column, for casting filter values. */
  sqlTypes: Map<string, string>;
  rls: boolean;
}

const TTL_MS = 3000;

export function tableInfoCache(pool: pg.Pool) {
  const cache = new Map<string, { at: number; info: Promise<TableInfo | undefined> }>();
  return async function tableInfo(schema: string, table: string): Promise<TableInfo | undefined> {
    const key = `${schema}.${table}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.info;
    const info = pool
      .query<{ name: string; type: string; sql_type: string; rls: boolean }>(
        `select a.attname as name, t.typname as type, format_type(a.atttypid, a.atttypmod) as sql_type, c.relrowsecurity as rls
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         join pg_type t on t.oid = a.atttypid
         where n.nspname = $1 and c.relname = $2 order by a.attnum`,
        [schema, table],
      )
      .then((r) =>
        r.rows.length
          ? { columns: r.rows.map(({ name, type }) => ({ name, type })), sqlTypes: new Map(r.rows.map((x) => [x.name, x.sql_type])), rls: r.rows[0]!.rls }
          : undefined,
      );
    cache.set(key, { at: Date.now(), info });
    info.catch(() => cache.delete(key));
    return info;
  };
}
