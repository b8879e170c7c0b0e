// The project's scheduled jobs, run locally as hosted's pg_cron runs them. The list is data:
// `private.scheduled_jobs` (supabase/schemas/90_schedule.sql), the very rows a hosted project
// schedules with pg_cron. It is read again on every tick, so a migration that adds, changes or
// drops a job takes effect on a running stack. A job of kind `sql` runs as pg_cron runs it: the
// statement in a session of its own as the owner role `postgres`. An `edge_function` job is a POST
// of `{}` through the gateway with the service-role key, the path a hosted scheduled call takes,
// so the JWT check and the function's own authorisation are exercised exactly as there.
//
// At the default interval (a minute, cron's grain) each job runs when its cron schedule comes
// round. A shorter SUPABASE_CRON_INTERVAL_MS (the tests) runs every job on every tick. Within a
// tick the due jobs run one after another in `run_order`.
import { Cron } from 'croner';
import pg from 'pg';

/** A row of private.scheduled_jobs. */
export interface ScheduledJob {
  name: string;
  /** Five-field cron syntax, UTC. */
  schedule: string;
  kind: 'sql' | 'edge_function';
  /** The statement (`sql`) or the function's name (`edge_function`). */
  command: string;
  timeoutSeconds: number;
}

export interface TickResult {
  startedAt: Date;
  durationMs: number;
  /** Each job's answer by its name (absent when it failed): a `sql` job's first value (booking-timers:
   * run_booking_timers()'s `{payment_expired, expired, completed}`), a function's JSON body. */
  answers: Record<string, unknown>;
  /** One line per failed job of this tick. */
  errors: string[];
}

export interface BookingTimersOptions {
  /** The gateway (SUPABASE_URL). */
  url: string;
  serviceKey: string;
  /** The owner role's connection string: where the jobs are read and `sql` jobs run. */
  dbUrl: string;
  intervalMs: number;
  /** Failures and recoveries (default console.error). */
  log?: (m: string) => void;
}

export interface BookingTimers {
  intervalMs: number;
  /** Completed ticks so far. */
  ticks(): number;
  lastTick(): TickResult | undefined;
  /** No tick starts from now on (an in-flight one still finishes). */
  markStopping(): void;
  /** Stops scheduling and aborts an in-flight tick, then waits for it to settle. */
  stop(): Promise<void>;
}

export const DEFAULT_INTERVAL_MS = 60_000;

/** SUPABASE_CRON_INTERVAL_MS: the interval, `0` for none; anything else is refused at start. */
export function intervalFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SUPABASE_CRON_INTERVAL_MS;
  if (raw === undefined || raw === '') return DEFAULT_INTERVAL_MS;
  const n = Number(raw);
  if (!Number.isInteger(n) || (n !== 0 && n < 100)) {
    throw new Error(`SUPABASE_CRON_INTERVAL_MS must be 0 (no scheduled jobs) or a whole number of milliseconds of at least 100; got "${raw}"`);
  }
  return n;
}

class StepError extends Error {
  constructor(
    readonly kind: string,
    message: string,
  ) {
    super(message);
  }
}

/** The jobs, in the order a tick runs them. */
export async function readScheduledJobs(db: pg.Pool | pg.Client): Promise<ScheduledJob[]> {
  const { rows } = await db.query<ScheduledJob>(
    `select name, schedule, kind, command, timeout_seconds as "timeoutSeconds" from private.scheduled_jobs order by run_order, name`,
  );
  return rows;
}

/** True when `schedule` came round in (since, now]: a cron minute that began since the last look. */
export function isDue(schedule: string, since: Date, now: Date): boolean {
  const next = new Cron(schedule, { timezone: 'UTC', paused: true }).nextRun(since);
  return next !== null && next.getTime() <= now.getTime();
}

async function callFunction(url: string, serviceKey: string, timeoutMs: number, abort: AbortSignal): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json', accept: 'application/json' },
      body: '{}',
      signal: AbortSignal.any([abort, AbortSignal.timeout(timeoutMs)]),
    });
  } catch (e) {
    const err = e as Error & { cause?: { code?: string } };
    // The kind groups repeats of one outage (gateway restarting: ECONNREFUSED) into one log line.
    const kind = err.name === 'TimeoutError' ? 'timeout' : (err.cause?.code ?? err.name);
    throw new StepError(kind, err.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : `${err.message}${err.cause?.code ? ` (${err.cause.code})` : ''}`);
  }
  const text = await res.text();
  if (!res.ok) {
    let code = '';
    try {
      const j = JSON.parse(text) as { code?: string; error?: string };
      code = j.code ?? j.error ?? '';
    } catch {
      // not JSON: the status says enough
    }
    throw new StepError(`${res.status}${code ? ` ${code}` : ''}`, `${res.status} ${text.slice(0, 300)}`);
  }
  return text ? JSON.parse(text) : null;
}

