// Which migrations of supabase/migrations/ a database still needs, with the Supabase CLI's
// rules: a file is `<version>_<name>.sql` with a numeric version, recorded by that version;
// a new file numbered below the last applied one is refused (the CLI wants --include-all),
// and so is an applied migration that changed (we keep a checksum; the CLI keeps the
// statements) or disappeared. Locally the way out is always `pnpm db:reset`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
  sql: string;
  checksum: string;
}

export interface AppliedMigration {
  version: string;
  name: string;
  checksum: string;
}

const FILE_PATTERN = /^([0-9]+)_(.+)\.sql$/;

export const checksumOf = (sql: string) => crypto.createHash('sha256').update(sql).digest('hex');

export class MigrationHistoryError extends Error {
  constructor(problem: string) {
    super(`${problem}\n  Run \`pnpm db:reset\` to rebuild the local database from supabase/migrations and supabase/seed.sql.`);
    this.name = 'MigrationHistoryError';
  }
}

const byVersion = (a: { version: string }, b: { version: string }) => {
  const d = BigInt(a.version) - BigInt(b.version);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};

/** The migration files of `dir` in version order; `skipped` are .sql files the CLI would skip too. */
export function readMigrationFiles(dir: string): { files: MigrationFile[]; skipped: string[] } {
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.sql')) : [];
  const files: MigrationFile[] = [];
  const skipped: string[] = [];
  for (const file of names) {
    const m = FILE_PATTERN.exec(file);
    if (!m) {
      skipped.push(file);
      continue;
    }
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    files.push({ version: m[1]!, name: m[2]!, file, sql, checksum: checksumOf(sql) });
  }
  files.sort((a, b) => byVersion(a, b) || a.file.localeCompare(b.file));
  for (let i = 1; i < files.length; i++) {
    if (byVersion(files[i - 1]!, files[i]!) === 0) {
      throw new MigrationHistoryError(`${files[i - 1]!.file} and ${files[i]!.file} have the same version ${files[i]!.version}; renumber one of them.`);
    }
  }
  return { files, skipped };
}

/** The files still to apply, in order; throws when the history and the files disagree. */
export function pendingMigrations(files: MigrationFile[], applied: AppliedMigration[]): MigrationFile[] {
  const fileByVersion = new Map(files.map((f) => [f.version, f]));
  const appliedVersions = new Set<string>();
  for (const a of [...applied].sort(byVersion)) {
    appliedVersions.add(a.version);
    const f = fileByVersion.get(a.version);
    if (!f) {
      throw new MigrationHistoryError(
        `Migration ${a.version}_${a.name}.sql was applied to this database but is not in supabase/migrations/ any more.`,
      );
    }
    if (f.checksum !== a.checksum) {
      throw new MigrationHistoryError(
        `Migration ${f.file} was edited after it was applied to this database (its checksum changed). ` +
          'An applied migration must not change: on a hosted project the edit would never run. Put the change in a new migration.',
      );
    }
  }
  const pending = files.filter((f) => !appliedVersions.has(f.version));
  const last = [...applied].sort(byVersion).at(-1);
  const early = last ? pending.filter((f) => byVersion(f, last) < 0) : [];
  if (early.length) {
    throw new MigrationHistoryError(
      `${early.map((f) => f.file).join(', ')} ${early.length === 1 ? 'is' : 'are'} numbered below the last applied migration ` +
        `${last!.version}_${last!.name}.sql. The Supabase CLI refuses to insert migrations before the last applied one; ` +
        'number new migrations after it.',
    );
  }
  return pending;
}
