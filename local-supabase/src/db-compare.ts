// Proves two ways of building the database give the same database, by reading the catalogs
// of both: functions (definition, config, security, volatility), policies, privileges on
// schemas, tables, columns, functions and sequences, default privileges, constraints,
// indexes, triggers, publication membership, comments, column defaults, extensions and every
// table's rows (no seed: what is left are the rows that are rules). Written to check the
// squash of 0001..0049 into one baseline (issue 23); any two sources can be compared:
//
//   pnpm db:compare git:67b60a3 migrations
//
// A source is `git:<rev>` (supabase/migrations as committed at <rev>), `migrations` (the
// working tree's supabase/migrations), `schemas` (supabase/schemas in config.toml's
// schema_paths order, each file in a fresh session as postgres), `schemas:<folder>` (its .sql
// files in name order) or a folder of migrations.
// Exits 1 when the databases differ. Each side starts like a hosted project: local-supabase/sql/
// as the superuser, then the migrations as the non-superuser `postgres`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrationsDir, repoRoot } from './config.ts';
import { schemaFilesFromConfig } from './db-diff.ts';
import { applyLocalSql, migrate } from './migrate.ts';
import { freePort } from './ports.ts';
import { startEmbeddedPostgres } from './postgres.ts';

/** What the catalogs say, one sorted list of text rows per kind of object. */
type Catalog = Record<string, string[]>;

/** An ACL as its sorted entries, no ACL as the owner's defaults: GRANTs in another order are the same rights. */
const acl = (column: string, kind: string, owner: string) =>
  `(select string_agg(x::text, ',' order by x::text) from unnest(coalesce(${column}, acldefault(${kind}, ${owner}))) x)`;

// supabase_migrations is the history of how a database was built, not part of it.
const schemaFilter = `not in ('pg_catalog', 'information_schema', 'pg_toast', 'supabase_migrations') and nspname not like 'pg_temp%' and nspname not like 'pg_toast_temp%'`;

const catalogQueries: Record<string, string> = {
  schemas: `select nspname || ' owner=' || pg_get_userbyid(nspowner) || ' acl=' || ${acl('nspacl', `'n'`, 'nspowner')}
    from pg_namespace where nspname ${schemaFilter}`,
  extensions: `select extname || ' ' || extversion || ' in ' || extnamespace::regnamespace::text from pg_extension`,
  'default privileges': `select pg_get_userbyid(defaclrole) || ' ' || coalesce(defaclnamespace::regnamespace::text, '(all schemas)') || ' '
    || defaclobjtype::text || ' ' || (select string_agg(x::text, ',' order by x::text) from unnest(defaclacl) x) from pg_default_acl`,
  relations: `select n.nspname || '.' || c.relname || ' kind=' || c.relkind::text || ' owner=' || pg_get_userbyid(c.relowner)
      || ' rls=' || c.relrowsecurity || '/' || c.relforcerowsecurity || ' replica=' || c.relreplident::text
      || ' options=' || coalesce(c.reloptions::text, '-') || ' acl=' || ${acl('c.relacl', `case c.relkind when 'S' then 's'::"char" else 'r'::"char" end`, 'c.relowner')}
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname ${schemaFilter} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f', 'c')`,
  columns: `select n.nspname || '.' || c.relname || '.' || a.attname
      || ' #' || row_number() over (partition by c.oid order by a.attnum)
      || ' ' || format_type(a.atttypid, a.atttypmod) || case when a.attnotnull then ' not null' else '' end
      || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '') || ' identity=' || a.attidentity::text
      || ' generated=' || a.attgenerated::text || ' collation=' || a.attcollation::regcollation::text
      || ' acl=' || coalesce((select string_agg(x::text, ',' order by x::text) from unnest(a.attacl) x), '-')
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname ${schemaFilter} and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c') and a.attnum > 0 and not a.attisdropped`,
  constraints: `select n.nspname || '.' || coalesce(c.relname, t.typname) || ' ' || k.conname || ': ' || pg_get_constraintdef(k.oid)
      || case when k.condeferrable then ' deferrable' else '' end || case when k.convalidated then '' else ' not valid' end
    from pg_constraint k join pg_namespace n on n.oid = k.connamespace
    left join pg_class c on c.oid = k.conrelid left join pg_type t on t.oid = k.contypid
    where n.nspname ${schemaFilter}`,
  indexes: `select pg_get_indexdef(i.indexrelid) from pg_index i join pg_class c on c.oid = i.indexrelid
    join pg_namespace n on n.oid = c.relnamespace where n.nspname ${schemaFilter}`,
  functions: `select p.oid::regprocedure::text || ' owner=' || pg_get_userbyid(p.proowner) || ' acl=' || ${acl('p.proacl', `'f'`, 'p.proowner')}
      || E'\\n' || case when p.prokind = 'a' then '(aggregate)' else pg_get_functiondef(p.oid) end
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname ${schemaFilter}
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`,
  triggers: `select pg_get_triggerdef(t.oid) || case t.tgenabled when 'O' then '' else ' enabled=' || t.tgenabled::text end
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal and n.nspname ${schemaFilter}`,
  policies: `select schemaname || '.' || tablename || ' "' || policyname || '" ' || permissive || ' ' || cmd || ' to ' || roles::text
      || ' using ' || coalesce(qual, '-') || ' check ' || coalesce(with_check, '-') from pg_policies`,
  types: `select n.nspname || '.' || t.typname || ' ' || t.typtype::text || coalesce(' ' || (select string_agg(e.enumlabel, ',' order by e.enumsortorder)
      from pg_enum e where e.enumtypid = t.oid), '') || coalesce(' base=' || format_type(t.typbasetype, t.typtypmod), '')
      || ' acl=' || ${acl('t.typacl', `'T'`, 't.typowner')}
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname ${schemaFilter} and t.typtype in ('e', 'd', 'r', 'm')
      and not exists (select 1 from pg_depend d where d.classid = 'pg_type'::regclass and d.objid = t.oid and d.deptype = 'e')`,
  publications: `select pubname || ' ' || schemaname || '.' || tablename || ' columns=' || coalesce(attnames::text, '-')
      || ' where=' || coalesce(rowfilter, '-') from pg_publication_tables`,
  comments: `select pg_describe_object(d.classoid, d.objoid, d.objsubid) || ': ' || d.description from pg_description d
    where d.classoid <> 'pg_namespace'::regclass or d.objoid not in (select oid from pg_namespace where nspname ${schemaFilter.replace('not in', 'in')})`,
};

