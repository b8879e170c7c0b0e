// `pnpm db:diff <name>` and `pnpm db:diff --check`: keeps supabase/migrations in step with the
// declarative schema files (supabase/schemas, read in config.toml's `schema_paths` order), as
// `supabase db diff -f <name>` does with pg-delta. Both sides are built for real on one throwaway
// embedded Postgres, never parsed: database M from the migrations (as the runner applies them,
// as `postgres`, no seed) and database S from local-supabase/sql plus the schema files (each as
// `postgres`). pg-delta then plans M -> S under its `supabase` profile, so only what a project
// owns is compared; the platform objects local-supabase/sql stands in for are equal on both sides
// or outside that profile.
//
// pg-delta compares definitions, not rows, yet our business rules also live in rows (statuses,
// transitions, refund tiers, templates) that the schema files write as idempotent upserts. Those
// "reference tables" are found from the schema files themselves (every table an INSERT statement
// in them targets, via libpg-query, the parser Postgres itself uses), and their rows are compared
// by primary key: the migration gets the upserts and deletes that make M's rows equal S's.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse as parseSql } from 'libpg-query';
import pg from 'pg';
import { parse as parseToml } from 'smol-toml';
import { encodeId, supabaseProfile, resolveProfile, plan as planDiff, renderPlanFiles, type FactBase, type Plan, type StableId } from '@supabase/pg-delta';
import { repoRoot, migrationsDir as defaultMigrationsDir } from './config.ts';
import { applyLocalSql, migrate, MigrationError } from './migrate.ts';
import { freePort } from './ports.ts';
import { startEmbeddedPostgres } from './postgres.ts';
import { createDataDirFromTemplate, templatesEnabled } from './template.ts';

export const defaultConfigFile = path.join(repoRoot, 'supabase', 'config.toml');

export interface DiffSources {
  /** supabase/migrations, or a test's folder. */
  migrationsDir: string;
  /** The schema files in load order. */
  schemaFiles: string[];
}

/** What differs between the migrations' database (M) and the schema files' (S). */
export interface SchemaDiff {
  /** pg-delta's plan M -> S (definitions). */
  plan: Plan;
  /** Reference-table rows M must gain, change or lose to equal S's. */
  rows: TableRowDiff[];
  /** Objects of kinds pg-delta does not model (casts, operators, text search configurations…), on either side. */
  notes: string[];
  /** Policies on the storage and realtime schemas' tables, which pg-delta's supabase profile leaves out. */
  storagePolicies: PolicyDiff;
}

export interface PolicyDiff {
  /** Drops, then creates: a changed policy is dropped and created again. */
  statements: string[];
  /** One line per policy, for the summary: `+ storage.objects "name"`, `~ …`, `- …`. */
  changes: string[];
}

export interface TableRowDiff {
  table: string;
  upserts: string[];
  deletes: string[];
  /** One line per row, for the summary: `+ (id)=(…)`, `~ …`, `- …`. */
  changes: string[];
}

