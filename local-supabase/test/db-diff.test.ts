// `pnpm db:diff` on folders of its own: a migration and a schema file that agree are in step;
// after an edit of the schema file (a column, a function body, a policy, a table, reference rows) the
// check fails naming each, `db:diff <name>` writes the migration, that file applies on its own
// as `postgres` after the earlier ones, and the check then passes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDbDiff, schemaFilesFromConfig, withExtensionSettingsLoaded, withWholeFunctionRevokes } from '../src/db-diff.ts';
import { migrate } from '../src/migrate.ts';
import { createScratchDb, type ScratchDb } from './scratch-db.ts';

// Written once as a migration and once as the schema file: the same definitions and rows.
const base = `
create table public.stages (
  code text primary key,
  label text not null,
  position int not null,
  created_at timestamptz not null default now()
);
insert into public.stages (code, label, position) values
  ('new', 'New', 1), ('done', 'Done', 2), ('gone', 'Gone', 3)
on conflict (code) do update set label = excluded.label, position = excluded.position;

create table public.notes (
  id uuid primary key default gen_random_uuid(),
  owner uuid not null,
  body text not null,
  stage text not null references public.stages (code)
);
alter table public.notes enable row level security;
create policy "notes: owner reads" on public.notes for select to authenticated using (owner = auth.uid());
grant select on public.notes to authenticated;

-- A kind pg-delta does not model: reported as not compared, never silently taken as equal.
create text search configuration public.notes_search (copy = simple);

create function public.note_count() returns int language sql stable set search_path = '' as $$
  select count(*)::int from public.notes
$$;

-- Storage policies: pg-delta's supabase profile leaves the storage schema out; db:diff compares them.
create policy "notes files: owners read" on storage.objects for select to authenticated
  using (bucket_id = 'notes' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "notes files: gone" on storage.objects for delete to authenticated using (bucket_id = 'notes');
`;

const edited = base
  .replace('  body text not null,', '  body text not null,\n  pinned boolean not null default false,')
  .replace('select count(*)::int from public.notes', 'select count(*)::int from public.notes where not pinned')
  .replace(
    'grant select on public.notes to authenticated;',
    `create policy "notes: owner writes" on public.notes for insert to authenticated with check (owner = auth.uid());
grant select, insert on public.notes to authenticated;`,
  )
  .replace(`('new', 'New', 1), ('done', 'Done', 2), ('gone', 'Gone', 3)`, `('new', 'Fresh', 1), ('done', 'Done', 2), ('held', 'On hold', 4)`)
  .replace(`create policy "notes files: gone" on storage.objects for delete to authenticated using (bucket_id = 'notes');`, '')
  .replace("for select to authenticated\n  using (bucket_id = 'notes' and", "for select to authenticated, anon\n  using (bucket_id = 'notes' and")
  .concat('\ncreate table public.tags (id int primary key, label text not null);\n')
  .concat(`create policy "notes files: owners upload" on storage.objects for insert to authenticated with check (bucket_id = 'notes');\n`)
  .concat(`create policy "notes: owners hear typing" on realtime.messages for select to authenticated using (realtime.topic() = 'notes:' || auth.uid());\n`);

