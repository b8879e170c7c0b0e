// `pnpm db:backup` and `pnpm db:restore` round-trip the whole database: every table of the
// public and auth schemas, and their sequences, come back exactly as they were, and a
// restored demo account signs in. Its own seeded stack: a restore replaces all data.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BACKUP_SCHEMAS } from '../src/backup.ts';
import { adminUser } from '../src/config.ts';
import { startStack, type Stack } from '../src/stack.ts';
import { freePort } from './free-port.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
let stack: Stack;
let tmp: string;

/** As the cluster's superuser, as db:backup and db:restore connect: it reads every auth table. */
async function withDb<T>(fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: `postgres://${adminUser.user}:${adminUser.password}@127.0.0.1:${stack.ports.db}/postgres` });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

/** A fingerprint of every row of every public and auth table, and of every sequence. */
function fingerprint(): Promise<Record<string, string>> {
  return withDb(async (db) => {
    const { rows: tables } = await db.query<{ q: string }>(
      `select format('%I.%I', n.nspname, c.relname) as q from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = any($1) and c.relkind in ('r', 'p') and not c.relispartition order by 1`,
      [BACKUP_SCHEMAS],
    );
    const out: Record<string, string> = {};
    for (const { q } of tables) {
      const { rows } = await db.query<{ n: string; h: string | null }>(`select count(*)::text as n, md5(string_agg(t::text, '|' order by t::text)) as h from ${q} t`);
      out[q] = `${rows[0]!.n}:${rows[0]!.h}`;
    }
    const { rows: seqs } = await db.query<{ q: string; v: string }>(
      `select format('%I.%I', schemaname, sequencename) as q, coalesce(last_value, 0)::text as v from pg_sequences where schemaname = any($1) order by 1`,
      [BACKUP_SCHEMAS],
    );
    for (const s of seqs) out[`sequence ${s.q}`] = s.v;
    return out;
  });
}

function pnpmDb(script: 'db:backup' | 'db:restore', file: string) {
  const run = spawnSync('pnpm', ['-s', script, file], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, SUPABASE_DB_PORT: String(stack.ports.db), DATABASE_URL: '' },
    timeout: 120_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-backup-'));
  fs.chmodSync(tmp, 0o755);
  stack = await startStack({
    dataDir: path.join(tmp, 'pg'),
    secretsFile: path.join(tmp, 'secrets.json'),
    ports: { api: await freePort(), db: await freePort(), rest: await freePort() },
    mailPorts: { smtp: await freePort(), web: await freePort() },
    quiet: true,
    writeRuntimeConfig: false,
  });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
  // Stopping waits for each child to exit (no orphans); on a loaded machine that can take a while.
}, 120_000);

it('backs up and restores every public and auth row and sequence', async () => {
  const file = path.join(tmp, 'backup.jsonl');
  const before = await fingerprint();
  expect(Number(before['auth.users']!.split(':')[0])).toBeGreaterThan(0);
  expect(Number(before['public.services']!.split(':')[0])).toBeGreaterThan(0);

  const backup = pnpmDb('db:backup', file);
  expect(backup.output).toMatch(/Backed up \d+ rows/);
  expect(backup.status).toBe(0);

  // A bad afternoon: rows deleted, changed and added in both schemas.
  await withDb(async (db) => {
    await db.query("update public.services set title = 'changed' where id in (select id from public.services limit 3)");
    await db.query('delete from public.reviews');
    await db.query("update auth.users set encrypted_password = 'x' where email = 'customer@utsav.test'");
    await db.query("insert into public.contact_messages (name, email, subject, message) values ('Later', 'later@utsav.test', 'After the backup', 'This row must go')").catch(() => undefined);
  });
  expect(await fingerprint()).not.toEqual(before);

  const restore = pnpmDb('db:restore', file);
  expect(restore.output).toMatch(/Restored \d+ rows/);
  expect(restore.status).toBe(0);
  expect(await fingerprint()).toEqual(before);

  // The restored auth data is usable: the demo customer signs in with the password from before.
  const signIn = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@utsav.test', password: 'Utsav@123' }),
  });
  expect(signIn.status).toBe(200);
}, 180_000);

it('rebuilds what triggers keep outside the backed-up schemas: each category\'s listed count, the public bundles\' search copies', async () => {
  // A restore writes rows with triggers off, so counts the services' triggers keep in the
  // private schema (a category page's total) would keep the numbers from before it.
  const file = path.join(tmp, 'counts.jsonl');
  expect(pnpmDb('db:backup', file).status).toBe(0);
  await withDb((db) => db.query('update public.services set active = false where id in (select id from public.services where active limit 5)'));
  await withDb((db) => db.query('update public.bundles set active = false where id in (select id from public.bundles where active limit 2)'));
  expect(pnpmDb('db:restore', file).status).toBe(0);
  const { rows } = await withDb((db) =>
    db.query<{ category_slug: string; kept: string; counted: string }>(
      `select s.category_slug, coalesce(c.listed, 0)::text as kept, count(*) filter (where s.active and s.provider_approved)::text as counted
         from public.services s left join private.category_listing_counts c on c.category_slug = s.category_slug
        group by s.category_slug, c.listed order by 1`,
    ),
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) expect({ category: r.category_slug, listed: r.kept }).toEqual({ category: r.category_slug, listed: r.counted });
  const bundles = await withDb((db) =>
    db.query<{ kept: string[] | null; public: string[] | null }>(
      `select (select array_agg(d.id::text order by d.id) from private.bundle_search_docs d) as kept,
              (select array_agg(b.id::text order by b.id) from public.bundles b where b.active and b.provider_approved) as public`,
    ),
  );
  expect(bundles.rows[0]!.public?.length).toBeGreaterThan(0);
  expect(bundles.rows[0]!.kept).toEqual(bundles.rows[0]!.public);
}, 180_000);

it('refuses a backup taken with other migrations, and changes nothing', async () => {
  const file = path.join(tmp, 'other.jsonl');
  expect(pnpmDb('db:backup', file).status).toBe(0);
  const [header, ...rest] = fs.readFileSync(file, 'utf8').split('\n');
  const parsed = JSON.parse(header!);
  parsed.migrations = [...parsed.migrations, '9999'];
  fs.writeFileSync(file, [JSON.stringify(parsed), ...rest].join('\n'));
  await withDb((db) => db.query("update public.services set title = 'kept' where id in (select id from public.services limit 1)"));
  const before = await fingerprint();
  const restore = pnpmDb('db:restore', file);
  expect(restore.status).toBe(1);
  expect(restore.output).toMatch(/same migrations/);
  expect(await fingerprint()).toEqual(before);
}, 180_000);