async function readCatalog(url: string): Promise<Catalog> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const catalog: Catalog = {};
    for (const [kind, sql] of Object.entries(catalogQueries)) {
      catalog[kind] = (await client.query({ text: sql, rowMode: 'array' })).rows.map((r) => String(r[0])).sort();
    }
    // Every table's rows: without the seed, these are the rows that are rules (reference data);
    // when a row was written is no part of it.
    const tables = (
      await client.query(`select format('%I.%I', n.nspname, c.relname) as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname in ('public', 'private')`)
    ).rows.map((r) => r.t as string);
    catalog.rows = [];
    for (const t of tables.sort()) {
      const rows = (await client.query(`select (to_jsonb(x) - 'created_at' - 'updated_at')::text as j from ${t} x`)).rows.map((r) => `${t} ${r.j}`);
      catalog.rows.push(...rows.sort());
    }
    return catalog;
  } finally {
    await client.end();
  }
}

/** Builds `source` into the (empty) database named in urls. */
async function build(source: string, urls: { admin: string; owner: string }, tmp: string): Promise<string> {
  if (source === 'schemas' || source.startsWith('schemas:')) {
    const admin = new pg.Client({ connectionString: urls.admin });
    admin.on('notice', () => {});
    await admin.connect();
    try {
      await applyLocalSql(admin);
    } finally {
      await admin.end();
    }
    const dir = source.slice('schemas:'.length);
    const files = dir ? fs.readdirSync(dir).filter((f) => f.endsWith('.sql')).sort().map((f) => path.join(dir, f)) : schemaFilesFromConfig();
    for (const f of files) {
      const c = new pg.Client({ connectionString: urls.owner });
      c.on('notice', () => {});
      await c.connect();
      try {
        await c.query(fs.readFileSync(f, 'utf8')).catch((e: Error) => {
          throw new Error(`${path.relative(repoRoot, f)}: ${e.message}`);
        });
      } finally {
        await c.end();
      }
    }
    return `supabase/schemas (${files.length} files)`;
  }
  let dir: string;
  if (source.startsWith('git:')) {
    dir = path.join(tmp, source.replace(/[^a-zA-Z0-9]/g, '_'));
    fs.mkdirSync(dir, { recursive: true });
    const tar = execFileSync('git', ['archive', source.slice(4), 'supabase/migrations'], { cwd: repoRoot, maxBuffer: 1 << 28 });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
    dir = path.join(dir, 'supabase', 'migrations');
  } else {
    dir = source === 'migrations' ? migrationsDir : path.resolve(source);
  }
  const result = await migrate(urls, { migrationsDir: dir, seed: false });
  return `${source} (${result.applied.length} migrations)`;
}

