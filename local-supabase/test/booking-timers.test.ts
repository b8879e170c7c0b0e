// Issue 14, item 5: the booking timers run by themselves. A stack started with a short interval
// releases a lapsed hold (committed by the owner role, as an abandoned checkout leaves it) with
// nobody calling run_booking_timers(), and sends refunds through payments-refunds on each tick.
// A stack of its own: the shared test stack runs no timers (global-setup.ts), since its suites
// drive holds and refunds by hand and a background sender would race them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBookingTimers } from '../src/scheduler/booking-timers.ts';
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
    // so only a tick of the scheduler (its own session, through PostgREST) can move it.
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

      // A whole tick after the release: every call answered (payments-refunds through the JWT check
      // and its service_role rule), and the tick that released the hold counted it.
      const done = stack.bookingTimers!.ticks();
      const tick = await until('a complete tick', () => (stack.bookingTimers!.ticks() > done ? stack.bookingTimers!.lastTick() : undefined));
      expect(tick.errors).toEqual([]);
      expect(tick.answers['run_booking_timers()']).toEqual({ payment_expired: expect.any(Number), expired: expect.any(Number), completed: expect.any(Number) });
      expect(tick.answers['payments-reconcile']).toMatchObject({ orders: expect.any(Number), recorded: expect.any(Number), failed: expect.any(Array) });
      expect(tick.answers['payments-refunds']).toMatchObject({ sent: expect.any(Number), failed: expect.any(Number) });
      expect(tick.answers['send-notification-emails']).toMatchObject({ sent: expect.any(Number), failed: expect.any(Number) });
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

describe('a scheduler whose gateway cannot be reached', () => {
  it('logs each kind of failure once, keeps ticking, and stops when told', async () => {
    const lines: string[] = [];
    // Nothing listens on this port: every call fails with ECONNREFUSED, as while a gateway restarts.
    const timers = startBookingTimers({ url: `http://127.0.0.1:${await freePort()}`, serviceKey: 'unused', intervalMs: 100, log: (m) => lines.push(m) });
    try {
      await until('five failed ticks', () => (timers.ticks() >= 5 ? true : undefined), 10_000);
      expect(timers.lastTick()!.errors).toHaveLength(4);
      expect(lines).toHaveLength(4);
      expect(lines[0]).toMatch(/^\[booking-timers\] payments-reconcile failed: .*ECONNREFUSED/);
      expect(lines[1]).toMatch(/^\[booking-timers\] run_booking_timers\(\) failed: .*ECONNREFUSED/);
      expect(lines[2]).toMatch(/^\[booking-timers\] payments-refunds failed: .*ECONNREFUSED/);
      expect(lines[3]).toMatch(/^\[booking-timers\] send-notification-emails failed: .*ECONNREFUSED/);
    } finally {
      await timers.stop();
    }
    const after = timers.ticks();
    await sleep(350);
    expect(timers.ticks()).toBe(after);
  });
});
