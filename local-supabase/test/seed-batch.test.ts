// supabase/seed.sql applies the way the Supabase CLI applies it: split into statements and
// sent as one batch in which every statement is prepared before any of them runs (so a
// statement cannot rely on a temp table or pg_temp function made by an earlier one), as
// `postgres`, the non-superuser owner. And every migration applies the way the CLI applies a
// migration (pkg/migration/file.go, ExecBatch): split into statements, each sent through the
// extended protocol (one command a statement, no multi-statement strings) and parsed when its
// turn comes, the whole file one transaction. Migrations are not prepared up front: a migration
// may create a table and fill it, as the baseline's reference rows do.
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir, seedFile } from '../src/config.ts';
import { applyLocalSql, migrate } from '../src/migrate.ts';
import { readMigrationFiles } from '../src/migration-history.ts';
import { applyPreparedBatch, splitStatements } from '../src/seed.ts';
import { createScratchDb, type ScratchDb } from './scratch-db.ts';

describe('splitting SQL into statements', () => {
  it('uses the Postgres grammar: semicolons in strings, comments and dollar quotes do not split', async () => {
    const sql = [
      `select 'a;b'; -- a comment; with a semicolon`,
      `do $x$ begin perform 1; perform 2; end $x$;`,
      `/* block; comment */ select 'ü;' as "odd;name"`,
    ].join('\n');
    const parts = await splitStatements(sql);
    expect(parts.map((p) => p.sql)).toEqual([`select 'a;b'`, `do $x$ begin perform 1; perform 2; end $x$`, `select 'ü;' as "odd;name"`]);
    expect(parts.map((p) => p.line)).toEqual([1, 2, 3]);
  });
});

describe('supabase/seed.sql as the CLI applies it', () => {
  let db: ScratchDb;
  beforeAll(async () => {
    db = await createScratchDb('seed');
    await migrate({ admin: db.adminUrl, owner: db.ownerUrl }, { seed: false });
  });
  afterAll(async () => {
    await db?.drop();
  });

  async function inRolledBackTx<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
    const c = new pg.Client({ connectionString: db.ownerUrl });
    c.on('notice', () => {});
    await c.connect();
    try {
      await c.query('begin');
      return await fn(c);
    } finally {
      await c.query('rollback').catch(() => {});
      await c.end();
    }
  }

  it('prepares every statement before running any, and seeds the demo data', async () => {
    const statements = await splitStatements(fs.readFileSync(seedFile, 'utf8'));
    expect(statements.length).toBeGreaterThan(0);
    const counts = await inRolledBackTx(async (c) => {
      await applyPreparedBatch(c, statements);
      return (
        await c.query(`select (select count(*) from auth.users)::int as users,
                              (select count(*) from public.service_providers)::int as providers,
                              (select count(*) from public.bookings)::int as bookings,
                              (select count(*) from public.services where provider_id = 'b0000000-0000-4000-8000-000000000003')::int as demo_services`)
      ).rows[0];
    });
    expect(counts).toEqual({ users: 60, providers: 46, bookings: 349, demo_services: expect.any(Number) }); // 349 bookings since issue 13: completed bookings behind every seeded review.
    expect(counts.demo_services).toBeGreaterThanOrEqual(7);
  }, 60_000);

  it('refuses, as the CLI does, a statement that needs a temp table made earlier in the file', async () => {
    const statements = await splitStatements(`create temp table seed_tmp (n int);\ninsert into seed_tmp values (1);`);
    await inRolledBackTx(async (c) => {
      await expect(applyPreparedBatch(c, statements)).rejects.toThrow(/line 2 .*relation "seed_tmp" does not exist[\s\S]*prepares every statement/);
    });
  });
});

describe('every migration as the CLI applies it (db push, db reset)', () => {
  let db: ScratchDb;
  beforeAll(async () => {
    db = await createScratchDb('migration_batch');
    const admin = new pg.Client({ connectionString: db.adminUrl });
    admin.on('notice', () => {});
    await admin.connect();
    try {
      await applyLocalSql(admin);
    } finally {
      await admin.end();
    }
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('applies each file statement by statement through the extended protocol, in one transaction, as postgres', async () => {
    const { files } = readMigrationFiles(migrationsDir);
    expect(files.length).toBeGreaterThan(0);
    const probe = new pg.Client({ connectionString: db.ownerUrl });
    await probe.connect();
    try {
      // The mode is really the extended protocol: two commands in one string are refused, as by the CLI.
      await expect(probe.query({ text: 'select 1; select 2', queryMode: 'extended' } as pg.QueryConfig)).rejects.toThrow(/multiple commands/);
    } finally {
      await probe.end();
    }
    for (const f of files) {
      const statements = await splitStatements(f.sql);
      const c = new pg.Client({ connectionString: db.ownerUrl });
      c.on('notice', () => {});
      await c.connect();
      try {
        await c.query('begin');
        for (const st of statements) {
          // queryMode 'extended' (pg has it, @types/pg not yet): Parse/Bind/Execute as pgconn's ExecParams,
          // which refuses two commands in one string.
          await c.query({ text: st.sql, queryMode: 'extended' } as pg.QueryConfig).catch((e: Error) => {
            throw new Error(`${f.file}, the statement at line ${st.line}, does not apply as the CLI sends it: ${e.message}`);
          });
        }
        await c.query('commit');
      } finally {
        await c.end();
      }
    }
    const c = new pg.Client({ connectionString: db.ownerUrl });
    await c.connect();
    try {
      const { rows } = await c.query(`select (select count(*) from public.booking_statuses)::int as statuses,
                                             (select count(*) from pg_proc where pronamespace = 'private'::regnamespace)::int as private_functions`);
      expect(rows[0].statuses).toBeGreaterThan(0);
      expect(rows[0].private_functions).toBeGreaterThan(50);
    } finally {
      await c.end();
    }
  }, 60_000);
});
