// `pnpm bench:admin` (issue 26, item 8): every admin list, with each of its filters, over a
// marketplace of 20,000 bookings. Starts a fresh local stack of its own (own ports and temporary
// data dir, as the other benches), writes the marketplace in SQL (400 customers, 100 approved
// providers with a service each, 150 applications waiting, 20,000 bookings over a year with their
// events, payments, refunds and 3,000 reviews, 300 conversations with 100 open reports, 300
// contact messages, 5,000 audit entries), then calls each list over HTTP as an admin (PostgREST
// through the gateway, the admin's access token) from 8 concurrent clients, and once more on the
// database alone, one client, for the server's own share. The aim: p95 under 50 ms per list.
// Prints a table and one JSON line and records its figures for `pnpm bench`. Exits non-zero only
// on an error (a failed call, a list that answered empty where the data says otherwise), never on
// a slow figure: machines are noisy.
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

const CONCURRENCY = Number(process.env.BENCH_CLIENTS ?? 8);
const CALLS = Number(process.env.BENCH_CALLS ?? 160);
const BOOKINGS = 20_000;
const CUSTOMERS = 400;
const PROVIDERS = 100;
const APPLICATIONS = 150;
const AIM_MS = 50;
const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() + 330 * 60_000 - n * 86_400_000).toISOString().slice(0, 10);

interface Case {
  /** Stable name for the figures: the function and what the filter is. */
  name: string;
  fn: string;
  body: Record<string, unknown>;
  /** The least rows the answer must have (the data guarantees them). */
  minRows: number;
}

/** Each list as the admin pages call it: the first page (50 rows), then each filter alone. */
function cases(sample: { trackingCode: string; customerId: string; providerId: string }): Case[] {
  const page = { p_limit: 50, p_offset: 0 };
  return [
    { name: 'admin_audit_entries', fn: 'admin_audit_entries', body: page, minRows: 50 },
    { name: 'admin_audit_entries by action', fn: 'admin_audit_entries', body: { ...page, p_action: 'booking.cancelled_by_customer' }, minRows: 50 },
    { name: 'admin_provider_applications pending', fn: 'admin_provider_applications', body: { p_status: 'pending', ...page }, minRows: 50 },
    { name: 'admin_people', fn: 'admin_people', body: { p_query: null, ...page }, minRows: 50 },
    { name: 'admin_people by name', fn: 'admin_people', body: { p_query: 'family 1', ...page }, minRows: 50 },
    { name: 'admin_people providers', fn: 'admin_people', body: { p_query: null, p_role: 'provider', ...page }, minRows: 50 },
    { name: 'admin_bookings', fn: 'admin_bookings', body: page, minRows: 50 },
    { name: 'admin_bookings page 200', fn: 'admin_bookings', body: { p_limit: 50, p_offset: 9950 }, minRows: 50 },
    { name: 'admin_bookings by status', fn: 'admin_bookings', body: { ...page, p_statuses: ['requested', 'confirmed'] }, minRows: 50 },
    { name: 'admin_bookings by event dates', fn: 'admin_bookings', body: { ...page, p_from: daysAgo(-20), p_to: daysAgo(-40) }, minRows: 50 },
    { name: 'admin_bookings by provider', fn: 'admin_bookings', body: { ...page, p_provider_id: sample.providerId }, minRows: 50 },
    { name: 'admin_bookings by customer', fn: 'admin_bookings', body: { ...page, p_customer_id: sample.customerId }, minRows: 40 },
    { name: 'admin_bookings by code', fn: 'admin_bookings', body: { ...page, p_query: sample.trackingCode }, minRows: 1 },
    { name: 'admin_bookings by name', fn: 'admin_bookings', body: { ...page, p_query: 'Bench Family 17' }, minRows: 50 },
    { name: 'admin_stuck_payments', fn: 'admin_stuck_payments', body: page, minRows: 50 },
    { name: 'admin_reports open', fn: 'admin_reports', body: { p_status: 'open', ...page }, minRows: 50 },
    { name: 'admin_reviews', fn: 'admin_reviews', body: { p_query: null, ...page }, minRows: 50 },
    { name: 'admin_reviews hidden', fn: 'admin_reviews', body: { p_query: null, p_hidden: true, ...page }, minRows: 50 },
    { name: 'admin_reviews by text', fn: 'admin_reviews', body: { p_query: 'studio 4', ...page }, minRows: 10 },
    { name: 'admin_contact_messages', fn: 'admin_contact_messages', body: { p_handled: false, ...page }, minRows: 50 },
    { name: 'admin_contact_messages handled', fn: 'admin_contact_messages', body: { p_handled: true, ...page }, minRows: 50 },
    // Not a list, but the numbers page's one call: a month, and the whole year.
    { name: 'admin_metrics 30 days', fn: 'admin_metrics', body: { p_from: daysAgo(29), p_to: today }, minRows: 1 },
    { name: 'admin_metrics 365 days', fn: 'admin_metrics', body: { p_from: daysAgo(364), p_to: today }, minRows: 1 },
  ];
}

