// Issue 14, item 5: the booking timers run by themselves. A stack started with a short interval
// releases a lapsed hold (committed by the owner role, as an abandoned checkout leaves it) with
// nobody calling run_booking_timers(), and sends refunds through payments-refunds on each tick.
// Issue 23, item 6: what runs is private.scheduled_jobs, the rows a hosted project schedules with
// pg_cron, read on every tick; the function that schedules them does nothing without pg_cron.
// A stack of its own: the shared test stack runs no timers (global-setup.ts), since its suites
// drive holds and refunds by hand and a background sender would race them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDue, startBookingTimers } from '../src/scheduler/booking-timers.ts';
import { startStack, type Stack } from '../src/stack.ts';
import { freePort } from './free-port.ts';

const INTERVAL_MS = 300;
// Seeded (supabase/seed.sql): customer@utsav.test and Shubh Utsav Events' griha pravesh pooja.
const CUSTOMER = 'a0000000-0000-4000-8000-000000000002';
const POOJA_SERVICE = 'c0000000-0000-4000-8000-000000001001';

let stack: Stack;
let tmp: string;
let db: pg.Client;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, fn: () => Promise<T | undefined> | T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const v = await fn();
    if (v !== undefined) return v;
    await sleep(50);
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-timers-'));
  fs.chmodSync(tmp, 0o755);
  stack = await startStack({
    dataDir: path.join(tmp, 'pg'),
    secretsFile: path.join(tmp, 'secrets.json'),
    ports: { api: await freePort(), db: await freePort(), rest: await freePort() },
    mailPorts: { smtp: await freePort(), web: await freePort() },
    quiet: true,
    writeRuntimeConfig: false,
    // Refunds must never reach a developer's own local-razorpay: a port nobody listens on (a
    // refund the seed owes then stays pending, counted as failed, which is the function's answer).
    functionSecrets: { RAZORPAY_API_BASE: `http://127.0.0.1:${await freePort()}/v1`, RAZORPAY_KEY_ID: 'rzp_test_TimersTest0001', RAZORPAY_KEY_SECRET: 'timers-test', RAZORPAY_WEBHOOK_SECRET: 'timers-test' },
    bookingTimers: { intervalMs: INTERVAL_MS },
  });
  db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
}, 180_000);

afterAll(async () => {
  await db?.end();
  await stack?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
}, 120_000);

describe('the booking timers on a schedule', () => {
  it('release a lapsed hold without anyone calling run_booking_timers()', async () => {
    expect(stack.bookingTimers?.intervalMs).toBe(INTERVAL_MS);
    // A customer asked 20 minutes ago and never paid; the hold ran out 5 minutes ago. Committed,
    // so only a tick of the scheduler (the booking-timers job, in a session of its own) can move it.
    const { rows } = await db.query<{ id: string; status: string }>(
      `insert into public.bookings (customer_id, service_id, event_date, event_time, guest_count, status, created_at, hold_expires_at)
       values ($1, $2, current_date + 400, '10:00', 40, 'held', now() - interval '20 minutes', now() - interval '5 minutes')
       returning id, status`,
      [CUSTOMER, POOJA_SERVICE],
    );
    const id = rows[0]!.id;
    try {
      expect(rows[0]!.status).toBe('held');
      const ticksBefore = stack.bookingTimers!.ticks();
      const row = await until('the hold to be released', async () => {
        const r = await db.query<{ status: string; status_note: string; last_actor_role: string }>('select status, status_note, last_actor_role from public.bookings where id = $1', [id]);
        return r.rows[0]!.status === 'held' ? undefined : r.rows[0];
      });
      expect(row).toEqual({ status: 'payment_expired', status_note: 'The advance was not paid in time', last_actor_role: 'system' });
      // The slot is free again: the lapsed hold no longer takes its lane.
      expect((await db.query('select 1 from public.booking_slots where booking_id = $1', [id])).rows).toEqual([]);

      // A whole tick after the release: every job answered (payments-refunds through the JWT check
      // and its service_role rule), and the tick that released the hold counted it.
      const done = stack.bookingTimers!.ticks();
      const tick = await until('a complete tick', () => (stack.bookingTimers!.ticks() > done ? stack.bookingTimers!.lastTick() : undefined));
      expect(tick.errors).toEqual([]);
      expect(tick.answers['booking-timers']).toEqual({ payment_expired: expect.any(Number), expired: expect.any(Number), completed: expect.any(Number) });
      expect(tick.answers['booking-payments-reconcile']).toMatchObject({ orders: expect.any(Number), recorded: expect.any(Number), failed: expect.any(Array) });
      expect(tick.answers['booking-refunds']).toMatchObject({ sent: expect.any(Number), failed: expect.any(Number) });
      expect(tick.answers['booking-emails']).toMatchObject({ sent: expect.any(Number), failed: expect.any(Number) });
      expect(stack.bookingTimers!.ticks()).toBeGreaterThan(ticksBefore);
    } finally {
      // The release told the customer and the provider, in the booking's code.
      await db.query(`delete from public.notifications where params ->> 'code' = (select tracking_code from public.bookings where id = $1)`, [id]);
      await db.query('delete from public.bookings where id = $1', [id]);
    }
  });

  it('never starts a tick before the previous one finished', async () => {
    const timers = stack.bookingTimers!;
    const n = timers.ticks();
    await until('three more ticks', () => (timers.ticks() >= n + 3 ? true : undefined));
    const previous = timers.lastTick()!;
    await until('another tick', () => (timers.lastTick() !== previous ? true : undefined));
    // Date has millisecond resolution and the duration is rounded: allow one millisecond.
    expect(timers.lastTick()!.startedAt.getTime()).toBeGreaterThanOrEqual(previous.startedAt.getTime() + previous.durationMs - 1);
  });
});

