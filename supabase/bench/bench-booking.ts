// `pnpm bench:booking` (issue 14, item 11): the booking request path over HTTP, as the app calls
// it (PostgREST through the gateway, each customer with their own access token). Starts a fresh
// local stack of its own (own ports and temporary data dir, as `pnpm bench:backend`), then:
//   1. quote_booking from 8 concurrent clients (aim: p95 under 30 ms);
//   2. request_booking from 8 concurrent clients, every request by a customer of its own (holds
//      are capped per customer) on a slot of its own;
//   3. 50 customers asking for one slot at the same moment: time until all 50 are answered,
//      and exactly one hold must win;
//   4. the request form's calendar (booking_unavailable_dates, 120 days) from 8 concurrent
//      visitors: once over quiet days, once over days holding step 2's bookings.
// Prints a table and one JSON line, and records its figures for `pnpm bench`
// (local-supabase/bench/summary.ts). Exits non-zero only on an error (a failed request, a race
// with other than one winner, a row left behind), never on a slow figure: machines are noisy.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { accessToken } from '../tests/helpers/access-token.ts';
import { startStack, type Stack } from '../../local-supabase/src/stack.ts';
import { runLoad } from '../../local-supabase/bench/run-load.ts';
import { percentile, round } from '../../local-supabase/bench/stats.ts';
import { recordBench } from '../../local-supabase/bench/summary.ts';
import { RAISED_AUTH_LIMITS_ENV } from '../../local-supabase/src/raised-limits.mjs';

interface PgClient {
  connect(): Promise<void>;
  end(): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}
// `pg` belongs to the local stack package.
const requireFromStack = createRequire(new URL('../../local-supabase/package.json', import.meta.url));
const pg = requireFromStack('pg') as { Client: new (config: { connectionString: string }) => PgClient };

const CONCURRENCY = 8;
const QUOTES = Number(process.env.BENCH_QUOTES ?? 400);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const RACERS = 50;
const QUOTE_AIM_MS = 30;
const CALENDARS = Number(process.env.BENCH_CALENDARS ?? 80);
// Seeded (supabase/seed.sql): Shubh Utsav Events' catering, per plate, 100 to 1500 guests.
const SERVICE = 'c0000000-0000-4000-8000-000000001004';
const GUESTS = 200;
const VENUE = '12 Temple Street, Malleswaram, Bengaluru';
// Requests take days FIRST_DAY.. ahead, four one-hour slots a day (the catering's slot is an
// hour long), so no two share a slot and all fall within the year a customer may book (0042);
// the warm-up and the race take the days after them.
const FIRST_DAY = 200;
const STARTS = ['07:00', '10:00', '13:00', '16:00'] as const;
const requestDays = Math.ceil(REQUESTS / STARTS.length);