/**
 * People through auth.users (the sign-up trigger makes their profiles), the rest in bulk with
 * triggers off (superuser, session_replication_role): 20,000 bookings through the request path's
 * holds, caps and timers would take longer than the benchmark itself and prove nothing more.
 */
async function makeMarketplace(db: PgClient, admin: PgClient) {
  const run = crypto.randomBytes(4).toString('hex');
  const user = async (label: string, name: string) =>
    (await db.query(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
       values ($1, 'x', now(), jsonb_build_object('full_name', $2::text)) returning id, email`, [`${label}.${run}@bench.utsav.test`, name])).rows[0] as { id: string; email: string };
  const users = async (label: string, name: string, n: number) =>
    (await db.query(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
       select format('%s.%s.%s@bench.utsav.test', $1::text, $2::text, i), 'x', now(), jsonb_build_object('full_name', format('%s %s', $3::text, i))
       from generate_series(1, $4::integer) i returning id`, [label, run, name, n])).rows.map((r) => r.id as string);

  const adminUser = await user('bench.admin', 'Bench Admin');
  await db.query(`update public.profiles set user_type = 'admin' where id = $1`, [adminUser.id]);
  const customers = await users('bench.family', 'Bench Family', CUSTOMERS);
  const owners = await users('bench.owner', 'Bench Owner', PROVIDERS);
  const applicants = await users('bench.applicant', 'Bench Applicant', APPLICATIONS);
  const cities = ['Chennai', 'Bengaluru', 'Hyderabad', 'Mumbai', 'Kochi', 'Pune', 'Delhi'];
  const categories = ['pooja-services', 'wedding-photography', 'mehendi-artists', 'catering', 'music', 'decoration', 'function-hall'];
  const providers = (await db.query(
    `insert into public.service_providers (profile_id, business_name, city, status)
     select o, format('Bench Studio %s', n), ($2::text[])[1 + n % 7], 'approved'
       from unnest($1::uuid[]) with ordinality u(o, n) returning id`, [owners, cities])).rows.map((r) => r.id as string);
  const services = (await db.query(
    `insert into public.services (provider_id, category_slug, title, price_paise, price_unit, city)
     select p, ($2::text[])[1 + n % 7], format('Bench service %s', n), 5000000 + n * 10000, 'per_event', ($3::text[])[1 + n % 7]
       from unnest($1::uuid[]) with ordinality u(p, n) returning id`, [providers, categories, cities])).rows.map((r) => r.id as string);
  await db.query(
    `insert into public.service_providers (profile_id, business_name, city, status, pan, submitted_at)
     select a, format('Bench Applicant Business %s', n), ($2::text[])[1 + n % 7], 'pending', 'AAPFU0939F', now() - make_interval(hours => n::integer)
       from unnest($1::uuid[]) with ordinality u(a, n)`, [applicants, cities]);

  await admin.query('begin');
  await admin.query("set local session_replication_role = 'replica'");
  // A year of bookings, ~55 a day: 3% held, 10% requested, 30% confirmed, 30% completed, the rest
  // ended (declined, expired, unpaid, cancelled by either side). Each customer has 50.
  await admin.query(
    `insert into public.bookings (customer_id, service_id, provider_id, event_date, event_time, slot, guest_count,
                                  total_paise, advance_paise, remaining_paise, status, status_note, created_at, updated_at,
                                  hold_expires_at, respond_by, last_actor_role)
     select ($1::uuid[])[1 + i % $5], ($2::uuid[])[1 + i % $6], ($3::uuid[])[1 + i % $6], d, t, tsrange(d + t, d + t + interval '1 hour'),
            50 + i % 200, 10000000, 2000000, 8000000, s,
            case when s in ('declined', 'cancelled_by_provider') then 'Not available that day' end,
            created, created + interval '2 hours',
            case when s = 'held' then created + interval '15 minutes' end,
            case when s = 'requested' then now() + interval '24 hours' end,
            case when s in ('held', 'requested') then 'system' else 'provider' end
       from (select i, now() - make_interval(days => i % 365, mins => i % 1440) as created,
                    case i % 100 when 0 then 'held' when 1 then 'held' when 2 then 'held' else
                      case when i % 100 < 13 then 'requested' when i % 100 < 43 then 'confirmed' when i % 100 < 73 then 'completed'
                           when i % 100 < 80 then 'declined' when i % 100 < 85 then 'expired' when i % 100 < 88 then 'payment_expired'
                           when i % 100 < 95 then 'cancelled_by_customer' else 'cancelled_by_provider' end end as s,
                    make_time(7 + i % 12, 0, 0) as t
               from generate_series(1, $4::integer) i) g,
            lateral (select case when g.s in ('completed') then (g.created)::date + 1 else current_date + 10 + g.i % 60 end as d) k`,
    [customers, services, providers, BOOKINGS, CUSTOMERS, PROVIDERS]);
  await admin.query(
    `insert into public.booking_events (booking_id, from_status, to_status, actor_role, created_at)
     select b.id, e.from_status, e.to_status, e.actor, e.at
       from public.bookings b,
            lateral (values
              (null, 'held', 'customer', b.created_at),
              ('held', 'requested', 'system', b.created_at + interval '10 minutes'),
              ('requested', case when b.status in ('completed', 'cancelled_by_provider', 'confirmed') then 'confirmed' else b.status end,
               case when b.status = 'expired' then 'system' when b.status = 'cancelled_by_customer' then 'customer' else 'provider' end,
               b.created_at + make_interval(hours => 1 + (abs(hashtext(b.id::text)) % 30))),
              ('confirmed', b.status, 'provider', (b.event_date + 1)::timestamptz)
            ) e(from_status, to_status, actor, at)
      where b.service_id = any ($1::uuid[])
        and (e.from_status is null or b.status not in ('held', 'payment_expired'))
        and (e.from_status is distinct from 'requested' or b.status <> 'requested')
        and (e.from_status is distinct from 'confirmed' or b.status in ('completed', 'cancelled_by_provider'))`, [services]);
  await admin.query(
    `insert into public.payments (booking_id, kind, amount_paise, status, gateway, gateway_ref, razorpay_payment_id, razorpay_order_id,
                                  gateway_status, paid_at, captured_at, verified_at, created_at)
     select b.id, 'advance', b.advance_paise, 'succeeded', 'razorpay', k.pay, k.pay, k.ord, 'captured',
            b.created_at + interval '5 minutes', b.created_at + interval '5 minutes', b.created_at + interval '5 minutes', b.created_at
       from public.bookings b, lateral (select 'pay_' || substr(md5(b.id::text), 1, 14) as pay, 'order_' || substr(md5(b.id::text), 3, 14) as ord) k
      where b.service_id = any ($1::uuid[]) and b.status not in ('held', 'payment_expired')`, [services]);
  // The stuck ones: an order for every held booking, and no word since.
  await admin.query(
    `insert into public.payments (booking_id, kind, amount_paise, status, gateway, razorpay_order_id, gateway_status, created_at)
     select b.id, 'advance', b.advance_paise, 'pending', 'razorpay', 'order_' || substr(md5(b.id::text), 3, 14), 'created', b.created_at + interval '1 minute'
       from public.bookings b where b.service_id = any ($1::uuid[]) and b.status = 'held'`, [services]);
  await admin.query(
    `insert into public.refunds (payment_id, booking_id, razorpay_payment_id, amount_paise, status, reason, initiated_by, processed_at, created_at)
     select p.id, b.id, p.razorpay_payment_id, p.amount_paise, 'processed', b.status, 'system', b.updated_at + interval '1 day', b.updated_at
       from public.bookings b join public.payments p on p.booking_id = b.id and p.kind = 'advance' and p.status = 'succeeded'
      where b.service_id = any ($1::uuid[]) and b.status in ('declined', 'expired', 'cancelled_by_customer', 'cancelled_by_provider')`, [services]);
  await admin.query(
    `insert into public.reviews (booking_id, customer_id, provider_id, service_id, reviewer_name, rating, comment, created_at, hidden_at, hidden_reason)
     select b.id, b.customer_id, b.provider_id, b.service_id, 'Bench F.', 1 + (abs(hashtext(b.id::text)) % 5),
            format('Bench Studio %s did a lovely job, on time and kind.', 1 + n % 100), (b.event_date + 2)::timestamptz,
            case when n % 30 = 0 then now() end, case when n % 30 = 0 then 'Personal details in the text' end
       from (select b.*, row_number() over (order by b.created_at desc) as n from public.bookings b
              where b.service_id = any ($1::uuid[]) and b.status = 'completed') b
      where n <= 3000`, [services]);
  await admin.query(
    `insert into public.conversations (customer_id, provider_id, created_at, last_message_at)
     select ($1::uuid[])[1 + i % $3], ($2::uuid[])[1 + i % $4], now() - make_interval(days => i), now() - make_interval(days => i)
       from generate_series(1, 300) i on conflict do nothing`, [customers, providers, CUSTOMERS, PROVIDERS]);
  await admin.query(
    `insert into public.messages (conversation_id, sender_id, body, client_id, created_at)
     select c.id, case when k % 2 = 0 then c.customer_id else sp.profile_id end, format('Bench message %s', k), gen_random_uuid(),
            c.created_at + make_interval(mins => k)
       from public.conversations c join public.service_providers sp on sp.id = c.provider_id, generate_series(1, 6) k`);
  await admin.query(
    `insert into public.conversation_reports (conversation_id, message_id, reporter_id, reason, status, created_at)
     select c.id, (select m.id from public.messages m where m.conversation_id = c.id order by m.created_at offset 2 limit 1), c.customer_id,
            'Asked me to pay outside Utsav', case when n <= 100 then 'open' else 'closed' end, now() - make_interval(hours => n::integer)
       from (select c.*, row_number() over (order by c.created_at) as n from public.conversations c) c where n <= 200`);
  await admin.query(
    `insert into public.contact_messages (name, email, subject, message, handled, created_at)
     select format('Bench Visitor %s', i), format('visitor%s@bench.utsav.test', i), 'A question', 'When do payouts reach providers?',
            i % 3 = 0, now() - make_interval(hours => i)
       from generate_series(1, 300) i`);
  await admin.query(
    `insert into public.admin_audit_log (admin_id, action, target_type, target_id, reason, created_at)
     select $1::uuid, case when i % 2 = 0 then 'booking.cancelled_by_customer' else 'provider.approved' end, 'booking',
            gen_random_uuid()::text, 'Bench history', now() - make_interval(mins => i)
       from generate_series(1, 5000) i`, [adminUser.id]);
  await admin.query('commit');
  await admin.query('analyze');
  const [sample] = (await db.query(
    `select b.tracking_code, b.customer_id, b.provider_id from public.bookings b where b.customer_id = $1 order by b.created_at desc limit 1`,
    [customers[16]])).rows as { tracking_code: string; customer_id: string; provider_id: string }[];
  return { adminUser, sample: { trackingCode: sample!.tracking_code, customerId: sample!.customer_id, providerId: sample!.provider_id } };
}

