// Realtime Authorization for private channels, as hosted's Realtime.Tenants.Authorization does it:
// in a transaction that is always rolled back, the caller's role, claims, headers and the channel's
// topic are set as session settings, and the project's row-level security on `realtime.messages`
// answers. Read: rows for the topic are inserted by realtime itself (which bypasses RLS), then
// selected as the caller; the join needs the 'broadcast' one to be visible. Write: the caller
// inserts a 'broadcast' row; a policy refusal (42501) means it may not send.
import type pg from 'pg';
import type { ApiRole } from './tables.ts';

export interface AuthorizationContext {
  /** The channel's topic without its "realtime:" prefix, what `realtime.topic()` returns. */
  topic: string;
  role: ApiRole;
  claims: Record<string, unknown>;
  headers: Record<string, string>;
}

export interface ReadPolicies {
  broadcast: boolean;
  presence: boolean;
}

/** A policy or the query failed (not the connection): hosted answers these as a refusal. */
export class PolicyError extends Error {}

const connectionLost = (e: unknown) => {
  const code = (e as { code?: string }).code;
  return !code || code.startsWith('57P') || code.startsWith('08');
};

async function inRolledBackTransaction<T>(pool: pg.Pool, work: (db: pg.PoolClient) => Promise<T>): Promise<T> {
  const db = await pool.connect();
  let broken: Error | undefined;
  try {
    await db.query('begin');
    return await work(db);
  } catch (e) {
    if (connectionLost(e)) {
      broken = e as Error;
      throw e;
    }
    throw new PolicyError((e as Error).message);
  } finally {
    if (!broken) await db.query('rollback').catch((e: Error) => (broken = e));
    db.release(broken ?? false);
  }
}

const setContext = (db: pg.PoolClient, ctx: AuthorizationContext) =>
  db.query(
    `select set_config('role', $1, true), set_config('realtime.topic', $2, true),
            set_config('request.jwt.claims', $3, true), set_config('request.headers', $4, true)`,
    [ctx.role, ctx.topic, JSON.stringify(ctx.claims), JSON.stringify(ctx.headers)],
  );

export function readPolicies(pool: pg.Pool, ctx: AuthorizationContext): Promise<ReadPolicies> {
  return inRolledBackTransaction(pool, async (db) => {
    const made = await db.query<{ id: string; extension: string }>(
      `insert into realtime.messages (topic, extension) values ($1, 'broadcast'), ($1, 'presence') returning id, extension`,
      [ctx.topic],
    );
    const idOf = (ext: string) => made.rows.find((r) => r.extension === ext)!.id;
    await setContext(db, ctx);
    const seen = await db.query<{ id: string }>(
      `select id from realtime.messages
        where topic = $1 and ((extension = 'broadcast' and id = $2) or (extension = 'presence' and id = $3))`,
      [ctx.topic, idOf('broadcast'), idOf('presence')],
    );
    const visible = new Set(seen.rows.map((r) => r.id));
    return { broadcast: visible.has(idOf('broadcast')), presence: visible.has(idOf('presence')) };
  });
}

export function mayBroadcast(pool: pg.Pool, ctx: AuthorizationContext): Promise<boolean> {
  return inRolledBackTransaction(pool, async (db) => {
    await setContext(db, ctx);
    await db.query('savepoint write_check');
    try {
      await db.query(`insert into realtime.messages (topic, extension) values ($1, 'broadcast')`, [ctx.topic]);
      return true;
    } catch (e) {
      if ((e as { code?: string }).code === '42501') return false;
      throw e;
    }
  });
}
