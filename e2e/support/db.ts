// Direct database access for fixture factories: tests insert the rows they need (a
// notification, a user) and delete them afterwards, against the suite's own backend.
import { createRequire } from 'node:module';
import { E2E_DB_URL } from './e2e-env';

interface PgPool {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  end(): Promise<void>;
}
// `pg` belongs to the local stack package; it is loaded from there.
const requireFromStack = createRequire(new URL('../../local-supabase/package.json', import.meta.url));
const pg = requireFromStack('pg') as { Pool: new (config: { connectionString: string; max: number; allowExitOnIdle: boolean }) => PgPool };

let pool: PgPool | undefined;

/** Runs SQL as the database owner (bypasses row-level security: fixtures only). */
export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  pool ??= new pg.Pool({ connectionString: E2E_DB_URL, max: 2, allowExitOnIdle: true });
  const { rows } = await pool.query<T>(text, params);
  return rows;
}

/** Seeded demo accounts (README), all with the password Utsav@123. */
export const DEMO_PASSWORD = 'Utsav@123';
export const DEMO = {
  admin: { email: 'admin@utsav.test', id: 'a0000000-0000-4000-8000-000000000001' },
  customer: { email: 'customer@utsav.test', id: 'a0000000-0000-4000-8000-000000000002' },
  provider: { email: 'provider@utsav.test', id: 'a0000000-0000-4000-8000-000000000003' },
  pending: { email: 'pending@utsav.test', id: 'a0000000-0000-4000-8000-000000000004' },
} as const;