/** Rows in an answer: a list's rows, or 1 for metrics' one object. */
const rowsOf = (answer: unknown) => (Array.isArray(answer) ? answer.length : answer && typeof answer === 'object' ? 1 : 0);

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-bench-admin-'));
  fs.chmodSync(tmp, 0o755);
  const basePort = Number(process.env.BENCH_ADMIN_PORT ?? 58461);
  const ports = { api: basePort, db: basePort + 1, rest: basePort + 2 };
  console.log(`Admin lists benchmark: fresh stack in ${tmp} on ports ${ports.api}/${ports.db}/${ports.rest}, ${CONCURRENCY} clients, ${os.cpus().length} cores`);
  // No booking timers: their ticks would land inside the measured windows.
  const stack = await startStack({ dataDir: path.join(tmp, 'pg'), ports, quiet: true, writeRuntimeConfig: false, bookingTimers: false });
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  const admin = new pg.Client({ connectionString: stack.adminDbUrl });
  await admin.connect();
  const errors: string[] = [];
  try {
    const started = performance.now();
    const { adminUser, sample } = await makeMarketplace(db, admin);
    const counts = (await db.query(
      `select (select count(*) from public.bookings) as bookings, (select count(*) from public.profiles) as people,
              (select count(*) from public.reviews) as reviews, (select count(*) from public.admin_audit_log) as audit`)).rows[0]!;
    console.log(`Marketplace in ${Math.round((performance.now() - started) / 1000)} s: ${counts.bookings} bookings, ${counts.people} people, ${counts.reviews} reviews, ${counts.audit} audit entries`);
    if (Number(counts.bookings) < BOOKINGS) errors.push(`only ${counts.bookings} bookings`);
    const token = accessToken(stack.jwtSecret, adminUser);
    const claims = JSON.stringify({ sub: adminUser.id, role: 'authenticated', aud: 'authenticated' });

    const results: CallFigures[] = [];
    for (const c of cases(sample)) {
      const load = (total: number) =>
        runLoad({
          url: `${stack.url}/rest/v1/rpc/${c.fn}`,
          method: 'POST',
          headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(c.body),
          concurrency: CONCURRENCY,
          durationMs: 5 * 60_000,
          maxRequests: total,
        });
      // Warm-up: connections, PostgREST's schema cache, past the custom plans PL/pgSQL tries first.
      await load(CONCURRENCY * 6);
      const r = await load(CALLS);
      const failed = r.requests - (r.statuses['200'] ?? 0);
      if (failed) errors.push(`${c.name}: ${failed} answers other than 200 (${JSON.stringify(r.statuses)}) ${r.failures.slice(0, 2).join('; ')}`);
      // The same call on the database alone, as the admin: what the server's query costs.
      const args = Object.keys(c.body).map((k, i) => `${k} => $${i + 1}`).join(', ');
      const sql = c.fn === 'admin_metrics' ? `select public.${c.fn}(${args}) as answer` : `select * from public.${c.fn}(${args})`;
      const params = Object.values(c.body);
      await admin.query(`select set_config('request.jwt.claims', $1, false)`, [claims]);
      await admin.query('set role authenticated');
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < 50; i++) {
        const t = performance.now();
        const answer = await admin.query(sql, params);
        if (i >= 10) times.push(performance.now() - t);
        rows = c.fn === 'admin_metrics' ? rowsOf(answer.rows[0]?.answer) : answer.rows.length;
      }
      await admin.query('reset role');
      if (rows < c.minRows) errors.push(`${c.name} answered ${rows} rows, fewer than ${c.minRows}`);
      results.push({
        name: c.name,
        http: { p50_ms: round(percentile(r.latenciesMs, 50)), p95_ms: round(percentile(r.latenciesMs, 95)), rps: round((r.requests / r.elapsedMs) * 1000, 0), requests: r.requests, errors: failed },
        db: { p50_ms: round(percentile(times, 50)), p95_ms: round(percentile(times, 95)) },
        rows,
      });
    }

    reportCalls('admin', 'list', results, AIM_MS);
    console.log(JSON.stringify({ clients: CONCURRENCY, bookings: Number(counts.bookings), aim_p95_ms: AIM_MS, lists: results }));
  } finally {
    await db.end();
    await admin.end();
    await stack.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  if (errors.length) throw new Error(`admin benchmark failed:\n  ${errors.slice(0, 20).join('\n  ')}`);
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
