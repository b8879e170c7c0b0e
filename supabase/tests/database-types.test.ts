// The checked-in `Database` type (shared/supabase/database.types.ts) is what the migrations build:
// a migration that adds, renames or retypes a column or function without `pnpm db:types` fails
// here, before an app reads a row shape that no longer exists. So is the booking graph the apps
// read (shared/supabase/booking-graph.generated.ts): a migration that adds or drops a status or
// an edge fails here, not in a remote that still offers the old edge. A scratch database of its own
// (every migration, no seed), so tables other suites create for a moment are never in it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookingGraphFile, generateBookingGraph } from '../../local-supabase/src/booking-graph-types.ts';
import { databaseTypesFile, generateDatabaseTypes, generateTypeFiles } from '../../local-supabase/src/db-types.ts';
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

const checkedIn = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');

const ownerQuery = async (sql: string) => {
  const owner = new pg.Client({ connectionString: db.ownerUrl });
  await owner.connect();
  try {
    await owner.query(sql);
  } finally {
    await owner.end();
  }
};

it('shared/supabase/database.types.ts and booking-graph.generated.ts match the database of supabase/migrations', async () => {
  const files = await generateTypeFiles(db.ownerUrl);
  expect(files.map((f) => f.file)).toEqual([databaseTypesFile, bookingGraphFile]);
  for (const { file, source } of files) {
    expect(checkedIn(file), `${file} is out of date with supabase/migrations: run \`pnpm db:types\` and commit the result`).toBe(source);
  }
});

it('notices a change to the graph: a new status and its edge show up in the generated graph', async () => {
  await ownerQuery(`
    insert into public.booking_statuses (status, final, position, holds_slot) values ('dbtypes_probe', true, 99, false);
    insert into public.booking_transitions (from_status, to_status, actor) values ('held', 'dbtypes_probe', 'provider');`);
  const generated = await generateBookingGraph(db.ownerUrl);
  expect(generated).not.toBe(checkedIn(bookingGraphFile));
  expect(generated).toContain("  dbtypes_probe: { final: true, position: 99, holds_slot: false },\n");
  expect(generated).toMatch(/ {2}provider: \[\n {4}\['held', 'dbtypes_probe'\],\n/);
});

it('notices a schema change: a new column shows up in the generated Row, Insert and Update', async () => {
  await ownerQuery('alter table public.profiles add column dbtypes_probe text');
  const generated = await generateDatabaseTypes(db.ownerUrl);
  expect(generated).not.toBe(checkedIn(databaseTypesFile));
  expect(generated.match(/dbtypes_probe\??: string \| null/g)).toHaveLength(3);
});
