// Impersonation for the data-model suites, exactly as PostgREST does it: inside a
// transaction, `set local role anon|authenticated|service_role` and the verified JWT
// claims in `request.jwt.claims`. Every test case runs in its own transaction that is
// rolled back, so cases never see each other's writes and the seeded data stays intact.
//
// The database comes from the backend project's global setup (inject('stack').dbUrl:
// a fresh database with every migration and the seed applied).
import { createRequire } from 'node:module';
import { afterAll, beforeAll, inject } from 'vitest';
import '../../../local-supabase/test/stack-info.ts';

// `pg` is a dependency of the local stack package, not of the repository root, so it is
// loaded from there; the little of its API used here is typed below.
export interface PgClient {
  connect(): Promise<void>;
  end(): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  on(event: 'notice', listener: () => void): unknown;
}
const requireFromStack = createRequire(new URL('../../../local-supabase/package.json', import.meta.url));
const pg = requireFromStack('pg') as { Client: new (config: { connectionString: string }) => PgClient };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of arbitrary SQL, checked by the assertions
type Row = Record<string, any>;
/** Query results; typed as non-empty so `const [row] = ...` reads naturally (tests assert lengths). */
export type Rows<T> = [T, ...T[]];

/** Seeded accounts (see supabase/seed.sql). */
export const ids = {
  admin: 'a0000000-0000-4000-8000-000000000001',
  customerA: 'a0000000-0000-4000-8000-000000000002',
  provider: 'a0000000-0000-4000-8000-000000000003',
  pending: 'a0000000-0000-4000-8000-000000000004',
  /** Ananya Iyer, one of the seeded reviewers: a customer with bookings of her own. */
  customerB: 'a0000000-0000-4000-8000-000000000201',
  /** service_providers.id of provider@utsav.test (Shubh Utsav Events) and pending@utsav.test. */
  providerRow: 'b0000000-0000-4000-8000-000000000003',
  pendingRow: 'b0000000-0000-4000-8000-000000000004',
  /** Approved provider "Udupi Grand Caterers" (owner a...125), Bengaluru catering. */
  otherProviderRow: 'b0000000-0000-4000-8000-000000000125',
  otherProvider: 'a0000000-0000-4000-8000-000000000125',
  /** Suspended and rejected providers. */
  suspendedRow: 'b0000000-0000-4000-8000-000000000144',
  rejectedRow: 'b0000000-0000-4000-8000-000000000143',
} as const;

/** Seeded services / bundles / bookings used by several suites. */
export const seeded = {
  /** Shubh Utsav Events: catering per plate (min 100, max 1500 guests), ₹550 a plate. */
  cateringService: 'c0000000-0000-4000-8000-000000001004',
  /** Shubh Utsav Events: griha pravesh pooja, per event, max 150 guests. */
  poojaService: 'c0000000-0000-4000-8000-000000001001',
  /** Udupi Grand Caterers' first service (per plate). */
  otherService: 'c0000000-0000-4000-8000-000000000251',
  /** A paused service (4th of provider 7). */
  inactiveService: 'c0000000-0000-4000-8000-000000000074',
  /** Complete South Indian Wedding bundle (Shubh Utsav Events). */
  bundle: 'd0000000-0000-4000-8000-000000000001',
  bookings: {
    requested: 'e0000000-0000-4000-8000-000000000001',
    paymentExpired: 'e0000000-0000-4000-8000-000000000002',
    declined: 'e0000000-0000-4000-8000-000000000003',
    expired: 'e0000000-0000-4000-8000-000000000004',
    confirmed: 'e0000000-0000-4000-8000-000000000005',
    completed: 'e0000000-0000-4000-8000-000000000006',
    cancelledByCustomer: 'e0000000-0000-4000-8000-000000000007',
    cancelledByProvider: 'e0000000-0000-4000-8000-000000000008',
    /** Completed and not yet reviewed (Tulip Event Decor). */
    completedUnreviewed: 'e0000000-0000-4000-8000-000000000009',
  },
} as const;

export type Actor = 'anon' | 'customerA' | 'customerB' | 'pending' | 'provider' | 'admin' | 'service';

/** The six roles of the matrix (service_role is the system, tested where it matters). */
export const matrixActors = ['anon', 'customerA', 'customerB', 'pending', 'provider', 'admin'] as const;

function identity(actor: Actor | { sub: string }): { role: string; claims: string } {
  if (typeof actor === 'object') {
    return { role: 'authenticated', claims: JSON.stringify({ sub: actor.sub, role: 'authenticated', aud: 'authenticated' }) };
  }
  if (actor === 'anon') return { role: 'anon', claims: JSON.stringify({ role: 'anon' }) };
  if (actor === 'service') return { role: 'service_role', claims: JSON.stringify({ role: 'service_role' }) };
  const sub = ids[actor];
  return { role: 'authenticated', claims: JSON.stringify({ sub, role: 'authenticated', aud: 'authenticated', email: `${actor}@utsav.test` }) };
}