/** `dir/*.sql`-style entries (a `*` in the file name only), enough for schema_paths. */
function globLastSegment(base: string, entry: string): string[] {
  const dir = path.dirname(entry);
  const pattern = new RegExp(`^${path.basename(entry).split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  if (dir.includes('*')) throw new Error(`schema_paths entry ${entry}: only the file name may hold a *`);
  const abs = path.resolve(base, dir);
  return fs.existsSync(abs) ? fs.readdirSync(abs).filter((f) => pattern.test(f)).sort().map((f) => path.join(dir, f)) : [];
}

/**
 * The schema files `[db.migrations] schema_paths` names, in its order, each entry a path or a
 * glob relative to supabase/ (as the CLI reads it); a glob's matches sorted, a file named twice
 * loaded once.
 */
export function schemaFilesFromConfig(configFile = defaultConfigFile): string[] {
  const base = path.dirname(configFile);
  const config = parseToml(fs.readFileSync(configFile, 'utf8')) as { db?: { migrations?: { schema_paths?: string[] } } };
  const entries = config.db?.migrations?.schema_paths ?? [];
  const files: string[] = [];
  for (const entry of entries) {
    const matches = entry.includes('*') ? globLastSegment(base, entry) : [entry];
    for (const m of matches) {
      const file = path.resolve(base, m);
      if (!fs.existsSync(file)) throw new Error(`schema_paths names ${entry}, which does not exist (supabase/config.toml)`);
      if (!files.includes(file)) files.push(file);
    }
  }
  return files;
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * The tables INSERT statements in the schema files write to (schema-qualified, in first-seen
 * order), each with the columns those statements name (null: a statement names none, so all).
 * Only those columns are the schema's to state: the others (created_at, a generated id) are
 * whatever their defaults make and differ between any two builds.
 */
export async function referenceTables(schemaFiles: string[]): Promise<Map<string, Set<string> | null>> {
  const tables = new Map<string, Set<string> | null>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'InsertStmt') {
        const stmt = value as { relation?: { schemaname?: string; relname: string }; cols?: { ResTarget: { name: string } }[] };
        if (stmt.relation) {
          const name = `${stmt.relation.schemaname ?? 'public'}.${stmt.relation.relname}`;
          const cols = stmt.cols?.map((c) => c.ResTarget.name);
          const seen = tables.has(name) ? tables.get(name) : new Set<string>();
          tables.set(name, cols && seen ? new Set([...seen, ...cols]) : null);
        }
      }
      visit(value);
    }
  };
  for (const file of schemaFiles) visit(await parseSql(fs.readFileSync(file, 'utf8')));
  return tables;
}

function describeError(e: unknown, sql: string): string {
  const err = e as pg.DatabaseError;
  let where = '';
  if (err.position) {
    const line = sql.slice(0, Number(err.position)).split('\n').length;
    where = ` at line ${line}: ${sql.split('\n')[line - 1]?.trim() ?? ''}`;
  }
  return `${err.message}${err.code ? ` (SQLSTATE ${err.code})` : ''}${where}`;
}

/** Loads the schema files into the database at `ownerUrl`, each in a transaction of its own, as `postgres`. */
async function loadSchemaFiles(ownerUrl: string, files: string[]) {
  const owner = new pg.Client({ connectionString: ownerUrl });
  owner.on('notice', () => {});
  await owner.connect();
  try {
    for (const file of files) {
      const sql = fs.readFileSync(file, 'utf8');
      await owner.query('begin');
      try {
        await owner.query(sql);
        await owner.query('commit');
      } catch (e) {
        await owner.query('rollback').catch(() => {});
        throw new MigrationError(path.relative(repoRoot, file), describeError(e, sql), '');
      }
    }
  } finally {
    await owner.end();
  }
}

interface RowSet {
  key: string[];
  columns: string[];
  /** Row key (JSON of the key values) -> the row as JSON text and its columns as SQL literals. */
  rows: Map<string, { json: string; literals: string[] }>;
}

/** The table's rows over `columns`, keyed by its primary key (every column when it has none). */
async function readRows(client: pg.Client, table: string, columns: string[], key: string[]): Promise<RowSet> {
  const rows = new Map<string, { json: string; literals: string[] }>();
  const exists = (await client.query('select to_regclass($1) as t', [table])).rows[0].t;
  if (!exists) return { key, columns, rows };
  const present = (
    await client.query<{ attname: string }>(
      `select attname from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped`,
      [table],
    )
  ).rows.map((r) => r.attname);
  const ident = (c: string) => client.escapeIdentifier(c);
  // A column M does not have yet reads as absent, so every row differs and is upserted after the DDL adds it.
  const select = columns.map((c) => (present.includes(c) ? `quote_nullable(${ident(c)}::text)` : `'<absent>'`)).join(', ');
  const keyJson = `jsonb_build_array(${key.map((c) => (present.includes(c) ? `${ident(c)}::text` : 'null')).join(', ')})::text`;
  const res = await client.query({ text: `select ${keyJson} as k, ${select ? `array[${select}]` : `array[]::text[]`} as v from ${table}`, rowMode: 'array' });
  for (const [k, v] of res.rows as [string, string[]][]) rows.set(k, { json: JSON.stringify(v), literals: v });
  return { key, columns, rows };
}

/**
 * The columns compared (the authored ones an INSERT may set, not generated) and the row key: the
 * primary key, else a unique key, made of authored columns; else every compared column (a
 * changed row is then a delete and an insert).
 */
async function tableShape(client: pg.Client, table: string, authored: Set<string> | null) {
  const cols = await client.query<{ attname: string; identity: string }>(
    `select attname, attidentity as identity from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [table],
  );
  const keys = await client.query<{ cols: string[] }>(
    `select array_agg(a.attname::text order by k.n) as cols from pg_index i
       join lateral unnest(i.indkey) with ordinality k(attnum, n) on true
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
      where i.indrelid = $1::regclass and i.indisunique and i.indpred is null and i.indexprs is null
      group by i.indexrelid, i.indisprimary order by i.indisprimary desc, i.indexrelid`,
    [table],
  );
  const columns = cols.rows.map((r) => r.attname).filter((c) => !authored || authored.has(c));
  const key = keys.rows.find((k) => k.cols.every((c) => columns.includes(c)))?.cols ?? columns;
  const identityAlways = cols.rows.some((r) => r.identity === 'a' && columns.includes(r.attname));
  return { columns, key, identityAlways };
}