async function runSql(db: pg.Pool, sql: string, timeoutMs: number): Promise<unknown> {
  const client = await db.connect().catch((e: Error & { code?: string }) => {
    throw new StepError(e.code ?? e.name, e.message);
  });
  try {
    // pg_cron gives a job a session of its own; this one is reused, so its limit is reset after.
    await client.query(`set statement_timeout = ${Math.round(timeoutMs)}`);
    const res = await client.query({ text: sql, rowMode: 'array' });
    const last = Array.isArray(res) ? res[res.length - 1] : res;
    return (last?.rows?.[0] as unknown[] | undefined)?.[0] ?? null;
  } catch (e) {
    const err = e as Error & { code?: string };
    throw new StepError(err.code ?? err.name, err.message);
  } finally {
    await client.query('reset statement_timeout').catch(() => {});
    client.release();
  }
}

export function startBookingTimers(opts: BookingTimersOptions): BookingTimers {
  const log = opts.log ?? ((m: string) => console.error(m));
  const base = opts.url.replace(/\/+$/, '');
  const followSchedules = opts.intervalMs >= DEFAULT_INTERVAL_MS;
  const db = new pg.Pool({ connectionString: opts.dbUrl, max: 1, application_name: 'local pg_cron' });
  // A connection the server drops (a restart) is replaced on the next tick; the failure is logged there.
  db.on('error', () => {});
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;
  let inFlight: Promise<void> | undefined;
  const abort = new AbortController();
  let ticks = 0;
  let last: TickResult | undefined;
  let lastLook = new Date();
  // Per job, the failure kinds already reported in the current outage: a stack whose gateway is
  // down for ten minutes says so once, not ten times; the job's next success says it recovered.
  const reported = new Map<string, Set<string>>();

  const failed = (job: string, e: unknown, errors: string[]) => {
    const kind = e instanceof StepError ? e.kind : 'unexpected';
    const message = e instanceof Error ? e.message : String(e);
    errors.push(`${job}: ${message}`);
    const seen = reported.get(job) ?? new Set<string>();
    reported.set(job, seen);
    if (seen.has(kind)) return;
    seen.add(kind);
    log(`[scheduled jobs] ${job} failed: ${message} (retried every ${opts.intervalMs / 1000} s; logged once until it works again)`);
  };
  const succeeded = (job: string) => {
    if (reported.get(job)?.size) log(`[scheduled jobs] ${job} works again`);
    reported.delete(job);
  };

  const runJob = (job: ScheduledJob) =>
    job.kind === 'sql'
      ? runSql(db, job.command, job.timeoutSeconds * 1000)
      : callFunction(`${base}/functions/v1/${encodeURIComponent(job.command)}`, opts.serviceKey, job.timeoutSeconds * 1000, abort.signal);

  const tick = async () => {
    const startedAt = new Date();
    const t0 = performance.now();
    const result: TickResult = { startedAt, durationMs: 0, answers: {}, errors: [] };
    const since = lastLook;
    lastLook = startedAt;
    let jobs: ScheduledJob[] = [];
    try {
      jobs = await readScheduledJobs(db);
      succeeded('private.scheduled_jobs');
    } catch (e) {
      const err = e as Error & { code?: string };
      failed('private.scheduled_jobs', new StepError(err.code ?? err.name, `reading the jobs: ${err.message}`), result.errors);
    }
    for (const job of jobs) {
      if (stopping) break;
      try {
        if (followSchedules && !isDue(job.schedule, since, startedAt)) continue;
      } catch (e) {
        failed(job.name, new StepError('schedule', `schedule "${job.schedule}": ${(e as Error).message}`), result.errors);
        continue;
      }
      try {
        result.answers[job.name] = await runJob(job);
        succeeded(job.name);
      } catch (e) {
        if (!stopping) failed(job.name, e, result.errors);
      }
    }
    result.durationMs = Math.round(performance.now() - t0);
    ticks++;
    last = result;
  };

  // Fixed rate like cron, but a tick never starts while the previous one runs: a slow tick
  // delays the next (which then starts at once) instead of overlapping it.
  let nextDue = Date.now() + opts.intervalMs;
  const schedule = () => {
    if (stopping) return;
    timer = setTimeout(run, Math.max(0, nextDue - Date.now()));
    // The schedule alone must not keep a process alive (the stack's children do that).
    timer.unref();
  };
  const run = () => {
    timer = undefined;
    nextDue += opts.intervalMs;
    if (nextDue < Date.now()) nextDue = Date.now() + opts.intervalMs;
    inFlight = tick()
      .catch((e) => log(`[scheduled jobs] tick failed unexpectedly: ${(e as Error).message}`))
      .finally(() => {
        inFlight = undefined;
        schedule();
      });
  };
  schedule();

  const markStopping = () => {
    stopping = true;
    if (timer) clearTimeout(timer);
    timer = undefined;
  };
  return {
    intervalMs: opts.intervalMs,
    ticks: () => ticks,
    lastTick: () => last,
    markStopping,
    async stop() {
      markStopping();
      abort.abort();
      await inFlight;
      await db.end().catch(() => {});
    },
  };
}
