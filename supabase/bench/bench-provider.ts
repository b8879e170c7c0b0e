// `pnpm bench:provider` (issue 24, item 8): the provider dashboard's first view, one round trip per
// panel, for a provider with 2,000 past bookings. Starts a fresh local stack of its own (own ports
// and temporary data dir, as `pnpm bench:booking`), gives one new provider two years of history
// (2,000 past bookings with their events, payments, refunds and 600 reviews, plus this month's
// requests and upcoming confirmed bookings), then calls each panel's function over HTTP as that
// provider (PostgREST through the gateway, with the provider's access token) from a few concurrent
// clients, and once more straight on the database, one client, to show the server's own share.
// Prints a table and one JSON line, and records its figures for `pnpm bench`
// (local-supabase/bench/summary.ts). Exits non-zero only on an error (a failed call, a panel that
// answered empty where the history says otherwise), never on a slow figure: machines are noisy.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { accessToken } from '../tests/helpers/access-token.ts';
import { startStack } from '../../local-supabase/src/stack.ts';
import { runLoad } from '../../local-supabase/bench/run-load.ts';
import { percentile, round } from '../../local-supabase/bench/stats.ts';
import { reportCalls, type CallFigures } from './helpers/http-db-report.ts';

interface PgClient {
  connect(): Promise<void>;
  end(): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}
// `pg` belongs to the local stack package.
const requireFromStack = createRequire(new URL('../../local-supabase/package.json', import.meta.url));
const pg = requireFromStack('pg') as { Client: new (config: { connectionString: string }) => PgClient };

const CONCURRENCY = Number(process.env.BENCH_CLIENTS ?? 4);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const PAST = 2000;
const CUSTOMERS = 60;
const AIM_MS = 50;
const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** Each panel's call, as the dashboard makes it on its first view. */
const PANELS: { fn: string; body: Record<string, unknown> }[] = [
  { fn: 'provider_requests', body: {} },
  { fn: 'provider_agenda', body: { p_limit: 20 } },
  { fn: 'provider_month', body: { p_month: today } },
  { fn: 'provider_earnings', body: { p_months: 6 } },
  { fn: 'provider_performance', body: {} },
  { fn: 'provider_reviews', body: { p_limit: 20 } },
];


/**
 * The provider, their service and customers the normal way (sign-up triggers make the profiles),
 * then the history written in bulk with triggers off (superuser, session_replication_role):
 * two years of bookings would otherwise go through the request path's holds, caps and timers.
 */
