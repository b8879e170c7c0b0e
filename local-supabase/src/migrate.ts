// Brings a database to the current schema: the local compatibility SQL (every
// start, idempotent), then each new file of supabase/migrations once, then the
// seed once. What ran is recorded in supabase_migrations, as the Supabase CLI does.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { authenticatorPassword, localSqlDir, migrationsDir, seedFile } from './config.ts';

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

export async function migrate(dbUrl: string, opts: { log?: (m: string) => void; seed?: boolean } = {}): Promise<MigrateResult> {
  const log = opts.log ?? (() => {});
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    // Silence NOTICEs like "schema already exists, skipping" from idempotent SQL.
    client.on('notice', () => {});
    for (const f of sqlFiles(localSqlDir)) {
      const sql = fs.readFileSync(path.join(localSqlDir, f), 'utf8');
      try {
        await client.query(sql);
      } catch (e) {
        const { message, detail } = describePgError(e, sql);
        throw new MigrationError(`local-supabase/sql/${f}`, message, detail);
      }
    }
    // PostgREST logs in as authenticator; 00-supabase-compat.sql leaves it without a password.
    await client.query(`alter role authenticator with login password ${client.escapeLiteral(authenticatorPassword)}`);

    await client.query(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key, name text not null, applied_at timestamptz not null default now());
      create table if not exists supabase_migrations.seed_files (
        path text primary key, hash text not null, applied_at timestamptz not null default now());`);

    const done = new Set((await client.query('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version as string));
    const applied: string[] = [];
    for (const f of sqlFiles(migrationsDir)) {
      const version = f.replace(/\.sql$/, '');
      if (done.has(version)) continue;
      const sql = fs.readFileSync(path.join(migrationsDir, f), 'utf8');
      log(`  applying migration ${f}`);
      await runInTransaction(client, `supabase/migrations/${f}`, sql, () =>
        client.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, f]),
      );
      applied.push(f);
    }

    let seeded = false;
    let seedChanged = false;
    if (opts.seed !== false && fs.existsSync(seedFile)) {
      const sql = fs.readFileSync(seedFile, 'utf8');
      const hash = crypto.createHash('sha256').update(sql).digest('hex');
      const prev = await client.query('select hash from supabase_migrations.seed_files where path = $1', ['supabase/seed.sql']);
      if (prev.rowCount === 0) {
        log('  applying supabase/seed.sql');
        await runInTransaction(client, 'supabase/seed.sql', sql, () =>
          client.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', ['supabase/seed.sql', hash]),
        );
        seeded = true;
      } else if (prev.rows[0].hash !== hash) {
        seedChanged = true;
      }
    }

    // Tables may have joined the realtime publication in a migration: (re)install change triggers.
    const hasSync = await client.query(`select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'realtime_local' and p.proname = 'sync_triggers'`);
    if (hasSync.rowCount) await client.query('select realtime_local.sync_triggers()');
    await client.query(`notify pgrst, 'reload schema'`);
    return { applied, seeded, seedChanged };
  } finally {
    await client.end();
  }
}
