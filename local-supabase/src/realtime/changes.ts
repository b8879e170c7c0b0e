// The source of database changes: triggers installed by local-supabase/sql/01-realtime.sql
// send a small NOTIFY per row change on channel `realtime_local`; this keeps a
// LISTEN connection open and reconnects after the database goes away.
import pg from 'pg';

export interface Change {
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  /** Primary-key columns and values of the changed row. */
  pk: Record<string, unknown>;
  /** The whole old row (DELETE and UPDATE on a table with replica identity full), when it fitted in the NOTIFY payload. */
  old?: Record<string, unknown>;
  /** The new row (INSERT and UPDATE) when it fitted: only to skip subscribers whose filters it certainly misses. */
  new?: Record<string, unknown>;
  commit_timestamp: string;
  /** When the gateway received it (performance.now()): a subscription live only after that does not get it. */
  receivedAt: number;
}

export interface ChangeFeed {
  stop(): Promise<void>;
}

/** `onState(true)` once LISTEN is in place (again), `onState(false)` when the connection is lost. */
export function listenForChanges(
  dbUrl: string,
  onChange: (c: Change) => void,
  onState: (live: boolean) => void,
  log: (m: string) => void,
  applicationName = 'local-realtime-listen',
): ChangeFeed {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 250;

  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: dbUrl, application_name: applicationName });
    client = c;
    const reconnect = () => {
      if (stopped || client !== c) return;
      client = undefined;
      onState(false);
      c.end().catch(() => {});
      log(`[realtime] lost the database connection; reconnecting in ${delay} ms`);
      retry = setTimeout(connect, delay);
      delay = Math.min(delay * 2, 5000);
    };
    c.on('error', reconnect);
    c.on('end', reconnect);
    c.on('notification', (n) => {
      if (n.channel !== 'realtime_local' || !n.payload) return;
      try {
        const change = JSON.parse(n.payload) as Change;
        if (!change || typeof change !== 'object' || !change.pk) throw new Error('not a change');
        change.receivedAt = performance.now();
        onChange(change);
      } catch (e) {
        log(`[realtime] bad change payload: ${(e as Error).message}`);
      }
    });
    try {
      await c.connect();
      await c.query('listen realtime_local');
      delay = 250;
      if (client === c) onState(true);
    } catch {
      reconnect();
    }
  };
  void connect();

  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
