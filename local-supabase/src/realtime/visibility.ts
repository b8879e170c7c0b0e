// "May this subscriber see this row, and which of its filters does it match?"
// answered by Postgres itself: the row is re-read with the subscriber's role and
// JWT claims set exactly as PostgREST sets them, so the table's row-level
// security and column privileges decide. One query answers all of a
// subscriber's filters at once (in chunks), however many bindings it has.
import type pg from 'pg';
import type { Change } from './changes.ts';
import { filterKey, SQL_OPS, type Filter } from './filters.ts';
import type { ApiRole, TableInfo } from './tables.ts';

export const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** Filters evaluated per query: keeps statements small whatever a client subscribes to. */
const FILTERS_PER_QUERY = 200;

export interface Visible {
  row: Record<string, unknown>;
  /** filterKey → does the row match it. */
  matches: Map<string, boolean>;
}

/** Errors of the connection rather than of the query: the same read on a fresh connection may work. */
const connectionLost = (e: unknown) => {
  const code = (e as { code?: string }).code;
  return !code || code.startsWith('57P') || code.startsWith('08');
};

export async function readRowAs(...args: Parameters<typeof readRowOnce>): Promise<Visible | undefined> {
  try {
    return await readRowOnce(...args);
  } catch (e) {
    // A connection ended by a Postgres restart can still be handed out once; one retry on a new one.
    if (!connectionLost(e)) return undefined;
    return readRowOnce(...args).catch(() => undefined);
  }
}

async function readRowOnce(
  pool: pg.Pool,
  change: Change,
  info: TableInfo,
  role: ApiRole,
  claims: Record<string, unknown>,
  filters: Filter[],
): Promise<Visible | undefined> {
  const cols = info.columns.map((c) => c.name).filter((c) => info.selectable[role].has(c));
  // As hosted: a role that cannot select the primary key gets nothing ("Error 401: Unauthorized").
  if (!info.pk.length || !info.pk.every((c) => info.selectable[role].has(c))) return undefined;
  const pkArgs: unknown[] = [];
  const where: string[] = [];
  for (const col of info.pk) {
    const val = change.pk[col];
    if (val === undefined) return undefined;
    pkArgs.push(val === null ? null : typeof val === 'object' ? JSON.stringify(val) : String(val));
    where.push(`t.${ident(col)} = $${pkArgs.length}::${info.sqlTypes.get(col)}`);
  }
  const unique = [...new Map(filters.map((f) => [filterKey(f), f])).values()];
  const chunks: Filter[][] = [];
  for (let i = 0; i < unique.length; i += FILTERS_PER_QUERY) chunks.push(unique.slice(i, i + FILTERS_PER_QUERY));
  if (!chunks.length) chunks.push([]);

  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin read only');
    await client.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true)`, [
      role,
      JSON.stringify(claims),
      typeof claims.sub === 'string' ? claims.sub : '',
    ]);
    let row: Record<string, unknown> | undefined;
    const matches = new Map<string, boolean>();
    for (const chunk of chunks) {
      const args = [...pkArgs];
      const flags = chunk.map((f, i) => {
        const type = info.sqlTypes.get(f.column);
        args.push(f.value);
        const p = `$${args.length}`;
        const expr = f.op === 'in' ? `t.${ident(f.column)} = any(${p}::${type}[])` : `t.${ident(f.column)} ${SQL_OPS[f.op]} ${p}::${type}`;
        return `coalesce(${expr}, false) as f${i}`;
      });
      const r = await client.query<Record<string, unknown>>(
        `select (select to_jsonb(x) from (select ${cols.map((c) => `t.${ident(c)}`).join(', ')}) x) as row${flags.map((f) => `, ${f}`).join('')}
         from ${ident(change.schema)}.${ident(change.table)} t where ${where.join(' and ')}`,
        args,
      );
      const found = r.rows[0];
      if (!found) return undefined;
      row = found.row as Record<string, unknown>;
      chunk.forEach((f, i) => matches.set(filterKey(f), found[`f${i}`] === true));
    }
    return row && { row, matches };
  } catch (e) {
    // A bad filter value, a policy that errors…: the subscriber simply does not get the change.
    // A lost connection is handed back broken so the pool replaces it, and the read is tried again.
    if (connectionLost(e)) {
      broken = e as Error;
      throw e;
    }
    return undefined;
  } finally {
    if (!broken) await client.query('rollback').catch((e: Error) => (broken = e));
    client.release(broken ?? false);
  }
}