// Each db:diff run boots a Postgres and builds both databases: seconds on two shared cores.
describe('pnpm db:diff on a migrations folder and schema files of its own', { timeout: 120_000 }, () => {
  let dir: string;
  let migrationsDir: string;
  let schemaFile: string;
  let scratch: ScratchDb;
  const lines: string[] = [];
  const run = (opts: { check?: boolean; name?: string }) => {
    lines.length = 0;
    return runDbDiff({ ...opts, migrationsDir, schemaFiles: [schemaFile], log: (l) => lines.push(l), now: new Date('2026-11-28T07:01:02Z') });
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-db-diff-test-'));
    migrationsDir = path.join(dir, 'migrations');
    fs.mkdirSync(migrationsDir);
    fs.writeFileSync(path.join(migrationsDir, '20261101000000_notes.sql'), base);
    schemaFile = path.join(dir, 'schemas', '10_notes.sql');
    fs.mkdirSync(path.dirname(schemaFile));
    fs.writeFileSync(schemaFile, base);
    scratch = await createScratchDb('db_diff');
  });
  afterAll(async () => {
    await scratch?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('says in step and writes nothing when the migrations build what the schema files describe', async () => {
    expect((await run({ check: true })).code).toBe(0);
    expect(lines.join('\n')).toMatch(/are in step \(1 files/);
    expect(lines.join('\n')).toMatch(/Note \(pg-delta\): .*text search/i);
    expect(await run({ name: 'nothing' })).toEqual({ code: 0 });
    expect(fs.readdirSync(migrationsDir)).toEqual(['20261101000000_notes.sql']);
  });

  it('fails the check naming each edit, writes the migration, which applies alone, and is then in step', async () => {
    fs.writeFileSync(schemaFile, edited);
    expect((await run({ check: true })).code).toBe(1);
    const summary = lines.join('\n');
    expect(summary).toMatch(/differ/);
    expect(summary).toMatch(/"public"\."notes" ADD COLUMN "pinned"/i);
    expect(summary).toMatch(/CREATE OR REPLACE FUNCTION public\.note_count\(\)/);
    expect(summary).toMatch(/POLICY "notes: owner writes"/i);
    expect(summary).toMatch(/CREATE TABLE "public"\."tags"/);
    expect(summary).toMatch(/rows of public\.stages:\s+~ \(code\)=\('new'\)\s+\+ \(code\)=\('held'\)\s+- \(code\)=\('gone'\)/);
    expect(summary).toMatch(/storage policies:[\s\S]*- storage\.objects "notes files: gone"/);
    expect(summary).toMatch(/~ storage\.objects "notes files: owners read"/);
    expect(summary).toMatch(/\+ storage\.objects "notes files: owners upload"/);
    // realtime.messages' policies (private channels) are left out by pg-delta as storage's are.
    expect(summary).toMatch(/\+ realtime\.messages "notes: owners hear typing"/);

    const written = await run({ name: 'pinned_notes' });
    expect(written.file).toBe(path.join(migrationsDir, '20261128070102_pinned_notes.sql'));
    const sql = fs.readFileSync(written.file!, 'utf8');
    expect(sql).toMatch(/^-- Generated by `pnpm db:diff pinned_notes`/);
    expect(sql).toMatch(/delete from "public"\."stages" where "code" = 'gone';/);
    expect(sql).toMatch(/'new', 'Fresh', '1'\)\s+on conflict \("code"\) do update set "label" = excluded."label", "position" = excluded."position";/);
    // Only the columns the schema file writes: created_at stays what its default made.
    expect(sql).not.toMatch(/created_at"/);
    // No grant to a new table's owner of what it holds anyway (Postgres 18's list, MAINTAIN included).
    expect(sql).not.toMatch(/TO "postgres"|MAINTAIN/);
    expect(sql).toMatch(/drop policy "notes files: gone" on storage\."objects";/);
    expect(sql).toMatch(/create policy "notes files: owners read" on storage\."objects"\n {2}as permissive\n {2}for select\n {2}to "anon", "authenticated"/);

    // The earlier migration, then the new one alone in its own session, as `postgres`.
    const earlier = path.join(dir, 'earlier');
    fs.mkdirSync(earlier);
    fs.copyFileSync(path.join(migrationsDir, '20261101000000_notes.sql'), path.join(earlier, '20261101000000_notes.sql'));
    const urls = { admin: scratch.adminUrl, owner: scratch.ownerUrl };
    expect((await migrate(urls, { seed: false, migrationsDir: earlier })).applied).toEqual(['20261101000000_notes.sql']);
    expect((await migrate(urls, { seed: false, migrationsDir })).applied).toEqual(['20261128070102_pinned_notes.sql']);
    const c = new pg.Client({ connectionString: scratch.ownerUrl });
    await c.connect();
    try {
      const { rows } = await c.query('select code, label, position from public.stages order by position');
      expect(rows).toEqual([
        { code: 'new', label: 'Fresh', position: 1 },
        { code: 'done', label: 'Done', position: 2 },
        { code: 'held', label: 'On hold', position: 4 },
      ]);
    } finally {
      await c.end();
    }

    expect((await run({ check: true })).code).toBe(0);
    expect(lines.join('\n')).toMatch(/in step/);
  });
});

describe('schema_paths in supabase/config.toml', () => {
  it('gives the files in the order it names them, a glob by name, each once', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-schema-paths-'));
    try {
      fs.mkdirSync(path.join(dir, 'schemas'));
      for (const f of ['10_b.sql', '05_a.sql', '90_z.sql']) fs.writeFileSync(path.join(dir, 'schemas', f), '');
      fs.writeFileSync(path.join(dir, 'config.toml'), '[db.migrations]\nschema_paths = ["./schemas/90_z.sql", "./schemas/*.sql"]\n');
      expect(schemaFilesFromConfig(path.join(dir, 'config.toml')).map((f) => path.basename(f))).toEqual(['90_z.sql', '05_a.sql', '10_b.sql']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('function rights in a written migration', () => {
  it('revokes from the API roles too, not PUBLIC alone, so a former default grant does not survive', () => {
    const sql = 'REVOKE ALL ON FUNCTION "public"."f"(uuid, text) FROM PUBLIC;\nGRANT EXECUTE ON FUNCTION "public"."f"(uuid, text) TO "authenticated";';
    expect(withWholeFunctionRevokes(sql)).toBe(
      'REVOKE ALL ON FUNCTION "public"."f"(uuid, text) FROM PUBLIC, "anon", "authenticated", "service_role";\nGRANT EXECUTE ON FUNCTION "public"."f"(uuid, text) TO "authenticated";',
    );
  });
});

describe("an extension's parameter set by a written function", () => {
  it("loads pg_trgm's library first, as postgres (no superuser) may set its parameter only then", () => {
    const sql = '-- header\n\nset local check_function_bodies = off;\n\nCREATE OR REPLACE FUNCTION private.f()\n SET "pg_trgm.similarity_threshold" TO \'0.3\'\nAS $$ select 1 $$;\n';
    expect(withExtensionSettingsLoaded(sql).split('\n\n')[1]).toContain('SELECT extensions.show_limit();');
    expect(withExtensionSettingsLoaded('-- header\n\nCREATE TABLE t (id int);\n')).toBe('-- header\n\nCREATE TABLE t (id int);\n');
  });
});