export interface Comparison {
  counts: Record<string, [number, number]>;
  onlyA: Record<string, string[]>;
  onlyB: Record<string, string[]>;
}

export function compareCatalogs(a: Catalog, b: Catalog): Comparison {
  const counts: Comparison['counts'] = {};
  const onlyA: Comparison['onlyA'] = {};
  const onlyB: Comparison['onlyB'] = {};
  for (const kind of Object.keys(a)) {
    const setB = new Set(b[kind]);
    const setA = new Set(a[kind]);
    counts[kind] = [a[kind]!.length, b[kind]!.length];
    const ao = a[kind]!.filter((x) => !setB.has(x));
    const bo = b[kind]!.filter((x) => !setA.has(x));
    if (ao.length) onlyA[kind] = ao;
    if (bo.length) onlyB[kind] = bo;
  }
  return { counts, onlyA, onlyB };
}

/**
 * Each pair is compared twice: as on a new hosted project, and on one that still carries Supabase's
 * former default `grant all on functions to anon, authenticated, service_role` in public (older
 * projects do). A build that leaves a function's rights to the defaults differs in the second.
 */
const variants: { label: string; prelude?: string }[] = [
  { label: 'as a new hosted project' },
  {
    label: "with Supabase's former default grant on functions",
    prelude: 'alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role',
  },
];

async function main() {
  const [sourceA = 'git:HEAD', sourceB = 'migrations'] = process.argv.slice(2);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-db-compare-'));
  // Postgres runs as the `postgres` OS user when we are root: it must be able to enter the dir.
  fs.chmodSync(tmp, 0o755);
  const db = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'pg'), port: await freePort(), onFatal: () => {} });
  const urlsOf = (name: string) => {
    const admin = new URL(db.url);
    const owner = new URL(db.ownerUrl);
    admin.pathname = owner.pathname = `/${name}`;
    return { admin: admin.toString(), owner: owner.toString() };
  };
  let differ = false;
  try {
    for (const [i, variant] of variants.entries()) {
      const started = Date.now();
      const names = [`compare_${i}_a`, `compare_${i}_b`];
      const admin = new pg.Client({ connectionString: db.url });
      await admin.connect();
      for (const name of names) await admin.query(`create database ${name}`);
      await admin.end();
      if (variant.prelude) {
        for (const name of names) {
          const c = new pg.Client({ connectionString: urlsOf(name).admin });
          c.on('notice', () => {});
          await c.connect();
          await applyLocalSql(c);
          await c.query(variant.prelude);
          await c.end();
        }
      }
      const labelA = await build(sourceA, urlsOf(names[0]!), tmp);
      const labelB = await build(sourceB, urlsOf(names[1]!), tmp);
      const { counts, onlyA, onlyB } = compareCatalogs(await readCatalog(urlsOf(names[0]!).admin), await readCatalog(urlsOf(names[1]!).admin));
      console.log(`${i ? '\n' : ''}## ${variant.label}\nA: ${labelA}\nB: ${labelB}\n`);
      for (const [kind, [na, nb]] of Object.entries(counts)) {
        const diff = (onlyA[kind]?.length ?? 0) + (onlyB[kind]?.length ?? 0);
        console.log(`${kind.padEnd(20)} A ${String(na).padStart(5)}  B ${String(nb).padStart(5)}  ${diff ? `${diff} differ` : 'same'}`);
      }
      const kinds = new Set([...Object.keys(onlyA), ...Object.keys(onlyB)]);
      for (const kind of kinds) {
        console.log(`\n== ${kind}`);
        for (const x of onlyA[kind] ?? []) console.log(`- only in A: ${x}`);
        for (const x of onlyB[kind] ?? []) console.log(`+ only in B: ${x}`);
      }
      console.log(`\n${kinds.size ? 'The databases differ.' : 'The databases are the same.'} (${Date.now() - started} ms)`);
      differ ||= kinds.size > 0;
    }
    process.exitCode = differ ? 1 : 0;
  } finally {
    await db.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  await main();
}
