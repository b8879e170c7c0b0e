// The checked-in `Database` type (shared/supabase/database.types.ts) is what the migrations build:
// a migration that adds, renames or retypes a column or function without `pnpm db:types` fails
// here, before an app reads a row shape that no longer exists. A scratch database of its own
// (every migration, no seed), so tables other suites create for a moment are never in it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { databaseTypesFile, generateDatabaseTypes } from '../../local-supabase/src/db-types.ts';
import { migrate } from '../../local-supabase/src/migrate.ts';
import { createScratchDb, type ScratchDb } from '../../local-supabase/test/scratch-db.ts';

// `pg` belongs to the local stack's package, not the repository root (as in helpers/db.ts).
const pg = createRequire(new URL('../../local-supabase/package.json', import.meta.url))('pg') as {
  Client: new (config: { connectionString: string }) => { connect(): Promise<void>; query(sql: string): Promise<unknown>; end(): Promise<void> };
};

let db: ScratchDb;
beforeAll(async () => {
  db = await createScratchDb('dbtypes');
  await migrate({ admin: db.adminUrl, owner: db.ownerUrl }, { seed: false });
});
afterAll(async () => {
  await db?.drop();
});

it('shared/supabase/database.types.ts matches the schema of supabase/migrations', async () => {
  const generated = await generateDatabaseTypes(db.ownerUrl);
  const checkedIn = fs.existsSync(databaseTypesFile) ? fs.readFileSync(databaseTypesFile, 'utf8') : '';
  expect(checkedIn, 'shared/supabase/database.types.ts is out of date with supabase/migrations: run `pnpm db:types` and commit the result').toBe(generated);
});

it('notices a schema change: a new column shows up in the generated Row, Insert and Update', async () => {
  const owner = new pg.Client({ connectionString: db.ownerUrl });
  await owner.connect();
  try {
    await owner.query('alter table public.profiles add column dbtypes_probe text');
  } finally {
    await owner.end();
  }
  const generated = await generateDatabaseTypes(db.ownerUrl);
  expect(generated).not.toBe(fs.readFileSync(databaseTypesFile, 'utf8'));
  expect(generated.match(/dbtypes_probe\??: string \| null/g)).toHaveLength(3);
});