interface Customer {
  id: string;
  email: string;
  token: string;
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Committed, confirmed customers (fifty password sign-ins would measure bcrypt, not booking). */
async function makeCustomers(db: PgClient, jwtSecret: string, count: number, label: string): Promise<Customer[]> {
  const run = crypto.randomBytes(4).toString('hex');
  const { rows } = await db.query(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     select format('bench.%s.%s.%s@bench.utsav.test', $1::text, $2::text, i), 'x', now(), jsonb_build_object('full_name', format('Bench %s %s', $1::text, i))
     from generate_series(1, $3::integer) i
     returning id, email`,
    [label, run, count],
  );
  return (rows as { id: string; email: string }[]).map((u) => ({ ...u, token: accessToken(jwtSecret, u) }));
}

/** Row counts of every table of public and auth: taken before and after, they must match. */
async function rowCounts(db: PgClient): Promise<Record<string, number>> {
  const { rows } = await db.query(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname in ('public', 'auth') order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of rows as { name: string }[]) counts[name] = Number((await db.query(`select count(*) as n from ${name}`)).rows[0]!.n);
  return counts;
}

interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

async function rpc(stack: Stack, fn: string, token: string, body: Record<string, unknown>): Promise<Answer> {
  const t = performance.now();
  const res = await fetch(`${stack.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, ms: performance.now() - t };
}

/** POST /rest/v1/rpc/`fn` from `clients` concurrent clients in a process of their own, each
 *  sending its next call when its previous is answered: `bodies` in order, the same `body` for each,
 *  or client k with `tokens[k]`. */
async function closedLoop(stack: Stack, fn: string, clients: number, total: number, calls: { body?: unknown; bodies?: unknown[]; tokens?: string[]; requestTokens?: string[]; keptFailures?: number }) {
  const result = await runLoad({
    url: `${stack.url}/rest/v1/rpc/${fn}`,
    method: 'POST',
    headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}`, 'content-type': 'application/json', accept: 'application/json' },
    body: calls.body === undefined ? undefined : JSON.stringify(calls.body),
    bodies: calls.bodies?.map((b) => JSON.stringify(b)),
    clientHeaders: calls.tokens?.map((token) => ({ authorization: `Bearer ${token}` })),
    requestHeaders: calls.requestTokens?.map((token) => ({ authorization: `Bearer ${token}` })),
    keptFailures: calls.keptFailures,
    concurrency: clients,
    durationMs: 10 * 60_000,
    maxRequests: total,
  });
  const failures = result.requests - (result.statuses['200'] ?? 0) > result.failures.length
    ? [...result.failures, `${result.requests - (result.statuses['200'] ?? 0)} answers other than 200: ${JSON.stringify(result.statuses)}`]
    : result.failures;
  return { requests: result.requests, elapsedMs: result.elapsedMs, won: result.statuses['200'] ?? 0, rps: round((result.requests / result.elapsedMs) * 1000, 0), p50_ms: round(percentile(result.latenciesMs, 50)), p95_ms: round(percentile(result.latenciesMs, 95)), failures };
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-bench-booking-'));
  fs.chmodSync(tmp, 0o755);
  const basePort = Number(process.env.BENCH_BOOKING_PORT ?? 58321);
  const ports = { api: basePort, db: basePort + 1, rest: basePort + 2 };
  console.log(`Booking benchmark: fresh stack in ${tmp} on ports ${ports.api}/${ports.db}/${ports.rest}, ${CONCURRENCY} clients, ${os.cpus().length} cores`);
  for (const [k, v] of Object.entries(RAISED_AUTH_LIMITS_ENV)) process.env[k] ??= v;
  // No booking timers: their ticks (and the refunds function's Deno worker) would land inside
  // the measured windows; this measures the request path alone.
  const stack = await startStack({ dataDir: path.join(tmp, 'pg'), ports, quiet: true, writeRuntimeConfig: false, bookingTimers: false });
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  // The superuser only counts rows: the owner role may not read every auth table.
  const admin = new pg.Client({ connectionString: stack.adminDbUrl });
  await admin.connect();
  const errors: string[] = [];
  let customers: Customer[] = [];
  try {
    const before = await rowCounts(admin);
    const quoteBody = { p_service_id: SERVICE, p_guest_count: GUESTS };
    const [check] = (await rpc(stack, 'quote_booking', stack.anonKey, quoteBody)).body as { total_paise: number }[];
    if (!check?.total_paise) throw new Error('the benchmark needs the seeded catering service (supabase/seed.sql)');

    // A customer per request: unpaid holds are capped per customer (2 with one provider, 3 in all,
    // 12 an hour; booking_limits()), so eight customers could not make 400 requests of one provider.
    customers = await makeCustomers(db, stack.jwtSecret, CONCURRENCY + REQUESTS + RACERS, 'booking');
    const requestBody = (day: number, time = '12:00') => ({
      p_service_id: SERVICE, p_event_date: inDays(day), p_event_time: time, p_guest_count: GUESTS, p_venue_address: VENUE,
    });

    // Warm-up: connections, PostgREST's schema cache, plan caches (days past the measured ones).
    const warmDays = FIRST_DAY + requestDays + 1;
    const tokens = customers.slice(0, CONCURRENCY).map((c) => c.token);
    await closedLoop(stack, 'quote_booking', CONCURRENCY, 50, { body: quoteBody });
    await closedLoop(stack, 'request_booking', CONCURRENCY, CONCURRENCY, { bodies: tokens.map((_, i) => requestBody(warmDays + i)), tokens });
    const requesters = customers.slice(CONCURRENCY, CONCURRENCY + REQUESTS).map((c) => c.token);

    const quote = await closedLoop(stack, 'quote_booking', CONCURRENCY, QUOTES, { body: quoteBody });
    // Request i is customer i's, on a slot of its own.
    const request = await closedLoop(stack, 'request_booking', CONCURRENCY, REQUESTS, {
      bodies: Array.from({ length: REQUESTS }, (_, i) => requestBody(FIRST_DAY + Math.floor(i / STARTS.length), STARTS[i % STARTS.length])),
      requestTokens: requesters,
    });
    errors.push(...quote.failures.map((f) => `quote_booking ${f}`), ...request.failures.map((f) => `request_booking ${f}`));

    // The race: fifty customers, one slot, all at once.
    const raceDay = warmDays + CONCURRENCY + 1;
    const racers = customers.slice(CONCURRENCY + REQUESTS);
    // Each racer is a client with its own token, sending one request.
    const race = await closedLoop(stack, 'request_booking', RACERS, RACERS, { body: requestBody(raceDay, '18:00'), tokens: racers.map((c) => c.token), keptFailures: RACERS });
    const raceMs = race.elapsedMs;
    const won = race.won;
    const isSlotTaken = (failure: string) => /^#\d+: 400 /.test(failure) && failure.includes('"hint":"slot_taken"');
    const slotTaken = race.failures.filter(isSlotTaken).length;
    if (won !== 1 || slotTaken !== RACERS - 1) {
      errors.push(`race: ${won} won and ${slotTaken} got slot_taken of ${RACERS}; others: ${race.failures.filter((f) => !isSlotTaken(f)).slice(0, 3).join('; ')}`);
    }
    const held = Number((await db.query(
      `select count(*) as n from public.bookings where service_id = $1 and event_date = $2 and status = 'held' and customer_id = any($3)`,
      [SERVICE, inDays(raceDay), racers.map((c) => c.id)])).rows[0]!.n);
    if (held !== 1) errors.push(`race: ${held} holds of the slot in the database, not 1`);

    // The calendar, as the form asks for it: 120 days with no booking near them, then 120 days
    // from step 2's first, most of them booked.
    const calendarBody = (from: number) => ({ p_service_id: SERVICE, p_from: inDays(from), p_to: inDays(from + 119) });
    const quietFrom = FIRST_DAY - 125;
    // Warm-up: eight calls on each pooled connection, past the five custom plans PL/pgSQL makes
    // before it settles on one, as a connection in use all day would be.
    await closedLoop(stack, 'booking_unavailable_dates', CONCURRENCY, CONCURRENCY * 8, { body: calendarBody(quietFrom) });
    const calendarQuiet = await closedLoop(stack, 'booking_unavailable_dates', CONCURRENCY, CALENDARS, { body: calendarBody(quietFrom) });
    const calendarBusy = await closedLoop(stack, 'booking_unavailable_dates', CONCURRENCY, CALENDARS, { body: calendarBody(FIRST_DAY) });
    errors.push(...calendarQuiet.failures.map((f) => `calendar ${f}`), ...calendarBusy.failures.map((f) => `calendar ${f}`));

    const rows: [string, string, string, string, string][] = [
      ['scenario', 'req/s', 'p50 ms', 'p95 ms', 'requests (errors)'],
      [`quote_booking (${GUESTS} guests), ${CONCURRENCY} clients`, `${quote.rps}`, `${quote.p50_ms}`, `${quote.p95_ms}`, `${quote.requests} (${quote.failures.length})`],
      [`request_booking, ${CONCURRENCY} clients, a customer and a slot each`, `${request.rps}`, `${request.p50_ms}`, `${request.p95_ms}`, `${request.requests} (${request.failures.length})`],
      [`${RACERS} requests for one slot, until all answered`, '', '', `${round(raceMs)}`, `${RACERS}: ${won} won, ${slotTaken} slot_taken`],
      [`calendar, 120 quiet days, ${CONCURRENCY} clients`, `${calendarQuiet.rps}`, `${calendarQuiet.p50_ms}`, `${calendarQuiet.p95_ms}`, `${calendarQuiet.requests} (${calendarQuiet.failures.length})`],
      [`calendar, 120 days, ${requestDays + CONCURRENCY + 1} booked, ${CONCURRENCY} clients`, `${calendarBusy.rps}`, `${calendarBusy.p50_ms}`, `${calendarBusy.p95_ms}`, `${calendarBusy.requests} (${calendarBusy.failures.length})`],
    ];
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    for (const r of rows) console.log(r.map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));
    console.log(`quote p95 ${quote.p95_ms} ms: ${quote.p95_ms < QUOTE_AIM_MS ? 'within' : 'OVER'} the ${QUOTE_AIM_MS} ms aim`);

    await removeCustomers(db, customers);
    customers = [];
    const after = await rowCounts(admin);
    const left = Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]).map((t) => `${t} ${before[t] ?? 0} -> ${after[t] ?? 0}`);
    if (left.length) errors.push(`rows left behind: ${left.join(', ')}`);
    console.log(JSON.stringify({
      concurrency: CONCURRENCY,
      quote: { requests: quote.requests, rps: quote.rps, p50_ms: quote.p50_ms, p95_ms: quote.p95_ms, errors: quote.failures.length, aim_p95_ms: QUOTE_AIM_MS },
      request: { requests: request.requests, rps: request.rps, p50_ms: request.p50_ms, p95_ms: request.p95_ms, errors: request.failures.length },
      race: { racers: RACERS, all_answered_ms: round(raceMs), won, slot_taken: slotTaken },
      calendar_quiet: { requests: calendarQuiet.requests, p50_ms: calendarQuiet.p50_ms, p95_ms: calendarQuiet.p95_ms, errors: calendarQuiet.failures.length },
      calendar_booked: { requests: calendarBusy.requests, p50_ms: calendarBusy.p50_ms, p95_ms: calendarBusy.p95_ms, errors: calendarBusy.failures.length },
      cleanup: left.length ? left : 'every row removed',
    }));
    recordBench('booking', [
      { name: 'quote_booking', unit: 'ms', value: quote.p50_ms, better: 'lower', p: 'p50' },
      { name: 'quote_booking', unit: 'ms', value: quote.p95_ms, better: 'lower', p: 'p95' },
      { name: 'quote_booking throughput', unit: 'ops/s', value: quote.rps, better: 'higher' },
      { name: 'request_booking', unit: 'ms', value: request.p50_ms, better: 'lower', p: 'p50' },
      { name: 'request_booking', unit: 'ms', value: request.p95_ms, better: 'lower', p: 'p95' },
      { name: 'request_booking throughput', unit: 'ops/s', value: request.rps, better: 'higher' },
      { name: `${RACERS} requests for one slot, all answered`, unit: 'ms', value: round(raceMs), better: 'lower' },
      { name: 'calendar, 120 quiet days', unit: 'ms', value: calendarQuiet.p50_ms, better: 'lower', p: 'p50' },
      { name: 'calendar, 120 quiet days', unit: 'ms', value: calendarQuiet.p95_ms, better: 'lower', p: 'p95' },
      { name: 'calendar, 120 booked days', unit: 'ms', value: calendarBusy.p50_ms, better: 'lower', p: 'p50' },
      { name: 'calendar, 120 booked days', unit: 'ms', value: calendarBusy.p95_ms, better: 'lower', p: 'p95' },
    ]);
  } finally {
    if (customers.length) await removeCustomers(db, customers).catch((e) => errors.push(`cleanup: ${(e as Error).message}`));
    await db.end();
    await admin.end();
    await stack.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  if (errors.length) throw new Error(`booking benchmark failed:\n  ${errors.slice(0, 20).join('\n  ')}`);
}

/** Everything the benchmark's customers made: their bookings (slots and venues go with them), who was told, the users. */
async function removeCustomers(db: PgClient, customers: Customer[]) {
  const ids = customers.map((c) => c.id);
  await db.query(
    `delete from public.notifications where user_id = any($1)
        or params ->> 'code' in (select tracking_code from public.bookings where customer_id = any($1))`,
    [ids],
  );
  await db.query('delete from public.payments where booking_id in (select id from public.bookings where customer_id = any($1))', [ids]);
  await db.query('delete from public.bookings where customer_id = any($1)', [ids]);
  await db.query('delete from auth.users where id = any($1)', [ids]);
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
