// The gateway's pool of database connections (auth, realtime's fallback reads).
import pg from 'pg';

/**
 * How long a request waits for a pooled connection. Without a bound, a pool whose every
 * connection is held (by slow queries, or by a bug holding one while asking for another)
 * leaves every later request hanging until a restart; with it they are answered 503.
 */
export const DEFAULT_DB_ACQUIRE_TIMEOUT_MS = 10_000;

export function dbAcquireTimeoutFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const v = Number(env.GATEWAY_DB_ACQUIRE_TIMEOUT_MS);
  return Number.isFinite(v) && v > 0 ? v : DEFAULT_DB_ACQUIRE_TIMEOUT_MS;
}

export function createGatewayPool(opts: { connectionString: string; max: number; applicationName: string; acquireTimeoutMs?: number }): pg.Pool {
  const pool = new pg.Pool({
    connectionString: opts.connectionString,
    max: opts.max,
    application_name: opts.applicationName,
    // pg-pool applies this both to opening a connection and to waiting for a busy pool.
    connectionTimeoutMillis: opts.acquireTimeoutMs ?? dbAcquireTimeoutFromEnv(),
  });
  return pool;
}

/** pg-pool's error when no connection came in time (it has no code of its own). */
export const isPoolTimeout = (e: unknown): boolean =>
  e instanceof Error && (e.message === 'timeout exceeded when trying to connect' || e.message === 'Connection terminated due to connection timeout');