async function diffRows(m: pg.Client, s: pg.Client, tables: Map<string, Set<string> | null>): Promise<TableRowDiff[]> {
  const out: TableRowDiff[] = [];
  for (const session of [m, s]) await session.query(`set datestyle = 'ISO, YMD'; set timezone = 'UTC'; set intervalstyle = 'iso_8601'; set extra_float_digits = 3`);
  for (const [table, authored] of tables) {
    // A table the schema files fill but S lacks was dropped again in them: its DDL says so.
    if (!(await s.query('select to_regclass($1) as t', [table])).rows[0].t) continue;
    const { columns, key, identityAlways } = await tableShape(s, table, authored);
    const [mine, wanted] = [await readRows(m, table, columns, key), await readRows(s, table, columns, key)];
    const ident = (c: string) => s.escapeIdentifier(c);
    const qualified = table.split('.').map(ident).join('.');
    const diff: TableRowDiff = { table, upserts: [], deletes: [], changes: [] };
    const keyIndexes = key.map((c) => columns.indexOf(c));
    const keyText = (literals: string[]) => `(${key.join(', ')})=(${keyIndexes.map((i) => literals[i]).join(', ')})`;
    const nonKey = columns.filter((c) => !key.includes(c));
    for (const [k, row] of wanted.rows) {
      const current = mine.rows.get(k);
      if (current?.json === row.json) continue;
      const conflict = nonKey.length && key.length < columns.length
        ? `on conflict (${key.map(ident).join(', ')}) do update set ${nonKey.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}`
        : 'on conflict do nothing';
      diff.upserts.push(
        `insert into ${qualified} (${columns.map(ident).join(', ')})${identityAlways ? ' overriding system value' : ''}\n  values (${row.literals.join(', ')})\n  ${conflict};`,
      );
      diff.changes.push(`${current ? '~' : '+'} ${keyText(row.literals)}`);
    }
    for (const [k, row] of mine.rows) {
      if (wanted.rows.has(k)) continue;
      const where = key
        .map((c, j) => {
          const literal = row.literals[keyIndexes[j] ?? -1] ?? 'NULL';
          return `${ident(c)} ${literal === 'NULL' ? 'is null' : `= ${literal}`}`;
        })
        .join(' and ');
      diff.deletes.push(`delete from ${qualified} where ${where};`);
      diff.changes.push(`- ${keyText(row.literals)}`);
    }
    if (diff.changes.length) out.push(diff);
  }
  return out;
}

/**
 * Drops `GRANT <everything> ON TABLE t TO <t's owner>` after the CREATE of t in the same plan.
 * pg-delta keeps that grant whenever some role has default privileges for tables (hosted's and
 * our compat SQL do), yet the owner already holds exactly those rights on a new table; and the
 * list it writes is this Postgres's (18), with MAINTAIN, which a hosted Postgres 15 refuses.
 */
export function withoutOwnerDefaultGrants(plan: Plan, desired: FactBase): Plan {
  const created = new Set(plan.actions.filter((a) => a.verb === 'create').flatMap((a) => a.produces.filter((id) => id.kind === 'table').map(encodeId)));
  const redundant = (a: Plan['actions'][number]) => {
    if (a.verb !== 'create' || a.produces.length || a.consumes.length !== 2 || !/^GRANT /.test(a.sql)) return false;
    const table = a.consumes.find((id) => id.kind === 'table');
    const role = a.consumes.find((id) => id.kind === 'role') as { kind: 'role'; name: string } | undefined;
    if (!table || !role || !created.has(encodeId(table))) return false;
    const owner = desired.outgoingEdges(table).find((e) => e.kind === 'owner')?.to as { kind: string; name?: string } | undefined;
    if (owner?.kind !== 'role' || owner.name !== role.name) return false;
    const acl = desired.get({ kind: 'acl', target: table, grantee: role.name } as StableId)?.payload as
      | { privileges?: string[]; grantable?: string[]; _ownerDefault?: string[] }
      | undefined;
    const same = (x: string[] = [], y: string[] = []) => x.length === y.length && x.every((p) => y.includes(p));
    return !!acl && !acl.grantable?.length && same(acl.privileges, acl._ownerDefault);
  };
  return { ...plan, actions: plan.actions.filter((a) => !redundant(a)) };
}

