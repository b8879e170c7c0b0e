// Migrations run as hosted runs them: each file of supabase/migrations applies on its own, in
// a fresh session, as `postgres` (not a superuser), on a database set up like a hosted project
// (local-supabase/sql/). And the runner keeps the Supabase CLI's rules: versions are the number
// prefix, an applied migration must not change, nothing may be inserted below the last one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../src/config.ts';
import { applyLocalSql, migrate } from '../src/migrate.ts';
import { checksumOf, MigrationHistoryError, pendingMigrations, readMigrationFiles, type MigrationFile } from '../src/migration-history.ts';
import { stack } from './helpers.ts';
import { createScratchDb, type ScratchDb } from './scratch-db.ts';

const file = (version: string, name: string, sql = `select ${Number(version)};`): MigrationFile => ({
  version,
  name,
  file: `${version}_${name}.sql`,
  sql,
  checksum: checksumOf(sql),
});
const applied = (f: MigrationFile) => ({ version: f.version, name: f.name, checksum: f.checksum });

describe('migration history rules (as the Supabase CLI)', () => {
  const a = file('0001', 'profiles');
  const b = file('0002', 'providers');
  const c = file('0003', 'catalogue');

  it('applies what is new, in version order', () => {
    expect(pendingMigrations([a, b, c], [applied(a)]).map((f) => f.file)).toEqual(['0002_providers.sql', '0003_catalogue.sql']);
    expect(pendingMigrations([a, b, c], [applied(a), applied(b), applied(c)])).toEqual([]);
  });

  it('refuses an applied migration that was edited, and says to reset', () => {
    const edited = { ...b, sql: `${b.sql}\nselect 'edited';`, checksum: checksumOf(`${b.sql}\nselect 'edited';`) };
    expect(() => pendingMigrations([a, edited, c], [applied(a), applied(b)])).toThrow(MigrationHistoryError);
    expect(() => pendingMigrations([a, edited, c], [applied(a), applied(b)])).toThrow(/0002_providers\.sql was edited after it was applied[\s\S]*pnpm db:reset/);
  });

  it('refuses a new migration numbered below the last applied one', () => {
    expect(() => pendingMigrations([a, b, c], [applied(a), applied(c)])).toThrow(/0002_providers\.sql is numbered below the last applied migration 0003_catalogue\.sql[\s\S]*pnpm db:reset/);
  });

  it('refuses a history that names a migration no longer in the folder', () => {
    expect(() => pendingMigrations([a, c], [applied(a), applied(b)])).toThrow(/0002_providers\.sql was applied to this database but is not in supabase\/migrations/);
  });

  it('reads versions as numbers, skips files without one, and refuses two files with one version', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-migrations-'));
    try {
      fs.writeFileSync(path.join(dir, '10_ten.sql'), 'select 10;');
      fs.writeFileSync(path.join(dir, '9_nine.sql'), 'select 9;');
      fs.writeFileSync(path.join(dir, '20261128060000_baseline.sql'), 'select 1;');
      fs.writeFileSync(path.join(dir, 'notes.sql'), 'select 0;');
      const { files, skipped } = readMigrationFiles(dir);
      expect(files.map((f) => [f.version, f.name])).toEqual([
        ['9', 'nine'],
        ['10', 'ten'],
        ['20261128060000', 'baseline'],
      ]);
      expect(skipped).toEqual(['notes.sql']);
      fs.writeFileSync(path.join(dir, '010_also_ten.sql'), 'select 10;');
      expect(() => readMigrationFiles(dir)).toThrow(/same version/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('orders a CLI timestamp version (YYYYMMDDHHMMSS) after short numbers, as numbers', () => {
    const old = file('0049', 'terms');
    const baseline = file('20261128060000', 'baseline', 'select 1;');
    const next = file('20261201093000', 'next', 'select 2;');
    expect(pendingMigrations([old, baseline, next], [applied(old)]).map((f) => f.file)).toEqual(['20261128060000_baseline.sql', '20261201093000_next.sql']);
    expect(pendingMigrations([baseline, next], [applied(baseline)]).map((f) => f.file)).toEqual(['20261201093000_next.sql']);
    expect(() => pendingMigrations([baseline, next], [applied(next)])).toThrow(/20261128060000_baseline\.sql is numbered below the last applied migration 20261201093000_next\.sql/);
  });

  it('every migration of the project has a version and one of its own', () => {
    const { files, skipped } = readMigrationFiles(migrationsDir);
    expect(skipped).toEqual([]);
    expect(files.length).toBeGreaterThan(0);
  });
});

describe('a database made by an older local stack', () => {
  it('is refused with the way out when the superuser supabase_admin cannot log in', async () => {
    // An old data directory's superuser was postgres; supabase_admin does not exist there.
    const url = new URL(stack().adminDbUrl);
    url.username = 'supabase_admin_of_another_stack';
    await expect(migrate({ admin: url.toString(), owner: stack().dbUrl }, { seed: false })).rejects.toThrow(
      /Cannot connect as the local superuser supabase_admin[\s\S]*older local stack[\s\S]*pnpm db:reset/,
    );
  });
});

describe('the runner on a real database', () => {
  let db: ScratchDb;
  let dir: string;
  beforeAll(async () => {
    db = await createScratchDb('runner');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-migrations-'));
  });
  afterAll(async () => {
    await db?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('records versions, then refuses an edited migration and one inserted below the last', async () => {
    const run = () => migrate({ admin: db.adminUrl, owner: db.ownerUrl }, { migrationsDir: dir, seed: false });
    fs.writeFileSync(path.join(dir, '0001_first.sql'), 'create table public.t1 (id int primary key);');
    fs.writeFileSync(path.join(dir, '0003_third.sql'), 'create table public.t3 (id int primary key);');
    expect((await run()).applied).toEqual(['0001_first.sql', '0003_third.sql']);
    expect((await run()).applied).toEqual([]);

    const c = new pg.Client({ connectionString: db.ownerUrl });
    await c.connect();
    try {
      const rows = (await c.query('select version, name from supabase_migrations.schema_migrations order by version')).rows;
      expect(rows).toEqual([
        { version: '0001', name: 'first' },
        { version: '0003', name: 'third' },
      ]);
    } finally {
      await c.end();
    }

    fs.writeFileSync(path.join(dir, '0002_second.sql'), 'create table public.t2 (id int primary key);');
    await expect(run()).rejects.toThrow(/0002_second\.sql is numbered below the last applied migration 0003_third\.sql[\s\S]*pnpm db:reset/);
    fs.rmSync(path.join(dir, '0002_second.sql'));

    fs.writeFileSync(path.join(dir, '0001_first.sql'), 'create table public.t1 (id int primary key, note text);');
    await expect(run()).rejects.toThrow(/0001_first\.sql was edited after it was applied[\s\S]*pnpm db:reset/);
  });
});

describe('each migration applies on its own as the non-superuser owner', () => {
  let db: ScratchDb;
  beforeAll(async () => {
    db = await createScratchDb('each');
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

  it('applies every file, one per fresh session, as postgres (no superuser, bypassrls)', async () => {
    const { files } = readMigrationFiles(migrationsDir);
    for (const f of files) {
      // A new session for every file: nothing an earlier file loaded (such as the pg_trgm library) is there.
      const c = new pg.Client({ connectionString: db.ownerUrl });
      c.on('notice', () => {});
      await c.connect();
      try {
        const [me] = (await c.query(`select rolname, rolsuper, rolbypassrls from pg_roles where rolname = current_user`)).rows;
        expect(me).toEqual({ rolname: 'postgres', rolsuper: false, rolbypassrls: true });
        await c.query('begin');
        await c.query(f.sql).catch((e: Error) => {
          throw new Error(`${f.file} does not apply as postgres on its own: ${e.message}`);
        });
        await c.query('commit');
      } finally {
        await c.end();
      }
    }
  }, 60_000);
});
