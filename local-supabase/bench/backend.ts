// `pnpm bench:backend`: cold start of a fresh stack, then throughput and
// latency of the hot paths at 8 concurrent clients (category listing, bundle
// filter, password sign-in) and realtime INSERT→subscriber latency.
// Loopback only, every loop bounded by time and count. Prints a table and one JSON line, and
// records its figures for `pnpm bench` (summary.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { startStack, type Stack } from '../src/stack.ts';
import type { LoadResult } from './load-generator.ts';
import { runLoad as load } from './run-load.ts';
import { percentile, round } from './stats.ts';
import { recordBench, type BenchFigure } from './summary.ts';
import { RAISED_AUTH_LIMITS_ENV } from '../src/raised-limits.mjs';

const CONCURRENCY = 8;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const REALTIME_EVENTS = 100;


function summarise(r: LoadResult) {
  return {
    rps: round((r.requests / r.elapsedMs) * 1000, 0),
    p50_ms: round(percentile(r.latenciesMs, 50)),
    p95_ms: round(percentile(r.latenciesMs, 95)),
    requests: r.requests,
    errors: r.errors,
  };
}

async function realtimeLatency(stack: Stack, db: pg.Client): Promise<{ p50_ms: number; p95_ms: number; events: number; missed: number }> {
  const sb = createClient(stack.url, stack.anonKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
  const email = `bench.rt.${Date.now()}@utsav.test`;
  // Sign-ups wait for email confirmation (as on hosted): a confirmed user through the admin API, then a password sign-in.
  const admin = createClient(stack.url, stack.serviceKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
  const made = await admin.auth.admin.createUser({ email, password: 'Bench@12345', email_confirm: true });
  if (made.error) throw made.error;
  const { data, error } = await sb.auth.signInWithPassword({ email, password: 'Bench@12345' });
  if (error || !data.user) throw error ?? new Error('sign-in failed');
  const userId = data.user.id;
  const hasNotifications = (await db.query(`select to_regclass('public.notifications') is not null as ok`)).rows[0].ok as boolean;
  const table = hasNotifications ? 'notifications' : 'bench_rt';
  if (!hasNotifications) {
    await db.query(`create table if not exists public.bench_rt (id bigserial primary key, user_id uuid not null, title text);
      alter table public.bench_rt enable row level security;
      create policy own on public.bench_rt for select to authenticated using (user_id = (select auth.uid()));
      grant select on public.bench_rt to authenticated;
      alter publication supabase_realtime add table public.bench_rt;`);
  }
  const arrived = new Map<string, number>();
  // Live once Realtime says "Subscribed to PostgreSQL", not at SUBSCRIBED (the join reply): as on
  // hosted, a row committed in between is not delivered (shared/realtime/use-live-rows.ts).
  await new Promise<void>((resolve, reject) => {
    sb.channel('bench')
      .on('postgres_changes' as never, { event: 'INSERT', schema: 'public', table, filter: `user_id=eq.${userId}` }, (p: { new: { title: string } }) => {
        arrived.set(p.new.title, performance.now());
      })
      .on('system' as never, {}, (m: { extension?: string; status?: string; message?: string }) => {
        if (m.extension !== 'postgres_changes') return;
        if (m.status === 'ok') resolve();
        else reject(new Error(`realtime: ${m.message ?? m.status}`));
      })
      .subscribe((s: string) => (s === 'CHANNEL_ERROR' || s === 'TIMED_OUT' ? reject(new Error(s)) : undefined));
  });
  const sentAt = new Map<string, number>();
  const insert = hasNotifications
    ? `insert into public.notifications (user_id, title, message, type) values ($1, $2, 'Benchmark event', 'system')`
    : `insert into public.bench_rt (user_id, title) values ($1, $2)`;
  for (let i = 0; i < REALTIME_EVENTS; i++) {
    const title = `bench-${i}`;
    sentAt.set(title, performance.now());
    await db.query(insert, [userId, title]);
    // Wait for delivery (bounded) before the next event, so each measures an idle-path delivery.
    const until = performance.now() + 2000;
    while (!arrived.has(title) && performance.now() < until) await new Promise((r) => setTimeout(r, 1));
  }
  const latencies = [...sentAt].filter(([t]) => arrived.has(t)).map(([t, s]) => arrived.get(t)! - s);
  await sb.removeAllChannels();
  return { p50_ms: round(percentile(latencies, 50)), p95_ms: round(percentile(latencies, 95)), events: latencies.length, missed: REALTIME_EVENTS - latencies.length };
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-bench-'));
  fs.chmodSync(tmp, 0o755);
  const ports = { api: Number(process.env.SUPABASE_PORT ?? 56321), db: Number(process.env.SUPABASE_DB_PORT ?? 56322), rest: Number(process.env.SUPABASE_REST_PORT ?? 56323) };
  console.log(`Benchmark: fresh stack in ${tmp} on ports ${ports.api}/${ports.db}/${ports.rest}, ${CONCURRENCY} clients, ${DURATION_MS} ms per scenario, ${os.cpus().length} cores`);
  const t0 = performance.now();
  // The benchmark measures throughput, not hosted's per-IP auth limits (30 sign-ins per 5 minutes).
  for (const [k, v] of Object.entries(RAISED_AUTH_LIMITS_ENV)) process.env[k] ??= v;
  // No booking timers: their ticks would land inside the measured windows.
  const stack = await startStack({ dataDir: path.join(tmp, 'pg'), ports, quiet: true, writeRuntimeConfig: false, bookingTimers: false });
  const coldStartMs = Math.round(performance.now() - t0);
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  try {
    const anon = { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}`, accept: 'application/json', 'accept-profile': 'public' };
    const cat = (
      await db.query(`select category_slug, count(*) from public.services where active group by 1 order by 2 desc, 1 limit 1`).catch(() => ({ rows: [] }))
    ).rows[0] as { category_slug: string; count: string } | undefined;
    const city = (await db.query(`select city from public.bundles where active group by 1 order by count(*) desc, 1 limit 1`).catch(() => ({ rows: [] }))).rows[0]?.city as
      | string
      | undefined;
    if (!cat || !city) throw new Error('the benchmark needs the seeded services and bundles (supabase/seed.sql)');

    const listing = `${stack.url}/rest/v1/services?select=id,title,price_paise,price_unit,city,images,provider:service_providers(business_name,rating_avg)&category_slug=eq.${cat.category_slug}&active=eq.true&order=price_paise.asc&limit=20`;
    const bundleFilter = `${stack.url}/rest/v1/bundles?select=id,name,bundle_price_paise,discount_percent,bundle_items(service_name,quantity)&city=eq.${encodeURIComponent(city)}&active=eq.true&bundle_price_paise=lte.50000000&order=featured.desc,bundle_price_paise.asc&limit=12`;

    // A user whose password hash has GoTrue's cost (10), made through the sign-up API.
    const email = `bench.${Date.now()}@utsav.test`;
    const signup = await fetch(`${stack.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: stack.serviceKey, authorization: `Bearer ${stack.serviceKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Bench@12345', email_confirm: true }),
    });
    if (!signup.ok) throw new Error(`bench sign-up failed: ${signup.status}`);

    const base = { concurrency: CONCURRENCY, durationMs: DURATION_MS, maxRequests: 200_000 };
    await load({ ...base, url: listing, method: 'GET', headers: anon, durationMs: 1000 }); // warm-up: connections, plan caches
    const results = {
      listing: summarise(await load({ ...base, url: listing, method: 'GET', headers: anon })),
      bundle_filter: summarise(await load({ ...base, url: bundleFilter, method: 'GET', headers: anon })),
      sign_in: summarise(
        await load({
          ...base,
          maxRequests: 5000,
          url: `${stack.url}/auth/v1/token?grant_type=password`,
          method: 'POST',
          headers: { apikey: stack.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
          body: JSON.stringify({ email, password: 'Bench@12345' }),
        }),
      ),
    };
    const realtime = await realtimeLatency(stack, db);

    const rows: [string, string, string, string, string][] = [
      ['scenario', 'req/s', 'p50 ms', 'p95 ms', 'requests (errors)'],
      ['cold start (fresh db, migrate, seed)', '', `${coldStartMs}`, '', Object.entries(stack.timings).map(([k, v]) => `${k} ${v}`).join(', ')],
      ...(Object.entries(results).map(([k, r]) => [k === 'listing' ? `category listing (${cat.category_slug})` : k === 'bundle_filter' ? `bundle filter (${city})` : 'password sign-in (bcrypt 10)', `${r.rps}`, `${r.p50_ms}`, `${r.p95_ms}`, `${r.requests} (${r.errors})`]) as [string, string, string, string, string][]),
      ['realtime INSERT → subscriber', '', `${realtime.p50_ms}`, `${realtime.p95_ms}`, `${realtime.events} (${realtime.missed} missed)`],
    ];
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    for (const r of rows) console.log(r.map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));
    console.log(JSON.stringify({ cold_start_ms: coldStartMs, start_phases_ms: stack.timings, concurrency: CONCURRENCY, ...results, realtime }));
    const names = { listing: 'category listing', bundle_filter: 'bundle filter', sign_in: 'password sign-in' } as const;
    recordBench('backend', [
      { name: 'cold start', unit: 'ms', value: coldStartMs, better: 'lower' },
      ...Object.entries(results).flatMap(([k, r]): BenchFigure[] => [
        { name: names[k as keyof typeof names], unit: 'ms', value: r.p50_ms, better: 'lower', p: 'p50' },
        { name: names[k as keyof typeof names], unit: 'ms', value: r.p95_ms, better: 'lower', p: 'p95' },
        { name: `${names[k as keyof typeof names]} throughput`, unit: 'ops/s', value: r.rps, better: 'higher' },
      ]),
      { name: 'realtime insert to subscriber', unit: 'ms', value: realtime.p50_ms, better: 'lower', p: 'p50' },
      { name: 'realtime insert to subscriber', unit: 'ms', value: realtime.p95_ms, better: 'lower', p: 'p95' },
    ]);
  } finally {
    await db.end();
    await stack.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
