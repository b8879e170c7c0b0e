// Brings a database to the current schema, as hosted Supabase and its CLI would: the local
// compatibility SQL (every start, idempotent, as the superuser), then each new file of
// supabase/migrations once and the seed once, both as the non-superuser owner role
// `postgres`. What ran is recorded in supabase_migrations, as the Supabase CLI does, with a
// checksum per migration so an edited or out-of-order migration is refused.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { authenticatorPassword, localSqlDir, migrationsDir, ownerUser, seedFile } from './config.ts';
import { MigrationHistoryError, pendingMigrations, readMigrationFiles, type AppliedMigration } from './migration-history.ts';
import { applyPreparedBatch, SeedStatementError, splitStatements } from './seed.ts';

export class MigrationError extends Error {
  constructor(
    readonly file: string,
    readonly pgMessage: string,
    detail: string,
  ) {
    super(`Migration ${file} failed: ${pgMessage}${detail}`);
    this.name = 'MigrationError';
  }
}

export interface MigrateResult {
  applied: string[];
  seeded: boolean;
  /** Set when seed.sql changed after it was applied (a reset re-applies it). */
  seedChanged: boolean;
}

const sqlFiles = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.sql'))
        .sort()
    : [];

/** "line 12: ..." from the character offset Postgres reports, so the author finds the statement. */
function describePgError(e: unknown, sql: string): { message: string; detail: string } {
  const err = e as pg.DatabaseError;
  const parts: string[] = [];
  if (err.position) {
    const line = sql.slice(0, Number(err.position)).split('\n').length;
    parts.push(`at line ${line}: ${sql.split('\n')[line - 1]?.trim() ?? ''}`);
  }
  if (err.detail) parts.push(`detail: ${err.detail}`);
  if (err.hint) parts.push(`hint: ${err.hint}`);
  if (err.where) parts.push(`where: ${err.where}`);
  const code = err.code ? ` (SQLSTATE ${err.code})` : '';
  return { message: `${err.message}${code}`, detail: parts.length ? `\n  ${parts.join('\n  ')}` : '' };
}

async function runInTransaction(client: pg.Client, file: string, sql: string, record: () => Promise<unknown>) {
  await client.query('begin');
  try {
    await client.query(sql);
    await record();
    await client.query('commit');
  } catch (e) {
    await client.query('rollback').catch(() => {});
    const { message, detail } = describePgError(e, sql);
    throw new MigrationError(file, message, detail);
  }
}

export interface DatabaseUrls {
  /** A superuser (supabase_admin): local-supabase/sql/ and the realtime triggers. */
  admin: string;
  /** The owner role (postgres): migrations and seed. */
  owner: string;
}

export class LegacyDatabaseError extends Error {
  constructor(cause: string) {
    super(
      `Cannot connect as the local superuser supabase_admin (${cause}). This database was probably created by an older ` +
        'local stack, whose superuser was postgres. Run `pnpm db:reset` to recreate it.',
    );
    this.name = 'LegacyDatabaseError';
  }
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  // Silence NOTICEs like "schema already exists, skipping" from idempotent SQL.
  client.on('notice', () => {});
  await client.connect();
  return client;
}

/**
 * Roles belong to the whole cluster: two databases set up at once (a test's scratch database
 * beside another's) may change the same role's catalogue row together, and Postgres then refuses
 * one with "tuple concurrently updated". The statements are idempotent, so that one is retried.
 */
