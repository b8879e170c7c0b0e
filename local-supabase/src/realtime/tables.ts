// What Realtime needs to know about a table: its columns (the `columns` of a
// change message, which the client uses to convert values), primary key, row
// level security, whether it is in the supabase_realtime publication, and which
// columns each API role may select. Cached briefly (migrations and tests change
// tables while the gateway runs) and bounded (table names come from clients).
import type pg from 'pg';
import { Lru } from '../util/lru.ts';

export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export interface TableInfo {
  columns: { name: string; type: string }[];
  /** Full SQL type per column, for casting filter values. */
  sqlTypes: Map<string, string>;
  pk: string[];
  rls: boolean;
  published: boolean;
  /** Columns each role may select (column privileges, as hosted's `is_selectable`). */
  selectable: Record<ApiRole, Set<string>>;
}

const TTL_MS = 3000;
const MAX_TABLES = 256;

export function tableInfoCache(pool: pg.Pool) {
  const cache = new Lru<string, { at: number; info: Promise<TableInfo | undefined> }>(MAX_TABLES);
  return async function tableInfo(schema: string, table: string): Promise<TableInfo | undefined> {
    const key = JSON.stringify([schema, table]);
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.info;
    const info = pool
      .query<{ name: string; type: string; sql_type: string; rls: boolean; is_pk: boolean; published: boolean; anon: boolean; authenticated: boolean; service_role: boolean }>(
        `select a.attname as name, t.typname as type, format_type(a.atttypid, a.atttypmod) as sql_type, c.relrowsecurity as rls,
                coalesce(a.attnum = any(i.indkey), false) as is_pk,
                exists (select 1 from pg_publication_tables p where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname) as published,
                has_column_privilege('anon', c.oid, a.attname, 'SELECT') as anon,
                has_column_privilege('authenticated', c.oid, a.attname, 'SELECT') as authenticated,
                has_column_privilege('service_role', c.oid, a.attname, 'SELECT') as service_role
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         join pg_type t on t.oid = a.atttypid
         left join pg_index i on i.indrelid = c.oid and i.indisprimary
         where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p') order by a.attnum`,
        [schema, table],
      )
      .then((r) => {
        if (!r.rows.length) return undefined;
        const selectable = Object.fromEntries(API_ROLES.map((role) => [role, new Set(r.rows.filter((x) => x[role]).map((x) => x.name))])) as TableInfo['selectable'];
        return {
          columns: r.rows.map(({ name, type }) => ({ name, type })),
          sqlTypes: new Map(r.rows.map((x) => [x.name, x.sql_type])),
          pk: r.rows.filter((x) => x.is_pk).map((x) => x.name),
          rls: r.rows[0]!.rls,
          published: r.rows[0]!.published,
          selectable,
        };
      });
    cache.set(key, { at: Date.now(), info });
    info.catch(() => cache.delete(key));
    return info;
  };
}