export interface DbError {
  code: string;
  message: string;
}

export interface Tx {
  /** Runs as the given API role (or any user id); throws on error. */
  as<T extends Row = Row>(actor: Actor | { sub: string }, sql: string, params?: unknown[]): Promise<Rows<T>>;
  /** Like `as`, inside a savepoint: a failure is returned, and the transaction goes on. */
  try<T extends Row = Row>(actor: Actor | { sub: string }, sql: string, params?: unknown[]): Promise<{ rows: Rows<T>; error?: DbError }>;
  /** Runs as the database owner (fixtures and checks past row-level security). */
  sys<T extends Row = Row>(sql: string, params?: unknown[]): Promise<Rows<T>>;
}

/** A connection as the owner role, outside any test transaction (suites that must commit, over HTTP). */
export async function ownerConnection(): Promise<PgClient> {
  const client = new pg.Client({ connectionString: dbUrl() });
  client.on('notice', () => {});
  await client.connect();
  return client;
}

function dbUrl(): string {
  // UTSAV_TEST_DB_URL lets these suites run against any prepared database.
  const url = process.env.UTSAV_TEST_DB_URL ?? inject('stack')?.dbUrl;
  if (!url) throw new Error('no database: run in the backend vitest project (inject("stack")) or set UTSAV_TEST_DB_URL');
  return url;
}

/**
 * One connection per test file. `tx(fn)` runs fn in a transaction that is always
 * rolled back. Repeatable read: every statement of a case sees the same snapshot, so
 * comparisons (what an admin sees vs. what is there) hold while other suites sign up
 * users or send messages concurrently.
 */
export function setupDb() {
  let client: PgClient | undefined;

  beforeAll(async () => {
    client = new pg.Client({ connectionString: dbUrl() });
    client.on('notice', () => {});
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
  });

  async function run<T extends Row>(actor: Actor | { sub: string }, sql: string, params: unknown[] = []): Promise<Rows<T>> {
    const c = client!;
    const { role, claims } = identity(actor);
    await c.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [role, claims]);
    try {
      return (await c.query(sql, params)).rows as Rows<T>;
    } finally {
      // After an error the transaction is aborted; the savepoint rollback restores the role.
      await c.query('reset role').catch(() => {});
      await c.query(`select set_config('request.jwt.claims', '', true)`).catch(() => {});
    }
  }

  let savepoints = 0;
  const t: Tx = {
    as: run,
    async try<T extends Row>(actor: Actor | { sub: string }, sql: string, params: unknown[] = []) {
      const c = client!;
      const sp = `sp_${++savepoints}`;
      await c.query(`savepoint ${sp}`);
      try {
        const rows = await run<T>(actor, sql, params);
        await c.query(`release savepoint ${sp}`);
        return { rows };
      } catch (e) {
        await c.query(`rollback to savepoint ${sp}`);
        const err = e as { code?: string; message: string };
        return { rows: [] as unknown as Rows<T>, error: { code: err.code ?? 'unknown', message: err.message } };
      }
    },
    async sys<T extends Row>(sql: string, params: unknown[] = []) {
      return (await client!.query(sql, params)).rows as Rows<T>;
    },
  };

  /**
   * A case that writes rows other suites commit to meanwhile (the seeded provider's bookings and
   * services, when it suspends that provider) asks for read committed, as the API runs: under
   * repeatable read a row committed after the case's snapshot fails its write with 40001, where
   * the API waits for the other writer and goes on.
   */
  async function tx(fn: (t: Tx) => Promise<void>, opts: { isolation?: 'repeatable read' | 'read committed' } = {}): Promise<void> {
    const c = client!;
    await c.query(`begin isolation level ${opts.isolation === 'read committed' ? 'read committed' : 'repeatable read'}`);
    try {
      await fn(t);
    } finally {
      await c.query('rollback');
    }
  }

  return { tx };
}

/** Creates a confirmed auth user (and, through the sign-up trigger, a guest profile). */
export async function createUser(t: Tx, label: string, meta: Record<string, unknown> = {}): Promise<string> {
  const [u] = await t.sys<{ id: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     values ($1, 'x', now(), $2) returning id`,
    [`${label}.${Math.random().toString(36).slice(2, 10)}@test.utsav.test`, JSON.stringify({ full_name: `Test ${label}`, ...meta })],
  );
  return u.id;
}
