// The booking timers (issue 14, item 5) on a schedule, as hosted runs them with pg_cron: every
// interval, the `payments-reconcile` Edge Function (payments whose news never came), then
// `public.run_booking_timers()` as service_role, then `payments-refunds` so the refunds those
// timers (and anyone else) queued are sent, then the emails. Each goes through the gateway with the service-role key, the path a hosted scheduled call takes, so grants, the
// JWT check and the function's own authorisation are exercised exactly as there.

/** One call of a tick: a POST of `{}` to the gateway with the service-role key. */
export interface TimerStep {
  /** How logs and TickResult.answers name it. */
  name: string;
  /** Under the gateway: `/rest/v1/rpc/<fn>` or `/functions/v1/<name>`. */
  path: string;
  /** A stuck call must not hold the schedule forever (ticks never overlap, so the next waits for it). */
  timeoutMs: number;
}

/** In order; each runs even when an earlier one failed (what is already owed should not wait). */
export const BOOKING_TIMER_STEPS: readonly TimerStep[] = [
  // Payments whose callback and webhooks never came, before the timers release their holds.
  { name: 'payments-reconcile', path: '/functions/v1/payments-reconcile', timeoutMs: 150_000 },
  { name: 'run_booking_timers()', path: '/rest/v1/rpc/run_booking_timers', timeoutMs: 60_000 },
  // Hosted's request idle timeout for a function.
  { name: 'payments-refunds', path: '/functions/v1/payments-refunds', timeoutMs: 150_000 },
  // Emails last: what this tick's timers and refunds wrote is mailed in the same tick (0037).
  { name: 'send-notification-emails', path: '/functions/v1/send-notification-emails', timeoutMs: 150_000 },
];

export interface TickResult {
  startedAt: Date;
  durationMs: number;
  /** Each step's answer by its name (absent when the call failed): run_booking_timers()
   * `{payment_expired, expired, completed}`, payments-reconcile `{orders, recorded, failed}`,
   * payments-refunds `{sent, failed, refunds}`,
   * send-notification-emails `{sent, failed}`. */
  answers: Record<string, unknown>;
  /** One line per failed step of this tick. */
  errors: string[];
}

export interface BookingTimersOptions {
  /** The gateway (SUPABASE_URL). */
  url: string;
  serviceKey: string;
  intervalMs: number;
  /** Default BOOKING_TIMER_STEPS. */
  steps?: readonly TimerStep[];
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
    throw new Error(`SUPABASE_CRON_INTERVAL_MS must be 0 (no booking timers) or a whole number of milliseconds of at least 100; got "${raw}"`);
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

async function call(url: string, serviceKey: string, body: unknown, timeoutMs: number, abort: AbortSignal): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
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

export function startBookingTimers(opts: BookingTimersOptions): BookingTimers {
  const log = opts.log ?? ((m: string) => console.error(m));
  const base = opts.url.replace(/\/+$/, '');
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;
  let inFlight: Promise<void> | undefined;
  const abort = new AbortController();
  let ticks = 0;
  let last: TickResult | undefined;
  // Per step, the failure kinds already reported in the current outage: a stack whose gateway is
  // down for ten minutes says so once, not ten times; the step's next success says it recovered.
  const reported = new Map<string, Set<string>>();

  const failed = (step: string, e: unknown, errors: string[]) => {
    const kind = e instanceof StepError ? e.kind : 'unexpected';
    const message = e instanceof Error ? e.message : String(e);
    errors.push(`${step}: ${message}`);
    const seen = reported.get(step) ?? new Set<string>();
    reported.set(step, seen);
    if (seen.has(kind)) return;
    seen.add(kind);
    log(`[booking-timers] ${step} failed: ${message} (retried every ${opts.intervalMs / 1000} s; logged once until it works again)`);
  };
  const succeeded = (step: string) => {
    if (reported.get(step)?.size) log(`[booking-timers] ${step} works again`);
    reported.delete(step);
  };

  const steps = opts.steps ?? BOOKING_TIMER_STEPS;
  const tick = async () => {
    const startedAt = new Date();
    const t0 = performance.now();
    const result: TickResult = { startedAt, durationMs: 0, answers: {}, errors: [] };
    for (const step of steps) {
      if (stopping) break;
      try {
        result.answers[step.name] = await call(`${base}${step.path}`, opts.serviceKey, {}, step.timeoutMs, abort.signal);
        succeeded(step.name);
      } catch (e) {
        if (!stopping) failed(step.name, e, result.errors);
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
      .catch((e) => log(`[booking-timers] tick failed unexpectedly: ${(e as Error).message}`))
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
    },
  };
}