/**
 * Builds M and S on a throwaway Postgres and compares them. The migrated template (template.ts)
 * stands in for M when the migrations are supabase/migrations: it is that very database.
 */
export async function diffSchemas(sources: DiffSources): Promise<SchemaDiff> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-db-diff-'));
  // Postgres runs as the `postgres` OS user when we are root: it must be able to enter the dir.
  fs.chmodSync(tmp, 0o755);
  const dataDir = path.join(tmp, 'pg');
  const isRepoMigrations = path.resolve(sources.migrationsDir) === path.resolve(defaultMigrationsDir);
  if (isRepoMigrations && templatesEnabled()) await createDataDirFromTemplate(dataDir, { seed: false });
  const db = await startEmbeddedPostgres({ dataDir, port: await freePort(), onFatal: () => {} });
  const sName = `schemas_${crypto.randomBytes(3).toString('hex')}`;
  const urls = { m: { admin: db.url, owner: db.ownerUrl }, s: { admin: withDatabase(db.url, sName), owner: withDatabase(db.ownerUrl, sName) } };
  const clients: pg.Client[] = [];
  const pools: pg.Pool[] = [];
  try {
    await migrate(urls.m, { seed: false, migrationsDir: sources.migrationsDir });
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    await admin.query(`create database ${sName}`);
    await admin.end();
    const sAdmin = new pg.Client({ connectionString: urls.s.admin });
    sAdmin.on('notice', () => {});
    await sAdmin.connect();
    clients.push(sAdmin);
    await applyLocalSql(sAdmin);
    await loadSchemaFiles(urls.s.owner, sources.schemaFiles);
    // As migrate() does after the migrations: the local realtime's change triggers on published tables.
    const hasSync = await sAdmin.query(`select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'realtime_local' and p.proname = 'sync_triggers'`);
    if (hasSync.rowCount) await sAdmin.query('select realtime_local.sync_triggers()');

    const mPool = new pg.Pool({ connectionString: urls.m.owner, max: 3 });
    const sPool = new pg.Pool({ connectionString: urls.s.owner, max: 3 });
    // An idle pooled connection cut by the server's stop below must not surface as an uncaught error.
    for (const pool of [mPool, sPool]) pool.on('error', () => {});
    pools.push(mPool, sPool);
    const ctx = await resolveProfile(mPool, supabaseProfile);
    const [mFacts, sFacts] = [await ctx.extract(mPool), await ctx.extract(sPool)];
    const thePlan = withoutOwnerDefaultGrants(planDiff(mFacts.factBase, sFacts.factBase, { ...ctx.planOptions, compact: true, renames: 'off' }), sFacts.factBase);

    const m = new pg.Client({ connectionString: urls.m.owner });
    const s = new pg.Client({ connectionString: urls.s.owner });
    clients.push(m, s);
    await m.connect();
    await s.connect();
    const rows = await diffRows(m, s, await referenceTables(sources.schemaFiles));
    const notes = [...new Set([...mFacts.diagnostics, ...sFacts.diagnostics].filter((n) => n.code === 'unmodeled_kind').map((n) => n.message))];
    return { plan: thePlan, rows, notes, storagePolicies: await diffStoragePolicies(m, s) };
  } finally {
    for (const c of clients) await c.end().catch(() => {});
    for (const p of pools) await p.end().catch(() => {});
    await db.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

export const isInStep = (d: SchemaDiff) => d.plan.actions.length === 0 && d.rows.length === 0 && d.storagePolicies.changes.length === 0;

const POLICIES = `
  select schemaname, tablename, policyname, permissive, roles::text[] as roles, cmd, qual, with_check
  from pg_policies where schemaname in ('storage', 'realtime') order by schemaname, tablename, policyname`;

interface PolicyRow {
  schemaname: string;
  tablename: string;
  policyname: string;
  permissive: string;
  roles: string[];
  cmd: string;
  qual: string | null;
  with_check: string | null;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

function createPolicy(p: PolicyRow): string {
  const roles = p.roles.map((r) => (r === 'public' ? 'public' : quoteIdent(r))).join(', ');
  return [
    `create policy ${quoteIdent(p.policyname)} on ${p.schemaname}.${quoteIdent(p.tablename)}`,
    `  as ${p.permissive.toLowerCase()}`,
    `  for ${p.cmd.toLowerCase()}`,
    `  to ${roles}`,
    ...(p.qual ? [`  using (${p.qual})`] : []),
    ...(p.with_check ? [`  with check (${p.with_check})`] : []),
  ].join('\n') + ';';
}

/**
 * The project's policies on storage.objects and storage.buckets, compared by their catalog rows:
 * pg-delta's supabase profile treats the storage schema as the platform's and leaves them out, yet
 * they decide who reads an identity document, so a schema file's policy missing from the
 * migrations (or changed there) must fail the check like any other. The same for realtime's
 * (realtime.messages decides who joins a private channel).
 */
async function diffStoragePolicies(m: pg.Client, s: pg.Client): Promise<PolicyDiff> {
  const read = async (c: pg.Client) => new Map(((await c.query<PolicyRow>(POLICIES)).rows).map((p) => [`${p.schemaname}.${p.tablename}\u0000${p.policyname}`, p]));
  const [mine, wanted] = [await read(m), await read(s)];
  const drops: string[] = [];
  const creates: string[] = [];
  const changes: string[] = [];
  for (const [key, p] of mine) {
    const w = wanted.get(key);
    if (w && createPolicy(w) === createPolicy(p)) continue;
    drops.push(`drop policy ${quoteIdent(p.policyname)} on ${p.schemaname}.${quoteIdent(p.tablename)};`);
    if (!w) changes.push(`- ${p.schemaname}.${p.tablename} ${quoteIdent(p.policyname)}`);
  }
  for (const [key, w] of wanted) {
    const p = mine.get(key);
    if (p && createPolicy(w) === createPolicy(p)) continue;
    creates.push(createPolicy(w));
    changes.push(`${p ? '~' : '+'} ${w.schemaname}.${w.tablename} ${quoteIdent(w.policyname)}`);
  }
  return { statements: [...drops, ...creates], changes };
}

/** Readable lines of what differs: one per pg-delta action, one per reference row. */
export function summarize(d: SchemaDiff): string[] {
  const lines: string[] = [];
  for (const a of d.plan.actions) lines.push(`  ${(a.sql.split('\n')[0] ?? '').slice(0, 160)}${a.dataLoss === 'destructive' ? '   [destructive]' : ''}`);
  for (const t of d.rows) {
    lines.push(`  rows of ${t.table}:`);
    for (const c of t.changes) lines.push(`    ${c}`);
  }
  if (d.storagePolicies.changes.length) {
    lines.push('  storage policies:');
    for (const c of d.storagePolicies.changes) lines.push(`    ${c}`);
  }
  return lines;
}

/**
 * pg-delta revokes a function's EXECUTE from PUBLIC only, the one grant a new project has. A
 * project still carrying Supabase's former default (`grant all on functions to anon,
 * authenticated, service_role` in public) has explicit grants too, and they would survive: so
 * each such revoke names the API roles as well, and the grants that follow give back what the
 * schema files grant (function-defaults.test checks the end state under that former default).
 */
export function withWholeFunctionRevokes(sql: string): string {
  return sql.replace(/^(REVOKE ALL ON FUNCTION .+\)) FROM PUBLIC;$/gm, '$1 FROM PUBLIC, "anon", "authenticated", "service_role";');
}

/** The migration's SQL: pg-delta's statements (its segments in order), then the reference rows. */
export function renderMigration(d: SchemaDiff, header: string): string {
  const parts = [header.trimEnd()];
  if (d.plan.actions.length) {
    const rendered = renderPlanFiles(d.plan, { allowDrops: true });
    for (const file of rendered.files) parts.push(withWholeFunctionRevokes(file.contents.trimEnd()));
  }
  if (d.rows.length) {
    parts.push('-- Reference rows (supabase/schemas), made equal to the schema files\'.');
    // Deletes first, last-filled table first, so no row is removed while a later table's rows still point at it.
    for (const t of [...d.rows].reverse()) if (t.deletes.length) parts.push(t.deletes.join('\n'));
    for (const t of d.rows) if (t.upserts.length) parts.push(t.upserts.join('\n'));
  }
  if (d.storagePolicies.statements.length) {
    parts.push("-- Policies on the storage and realtime schemas (pg-delta's supabase profile leaves them out), made equal to the schema files'.");
    parts.push(d.storagePolicies.statements.join('\n\n'));
  }
  return withExtensionSettingsLoaded(`${parts.join('\n\n')}\n`);
}

/**
 * A function that sets an extension's parameter (`SET "pg_trgm.similarity_threshold"`) can be
 * created by `postgres` (no superuser, as on hosted) only once the extension's library is loaded
 * in the session: before that the parameter is a placeholder, which only a superuser may set. A
 * baseline loads it on its way; a migration that starts with such a function does it first.
 */
export function withExtensionSettingsLoaded(sql: string): string {
  if (!/^\s*SET "pg_trgm\./im.test(sql)) return sql;
  const [header, ...rest] = sql.split(/\n\n/);
  const load = "-- pg_trgm's library, loaded before a function sets one of its parameters (see db-diff.ts).\nSELECT extensions.show_limit();";
  return [header, load, ...rest].join('\n\n');
}

/** `<YYYYMMDDHHMMSS>`, UTC, as the Supabase CLI names a migration. */
export function migrationTimestamp(now = new Date()): string {
  return now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

export interface RunOptions extends Partial<DiffSources> {
  check?: boolean;
  name?: string;
  log?: (line: string) => void;
  now?: Date;
}

/** The command: 0 in step (or a migration written), 1 when `check` finds a difference. */
export async function runDbDiff(opts: RunOptions): Promise<{ code: number; file?: string }> {
  const log = opts.log ?? ((l: string) => console.log(l));
  const started = Date.now();
  const sources: DiffSources = {
    migrationsDir: opts.migrationsDir ?? defaultMigrationsDir,
    schemaFiles: opts.schemaFiles ?? schemaFilesFromConfig(),
  };
  if (!sources.schemaFiles.length) throw new Error('No schema files: supabase/config.toml\'s [db.migrations] schema_paths names none.');
  const relative = path.relative(repoRoot, sources.migrationsDir);
  const relMigrations = relative && !relative.startsWith('..') ? relative : sources.migrationsDir;
  const d = await diffSchemas(sources);
  const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  // Whatever pg-delta says it cannot see is not compared: say so rather than claim more.
  for (const n of d.notes) log(`Note (pg-delta): ${n}`);
  if (isInStep(d)) {
    log(`${relMigrations} and the schema files are in step (${sources.schemaFiles.length} files, ${took}).`);
    return { code: 0 };
  }
  const summary = summarize(d);
  if (opts.check) {
    log(`${relMigrations} and the schema files differ: the schema files would need`);
    for (const l of summary) log(l);
    log('Run `pnpm db:diff <name>` to write the migration, review it, and commit both.');
    return { code: 1 };
  }
  if (!opts.name || !/^[a-z0-9_]+$/.test(opts.name)) throw new Error(`A migration name of lowercase letters, digits and _ is required (got ${opts.name ?? 'none'}).`);
  const file = path.join(sources.migrationsDir, `${migrationTimestamp(opts.now)}_${opts.name}.sql`);
  const destructive = d.plan.actions.filter((a) => a.dataLoss === 'destructive' || a.verb === 'drop').length;
  const header = [
    `-- Generated by \`pnpm db:diff ${opts.name}\` (pg-delta, supabase profile) from the schema files:`,
    '-- what turns the database the earlier migrations build into the one supabase/schemas describes.',
    '-- Review it before committing; edit the schema files, not this, and run db:diff again.',
    ...(destructive ? [`-- It drops or rewrites ${destructive} object(s): check no data that matters is lost.`] : []),
  ].join('\n');
  fs.writeFileSync(file, renderMigration(d, header));
  // The migration runner (ours and the CLI's) runs a file in one transaction.
  const outside = d.plan.actions.filter((a) => a.transactionality !== 'transactional');
  for (const a of outside) log(`Warning: this statement cannot run inside a transaction; move it to a migration of its own: ${(a.sql.split('\n')[0] ?? '').slice(0, 160)}`);
  log(`Wrote ${path.relative(repoRoot, file)} (${d.plan.actions.length} statements, ${d.rows.reduce((n, t) => n + t.changes.length, 0)} reference rows; ${took}):`);
  for (const l of summary) log(l);
  return { code: 0, file };
}