async function makeHistory(db: PgClient, admin: PgClient) {
  const run = crypto.randomBytes(4).toString('hex');
  const [provider] = (await db.query(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     values ($1, 'x', now(), '{"full_name": "Bench Photographer"}') returning id, email`, [`bench.provider.${run}@bench.utsav.test`])).rows as { id: string; email: string }[];
  const customers = (await db.query(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     select format('bench.family.%s.%s@bench.utsav.test', $1::text, i), 'x', now(), jsonb_build_object('full_name', format('Bench Family %s', i))
     from generate_series(1, $2::integer) i returning id`, [run, CUSTOMERS])).rows.map((r) => r.id as string);
  const [row] = (await db.query(
    `insert into public.service_providers (profile_id, business_name, city, status) values ($1, 'Bench Candid Studio', 'Chennai', 'approved') returning id`,
    [provider!.id])).rows as { id: string }[];
  const [service] = (await db.query(
    `insert into public.services (provider_id, category_slug, title, price_paise, price_unit, city)
     values ($1, 'wedding-photography', 'Candid wedding coverage', 10000000, 'per_event', 'Chennai') returning id`, [row!.id])).rows as { id: string }[];

  await admin.query('begin');
  await admin.query("set local session_replication_role = 'replica'");
  // Past bookings: ~3 a day over 700 days; 70% completed, the rest declined, expired, cancelled.
  // Then this month's: 20 requests awaiting an answer and 40 confirmed upcoming bookings.
  await admin.query(
    `insert into public.bookings (customer_id, service_id, provider_id, event_date, event_time, slot, guest_count,
                                  total_paise, advance_paise, remaining_paise, status, status_note, created_at, updated_at, respond_by, last_actor_role)
     select c.customers[1 + (i % array_length(c.customers, 1))], $2, $3, d, t, tsrange(d + t, d + t + interval '1 hour'), 50 + i % 200,
            10000000, 2000000, 8000000, s,
            case when s in ('declined', 'cancelled_by_provider') then 'Not available that day' end,
            created, created + interval '2 hours',
            case when s = 'requested' then now() + make_interval(hours => 1 + i % 47) end,
            case when s = 'requested' then 'system' else 'provider' end
       from (select i,
                    case when i <= $4 then current_date - 1 - (i % 700) else current_date + 5 + (i % 90) end as d,
                    make_time(7 + i % 12, 0, 0) as t,
                    case when i > $4 + 20 then 'confirmed'
                         when i > $4 then 'requested'
                         when i % 100 < 70 then 'completed'
                         when i % 100 < 80 then 'declined'
                         when i % 100 < 88 then 'expired'
                         when i % 100 < 95 then 'cancelled_by_customer'
                         else 'cancelled_by_provider' end as s
               from generate_series(1, $4 + 60) i) g,
            lateral (select case when g.i <= $4 then (g.d - 30)::timestamptz + interval '9 hours'
                                 else now() - make_interval(days => g.i % 28, hours => g.i % 20) end as created) k,
            (select $1::uuid[] as customers) c`,
    [customers, service!.id, row!.id, PAST]);
  // Their history: asked 10 minutes after the request; answered 1 to 30 hours later (or expired
  // after 48); completed or cancelled after the event.
  await admin.query(
    `insert into public.booking_events (booking_id, from_status, to_status, actor_role, created_at)
     select b.id, e.from_status, e.to_status, e.actor, e.at
       from public.bookings b,
            lateral (values
              (null, 'held', 'customer', b.created_at),
              ('held', 'requested', 'system', b.created_at + interval '10 minutes'),
              ('requested', case when b.status in ('completed', 'cancelled_by_provider', 'confirmed') then 'confirmed' else b.status end,
               case when b.status = 'expired' then 'system' when b.status = 'cancelled_by_customer' then 'customer' else 'provider' end,
               b.created_at + case when b.status = 'expired' then interval '48 hours' else make_interval(hours => 1 + (abs(hashtext(b.id::text)) % 30)) end),
              ('confirmed', b.status, 'provider', (b.event_date + 1)::timestamptz)
            ) e(from_status, to_status, actor, at)
      where b.provider_id = $1
        and (e.from_status is distinct from 'requested' or b.status <> 'requested')
        and (e.from_status is distinct from 'confirmed' or b.status in ('completed', 'cancelled_by_provider'))`,
    [row!.id]);
  await admin.query(
    `insert into public.payments (booking_id, kind, amount_paise, status, gateway, gateway_ref, razorpay_payment_id, gateway_status, paid_at, captured_at, created_at)
     select b.id, k.kind, case k.kind when 'advance' then b.advance_paise else b.remaining_paise end, 'succeeded', 'razorpay',
            k.ref, k.ref, 'captured', b.created_at + interval '5 minutes', b.created_at + interval '5 minutes', b.created_at
       from public.bookings b,
            lateral (select kind, 'pay_' || substr(md5(b.id::text || kind), 1, 14) as ref
                       from unnest(case when b.status = 'completed' then array['advance', 'remaining'] else array['advance'] end) kind) k
      where b.provider_id = $1`,
    [row!.id]);
  await admin.query(
    `insert into public.refunds (payment_id, booking_id, razorpay_payment_id, amount_paise, status, reason, initiated_by, processed_at, created_at)
     select p.id, b.id, p.razorpay_payment_id, p.amount_paise, 'processed', b.status, 'system', b.updated_at + interval '1 day', b.updated_at
       from public.bookings b join public.payments p on p.booking_id = b.id and p.kind = 'advance'
      where b.provider_id = $1 and b.status in ('declined', 'expired', 'cancelled_by_customer', 'cancelled_by_provider')`,
    [row!.id]);
  await admin.query(
    `insert into public.reviews (booking_id, customer_id, provider_id, service_id, reviewer_name, rating, comment, provider_reply, replied_at, created_at)
     select b.id, b.customer_id, b.provider_id, b.service_id, 'Bench F.', 3 + (abs(hashtext(b.id::text)) % 3),
            'The photos came out beautifully and on time.', case when random() < 0.5 then 'Thank you!' end, null, (b.event_date + 2)::timestamptz
       from public.bookings b
      where b.provider_id = $1 and b.status = 'completed'
      order by b.event_date desc limit 600`,
    [row!.id]);
  await admin.query(
    `update public.service_providers sp set rating_avg = r.avg, rating_count = r.n
       from (select round(avg(rating), 2) as avg, count(*)::integer as n from public.reviews where provider_id = $1) r
      where sp.id = $1`, [row!.id]);
  await admin.query('commit');
  await admin.query('analyze');
  return { provider: provider!, providerRow: row!.id };
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-bench-provider-'));
  fs.chmodSync(tmp, 0o755);
  const basePort = Number(process.env.BENCH_PROVIDER_PORT ?? 58421);
  const ports = { api: basePort, db: basePort + 1, rest: basePort + 2 };
  console.log(`Provider dashboard benchmark: fresh stack in ${tmp} on ports ${ports.api}/${ports.db}/${ports.rest}, ${CONCURRENCY} clients, ${os.cpus().length} cores`);
  // No booking timers: their ticks would land inside the measured windows.
  const stack = await startStack({ dataDir: path.join(tmp, 'pg'), ports, quiet: true, writeRuntimeConfig: false, bookingTimers: false });
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  const admin = new pg.Client({ connectionString: stack.adminDbUrl });
  await admin.connect();
  const errors: string[] = [];
  try {
    const { provider, providerRow } = await makeHistory(db, admin);
    const token = accessToken(stack.jwtSecret, provider);
    const counts = (await db.query(
      `select count(*) filter (where event_date < current_date) as past, count(*) filter (where status = 'requested') as requested,
              count(*) filter (where status = 'confirmed') as confirmed
         from public.bookings where provider_id = $1`, [providerRow])).rows[0]!;
    console.log(`History: ${counts.past} past bookings, ${counts.requested} requests awaiting an answer, ${counts.confirmed} upcoming confirmed`);

    const results: CallFigures[] = [];
    for (const panel of PANELS) {
      const load = (total: number) =>
        runLoad({
          url: `${stack.url}/rest/v1/rpc/${panel.fn}`,
          method: 'POST',
          headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(panel.body),
          concurrency: CONCURRENCY,
          durationMs: 5 * 60_000,
          maxRequests: total,
        });
      // Warm-up: connections, PostgREST's schema cache, past the custom plans PL/pgSQL tries first.
      await load(CONCURRENCY * 8);
      const r = await load(CALLS);
      const failed = r.requests - (r.statuses['200'] ?? 0);
      if (failed) errors.push(`${panel.fn}: ${failed} answers other than 200 (${JSON.stringify(r.statuses)}) ${r.failures.slice(0, 2).join('; ')}`);
      // The same call on the database alone, as the provider: what the server's query costs.
      const claims = JSON.stringify({ sub: provider.id, role: 'authenticated', aud: 'authenticated' });
      const args = Object.keys(panel.body).map((k, i) => `${k} => $${i + 1}`).join(', ');
      const sql = `select public.${panel.fn}(${args})`;
      const params = Object.values(panel.body);
      await admin.query(`select set_config('request.jwt.claims', $1, false)`, [claims]);
      await admin.query('set role authenticated');
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < 60; i++) {
        const t = performance.now();
        const answer = await admin.query(sql, params);
        if (i >= 10) times.push(performance.now() - t);
        rows = answer.rows.length;
      }
      await admin.query('reset role');
      results.push({
        name: panel.fn,
        http: { p50_ms: round(percentile(r.latenciesMs, 50)), p95_ms: round(percentile(r.latenciesMs, 95)), rps: round((r.requests / r.elapsedMs) * 1000, 0), requests: r.requests, errors: failed },
        db: { p50_ms: round(percentile(times, 50)), p95_ms: round(percentile(times, 95)) },
        rows,
      });
    }

    // The answers must reflect the history: a fast empty answer would prove nothing.
    const ask = async (fn: string, body: Record<string, unknown>) => {
      const res = await fetch(`${stack.url}/rest/v1/rpc/${fn}`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await res.json()) as unknown;
    };
    const requests = (await ask('provider_requests', {})) as unknown[];
    const agenda = (await ask('provider_agenda', { p_limit: 50 })) as unknown[];
    const performanceFigures = (await ask('provider_performance', {})) as { requests_30d: number; completed_count: number };
    const earnings = (await ask('provider_earnings', { p_months: 6 })) as { due_paise: number };
    const reviews = (await ask('provider_reviews', { p_limit: 20 })) as unknown[];
    if (requests.length !== 20) errors.push(`provider_requests answered ${requests.length} rows, not 20`);
    if (agenda.length !== 40) errors.push(`provider_agenda answered ${agenda.length} rows, not 40`);
    if (!(performanceFigures.requests_30d >= 60 && performanceFigures.completed_count >= 1000)) errors.push(`provider_performance: ${JSON.stringify(performanceFigures)}`);
    if (!(earnings.due_paise > 0)) errors.push(`provider_earnings: nothing due: ${JSON.stringify(earnings).slice(0, 200)}`);
    if (reviews.length !== 20) errors.push(`provider_reviews answered ${reviews.length} rows, not 20`);

    reportCalls('provider', 'panel', results, AIM_MS);
    console.log(JSON.stringify({ clients: CONCURRENCY, past_bookings: Number(counts.past), aim_p95_ms: AIM_MS, panels: results }));
  } finally {
    await db.end();
    await admin.end();
    await stack.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  if (errors.length) throw new Error(`provider benchmark failed:\n  ${errors.slice(0, 20).join('\n  ')}`);
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
