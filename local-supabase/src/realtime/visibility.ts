// "May this subscriber see this row?" answered by Postgres itself: re-read the
// row with the subscriber's role and JWT claims set exactly as PostgREST sets
// them, so the table's row-level security policies decide.
import type pg from 'pg';
import type { Change } from './changes.ts';
import { SQL_OPS, type Filter } from './filters.ts';
import type { TableInfo } from './tables.ts';

const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;

export async function readRowAs(
  pool: pg.Pool,
  change: Change,
  info: TableInfo,
  role: string,
  claims: Record<string, unknown>,
  filter: Filter | undefined,
): Promise<Record<string, unknown> | undefined> {
  const args: unknown[] = [];
  const where: string[] = [];
  for (const [col, val] of Object.entries(change.pk)) {
    const type = info.sqlTypes.get(col);
    if (!type) return undefined;
    args.push(val === null ? null : typeof val === 'object' ? JSON.stringify(val) : String(val));
    where.push(`${ident(col)} = $${args.length}::${type}`);
  }
  if (!where.length) return undefined;
  if (filter) {
    const type = info.sqlTypes.get(filter.column);
    if (!type) return undefined;
    args.push(filter.value);
    where.push(filter.op === 'in' ? `${ident(filter.column)} = any($${args.length}::${type}[])` : `${ident(filter.column)} ${SQL_OPS[filter.op]} $${args.length}::${type}`);
  }
  const client = await pool.connect();
  try {
    await client.query('begin read only');
    await client.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true)`, [
      role,
      JSON.stringify(claims),
      typeof claims.sub === 'string' ? claims.sub : '',
    ]);
    const r = await client.query<{ row: Record<string, unknown> }>(
      `select to_jsonb(t) as row from ${ident(change.schema)}.${ident(change.table)} t where ${where.join(' and ')}`,
      args,
    );
    return r.rows[0]?.row;
  } catch {
    // No privilege on the table, a bad filter value…: the subscriber simply does not get the change.
    return undefined;
  } finally {
    await client.query('rollback').catch(() => {});
    client.release();
  }
}
