// Applies supabase/seed.sql the way the Supabase CLI does (`db reset`, `db push --include-seed`):
// the file is split into statements and sent as one batch in which every statement is
// prepared (parsed and analysed) before any of them runs. A statement that needs something an
// earlier statement of the same file creates (a temp table, a pg_temp function) fails here as
// it fails there (42P01 / 3F000 / 42883), instead of working only locally.
import { parse } from 'libpg-query';
import type pg from 'pg';

export interface SeedStatement {
  sql: string;
  /** 1-based line of the statement's first character in the file. */
  line: number;
}

/** Statements of a SQL file, split by PostgreSQL's own parser (dollar quotes, comments, strings). */
export async function splitStatements(sql: string): Promise<SeedStatement[]> {
  const tree = await parse(sql);
  // Locations are byte offsets into the UTF-8 text.
  const bytes = Buffer.from(sql, 'utf8');
  const out: SeedStatement[] = [];
  for (const raw of tree.stmts ?? []) {
    const start = raw.stmt_location ?? 0;
    const end = raw.stmt_len ? start + raw.stmt_len : bytes.length;
    const text = bytes.subarray(start, end).toString('utf8');
    const lead = text.length - text.trimStart().length;
    const line = bytes.subarray(0, start).toString('utf8').split('\n').length + text.slice(0, lead).split('\n').length - 1;
    if (text.trim()) out.push({ sql: text.trim(), line });
  }
  return out;
}

/** One extended-protocol exchange ending in Sync; resolves at ReadyForQuery, rejects with the server's error. */
class ProtocolStep implements pg.Submittable {
  private settle!: { resolve: () => void; reject: (e: unknown) => void };
  readonly done = new Promise<void>((resolve, reject) => {
    this.settle = { resolve, reject };
  });

  constructor(private readonly send: (c: pg.Connection) => void) {}

  submit(connection: pg.Connection) {
    this.send(connection);
    connection.sync();
  }
  handleRowDescription() {}
  handleDataRow() {}
  handlePortalSuspended() {}
  handleEmptyQuery() {}
  handleCommandComplete() {}
  handleCopyInResponse(connection: pg.Connection & { sendCopyFail(msg: string): void }) {
    connection.sendCopyFail('COPY FROM STDIN is not supported in seed.sql');
  }
  handleCopyData() {}
  // pg's client detaches the active query on an error, so its ReadyForQuery never reaches us.
  handleError(err: unknown) {
    this.settle.reject(err);
  }
  handleReadyForQuery() {
    this.settle.resolve();
  }
}

async function step(client: pg.Client, send: (c: pg.Connection) => void): Promise<void> {
  const s = new ProtocolStep(send);
  client.query(s);
  await s.done;
}

export class SeedStatementError extends Error {
  constructor(
    readonly statement: SeedStatement,
    readonly phase: 'prepare' | 'execute',
    override readonly cause: unknown,
  ) {
    const e = cause as pg.DatabaseError;
    const first = statement.sql.split('\n')[0]!.slice(0, 100);
    super(
      `${phase === 'prepare' ? 'preparing' : 'running'} the statement at line ${statement.line} (${first}) failed: ${e.message}` +
        `${e.code ? ` (SQLSTATE ${e.code})` : ''}` +
        (phase === 'prepare'
          ? '\n  The Supabase CLI prepares every statement of seed.sql before it runs any, so a statement cannot use' +
            ' a temp table or pg_temp function made earlier in the file.'
          : ''),
    );
    this.name = 'SeedStatementError';
  }
}

/**
 * Prepares every statement, then runs them in order, all on `client` (the caller owns the
 * transaction). Prepared statements are named seed_<n> and deallocated afterwards.
 */
export async function applyPreparedBatch(client: pg.Client, statements: SeedStatement[]): Promise<void> {
  const name = (i: number) => `seed_${i}`;
  for (const [i, st] of statements.entries()) {
    await step(client, (c) => {
      c.parse({ name: name(i), text: st.sql, types: [] }, true);
      c.describe({ type: 'S', name: name(i) }, true);
    }).catch((e) => {
      throw new SeedStatementError(st, 'prepare', e);
    });
  }
  try {
    for (const [i, st] of statements.entries()) {
      await step(client, (c) => {
        c.bind({ statement: name(i), portal: '', values: [] }, true);
        c.execute({ portal: '' }, true);
      }).catch((e) => {
        throw new SeedStatementError(st, 'execute', e);
      });
    }
  } finally {
    await step(client, (c) => {
      for (let i = 0; i < statements.length; i++) c.close({ type: 'S', name: name(i) }, true);
    }).catch(() => {});
  }
}