describe('the jobs are the rows of private.scheduled_jobs', () => {
  const names = async () => (await db.query<{ name: string }>('select name from private.scheduled_jobs order by run_order, name')).rows.map((r) => r.name);
  const nextTick = async () => {
    const n = stack.bookingTimers!.ticks();
    return until('a complete tick', () => (stack.bookingTimers!.ticks() > n ? stack.bookingTimers!.lastTick() : undefined));
  };

  it('runs exactly the listed jobs, in order, and picks up a row added or removed on a running stack', async () => {
    expect(await names()).toEqual(['booking-payments-reconcile', 'booking-timers', 'booking-refunds', 'booking-emails']);
    expect(Object.keys((await nextTick()).answers)).toEqual(await names());

    await db.query(`insert into private.scheduled_jobs (name, schedule, kind, command, run_order, timeout_seconds)
      values ('test-probe', '0 0 1 1 *', 'sql', 'select 41 + 1', 99, 5)`);
    try {
      // At a test interval every job runs on every tick, whatever its schedule says.
      const tick = await until('a tick that ran the new row', async () => {
        const t = await nextTick();
        return 'test-probe' in t.answers ? t : undefined;
      });
      expect(Object.keys(tick.answers)).toEqual(await names());
      expect(tick.answers['test-probe']).toBe(42);
    } finally {
      await db.query(`delete from private.scheduled_jobs where name = 'test-probe'`);
    }
    await nextTick();
    expect(Object.keys((await nextTick()).answers)).toEqual(['booking-payments-reconcile', 'booking-timers', 'booking-refunds', 'booking-emails']);
  });

  it('schedules nothing and installs nothing where pg_cron is not available (the local Postgres)', async () => {
    expect((await db.query(`select 1 from pg_available_extensions where name = 'pg_cron'`)).rows).toEqual([]);
    await db.query('select private.schedule_jobs()');
    // The rows changed above fired its trigger too: still nothing.
    expect((await db.query(`select extname from pg_extension where extname in ('pg_cron', 'pg_net')`)).rows).toEqual([]);
    expect((await db.query(`select 1 from pg_namespace where nspname = 'cron'`)).rows).toEqual([]);
  });

  it('runs a job at the default interval only when its cron schedule comes round (UTC)', () => {
    const at = (t: string) => new Date(`2026-11-28T${t}Z`);
    expect(isDue('* * * * *', at('12:00:30'), at('12:00:59'))).toBe(false);
    expect(isDue('* * * * *', at('12:00:30'), at('12:01:00'))).toBe(true);
    expect(isDue('0 * * * *', at('12:00:30'), at('12:59:59'))).toBe(false);
    expect(isDue('0 * * * *', at('12:00:30'), at('13:00:05'))).toBe(true);
    expect(isDue('30 2 * * *', at('02:29:10'), at('02:30:10'))).toBe(true);
  });
});

describe('a scheduler whose gateway cannot be reached', () => {
  it('logs each kind of failure once, keeps ticking, and stops when told', async () => {
    const lines: string[] = [];
    // Nothing listens on this port: every function call fails with ECONNREFUSED, as while a gateway
    // restarts; the SQL job goes to the database and works.
    const timers = startBookingTimers({ url: `http://127.0.0.1:${await freePort()}`, serviceKey: 'unused', dbUrl: stack.dbUrl, intervalMs: 100, log: (m) => lines.push(m) });
    try {
      await until('five failed ticks', () => (timers.ticks() >= 5 ? true : undefined), 10_000);
      expect(timers.lastTick()!.errors).toHaveLength(3);
      expect(Object.keys(timers.lastTick()!.answers)).toEqual(['booking-timers']);
      expect(lines).toHaveLength(3);
      expect(lines[0]).toMatch(/^\[scheduled jobs\] booking-payments-reconcile failed: .*ECONNREFUSED/);
      expect(lines[1]).toMatch(/^\[scheduled jobs\] booking-refunds failed: .*ECONNREFUSED/);
      expect(lines[2]).toMatch(/^\[scheduled jobs\] booking-emails failed: .*ECONNREFUSED/);
    } finally {
      await timers.stop();
    }
    const after = timers.ticks();
    await sleep(350);
    expect(timers.ticks()).toBe(after);
  });
});

describe('a scheduler whose database cannot be reached', () => {
  it('says once that it cannot read the jobs, runs none, and keeps ticking', async () => {
    const lines: string[] = [];
    const timers = startBookingTimers({ url: stack.url, serviceKey: stack.serviceKey, dbUrl: `postgres://postgres:postgres@127.0.0.1:${await freePort()}/postgres`, intervalMs: 100, log: (m) => lines.push(m) });
    try {
      await until('three ticks', () => (timers.ticks() >= 3 ? true : undefined), 10_000);
      expect(timers.lastTick()!.answers).toEqual({});
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^\[scheduled jobs\] private\.scheduled_jobs failed: reading the jobs: .*ECONNREFUSED/);
    } finally {
      await timers.stop();
    }
  });
});