async function withRoleRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (e) {
      const err = e as { code?: string; message?: string };
      if (attempt >= 5 || err.code !== 'XX000' || !/tuple concurrently updated/.test(err.message ?? '')) throw e;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** local-supabase/sql/*.sql, as the superuser: what a hosted project has before its first migration. */
export async function applyLocalSql(admin: pg.Client) {
  for (const f of sqlFiles(localSqlDir)) {
    const sql = fs.readFileSync(path.join(localSqlDir, f), 'utf8');
    try {
      await withRoleRetry(() => admin.query(sql));
    } catch (e) {
      const { message, detail } = describePgError(e, sql);
      throw new MigrationError(`local-supabase/sql/${f}`, message, detail);
    }
  }
  // PostgREST logs in as authenticator, developers and the e2e fixtures as postgres; the SQL leaves both without a password.
  await withRoleRetry(() => admin.query(`alter role authenticator with login password ${admin.escapeLiteral(authenticatorPassword)}`));
  const [{ me }] = (await admin.query('select current_user as me')).rows;
  if (me !== ownerUser.user) await withRoleRetry(() => admin.query(`alter role ${ownerUser.user} with password ${admin.escapeLiteral(ownerUser.password)}`));
}

/** The history table, as the CLI's plus a checksum; a table without one was written by an older local stack. */
async function readHistory(owner: pg.Client): Promise<AppliedMigration[]> {
  await owner.query(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key, name text not null, checksum text not null, applied_at timestamptz not null default now());
    create table if not exists supabase_migrations.seed_files (
      path text primary key, hash text not null, applied_at timestamptz not null default now());`);
  const cols = await owner.query(`select 1 from information_schema.columns
    where table_schema = 'supabase_migrations' and table_name = 'schema_migrations' and column_name = 'checksum'`);
  if (cols.rowCount === 0) {
    throw new MigrationHistoryError('This database\'s migration history was written by an older local stack (no checksums).');
  }
  const rows = (await owner.query('select version, name, checksum from supabase_migrations.schema_migrations')).rows as AppliedMigration[];
  const odd = rows.find((r) => !/^[0-9]+$/.test(r.version));
  if (odd) throw new MigrationHistoryError(`This database's migration history records "${odd.version}", not a version number (an older local stack).`);
  return rows;
}

export interface MigrateOptions {
  log?: (m: string) => void;
  seed?: boolean;
  /** Default supabase/migrations (tests use a folder of their own). */
  migrationsDir?: string;
  /** Default supabase/seed.sql. */
  seedFile?: string;
}

export async function migrate(urls: DatabaseUrls, opts: MigrateOptions = {}): Promise<MigrateResult> {
  const log = opts.log ?? (() => {});
  const admin = await connect(urls.admin).catch((e: pg.DatabaseError) => {
    if (e.code === '28P01' || e.code === '28000') throw new LegacyDatabaseError(e.message);
    throw e;
  });
  try {
    await applyLocalSql(admin);

    const owner = await connect(urls.owner);
    let applied: string[] = [];
    let seeded = false;
    let seedChanged = false;
    try {
      const { files, skipped } = readMigrationFiles(opts.migrationsDir ?? migrationsDir);
      for (const f of skipped) log(`  skipping supabase/migrations/${f} (a migration is named <version>_<name>.sql)`);
      const pending = pendingMigrations(files, await readHistory(owner));
      for (const m of pending) {
        log(`  applying migration ${m.file}`);
        await runInTransaction(owner, `supabase/migrations/${m.file}`, m.sql, () =>
          owner.query('insert into supabase_migrations.schema_migrations (version, name, checksum) values ($1, $2, $3)', [m.version, m.name, m.checksum]),
        );
      }
      applied = pending.map((m) => m.file);

      const seedPath = opts.seedFile ?? seedFile;
      if (opts.seed !== false && fs.existsSync(seedPath)) {
        const sql = fs.readFileSync(seedPath, 'utf8');
        const hash = crypto.createHash('sha256').update(sql).digest('hex');
        const prev = await owner.query('select hash from supabase_migrations.seed_files where path = $1', ['supabase/seed.sql']);
        if (prev.rowCount === 0) {
          log('  applying supabase/seed.sql');
          await applySeed(owner, sql, hash);
          seeded = true;
        } else if (prev.rows[0].hash !== hash) {
          seedChanged = true;
        }
      }
    } finally {
      await owner.end();
    }

    // Tables may have joined the realtime publication in a migration: (re)install change triggers.
    const hasSync = await admin.query(`select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'realtime_local' and p.proname = 'sync_triggers'`);
    if (hasSync.rowCount) await admin.query('select realtime_local.sync_triggers()');
    await admin.query(`notify pgrst, 'reload schema'`);
    return { applied, seeded, seedChanged };
  } finally {
    await admin.end();
  }
}

/** seed.sql as the CLI sends it: one transaction, every statement prepared before any runs. */
async function applySeed(owner: pg.Client, sql: string, hash: string) {
  let statements;
  try {
    statements = await splitStatements(sql);
  } catch (e) {
    throw new MigrationError('supabase/seed.sql', (e as Error).message, '');
  }
  await owner.query('begin');
  try {
    await applyPreparedBatch(owner, statements);
    await owner.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', ['supabase/seed.sql', hash]);
    await owner.query('commit');
  } catch (e) {
    await owner.query('rollback').catch(() => {});
    if (e instanceof SeedStatementError) {
      const { detail } = describePgError(e.cause, e.statement.sql);
      throw new MigrationError('supabase/seed.sql', e.message, detail.replace(/at line (\d+)/, (_, n) => `at line ${e.statement.line + Number(n) - 1}`));
    }
    throw e;
  }
}
