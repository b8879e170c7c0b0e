// `pnpm bench:catalog`: server latency of the catalogue's hot requests on a large
// catalogue. Starts a fresh local stack of its own (own ports and temporary data dir, so a
// running dev stack is not touched), seeds the demo data, grows it to 20,000 services and
// 2,000 bundles (or ten times that: `--scale 10` or BENCH_CATALOG_SERVICES=200000; see
// grow-catalogue.ts), then runs each request from 8 concurrent clients (a separate process,
// as real clients would be) and prints median and p95. Loopback only; bounded by time and count.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { startStack } from '../../local-supabase/src/stack.ts';
import type { LoadSpec } from '../../local-supabase/bench/load-generator.ts';
import { runLoad as load } from '../../local-supabase/bench/run-load.ts';
import { percentile, round } from '../../local-supabase/bench/stats.ts';
import { RAISED_AUTH_LIMITS_ENV } from '../../local-supabase/src/raised-limits.mjs';
import { catalogueSize, growCatalogue } from './grow-catalogue.ts';
import { recordBench, type BenchFigure } from '../../local-supabase/bench/summary.ts';

interface PgClient {
  connect(): Promise<void>;
  end(): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}
// `pg` belongs to the local stack package.
const requireFromStack = createRequire(new URL('../../local-supabase/package.json', import.meta.url));
const pg = requireFromStack('pg') as { Client: new (config: { connectionString: string }) => PgClient };

const CONCURRENCY = 8;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
// The size: BENCH_CATALOG_SERVICES (what `pnpm bench` sets) or `--scale 10` (x 20,000 services).
const scaleArg = process.argv.indexOf('--scale');
const SERVICES = scaleArg > 0 ? Math.round(Number(process.argv[scaleArg + 1]) * 20_000) : Number(process.env.BENCH_CATALOG_SERVICES ?? 20_000);
if (!Number.isInteger(SERVICES) || SERVICES < 1_000) throw new Error(`bench:catalog: ${SERVICES} services is not a size (--scale 10, or BENCH_CATALOG_SERVICES=200000)`);
const SIZE = catalogueSize(SERVICES);


async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-bench-catalog-'));
  fs.chmodSync(tmp, 0o755);
  const base = Number(process.env.BENCH_CATALOG_PORT ?? 57321);
  const ports = { api: base, db: base + 1, rest: base + 2 };
  console.log(`Catalogue benchmark: fresh stack in ${tmp} on ports ${ports.api}/${ports.db}/${ports.rest}, ${SIZE.services} services, ${SIZE.bundles} bundles, ${SIZE.cities} cities, ${CONCURRENCY} clients, ${DURATION_MS} ms per scenario, ${os.cpus().length} cores`);
  // The benchmark measures throughput, not hosted's per-IP auth limits (30 sign-ins per 5 minutes).
  for (const [k, v] of Object.entries(RAISED_AUTH_LIMITS_ENV)) process.env[k] ??= v;
  // No booking timers: their ticks would land inside the measured windows.
  const stack = await startStack({ dataDir: path.join(tmp, 'pg'), ports, quiet: true, writeRuntimeConfig: false, bookingTimers: false });
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  try {
    const t0 = performance.now();
    await growCatalogue(db, SIZE);
    const counts = (await db.query(`select (select count(*) from public.services)::int as services, (select count(*) from public.bundles)::int as bundles`)).rows[0];
    console.log(`seeded ${counts?.services} services and ${counts?.bundles} bundles in ${Math.round(performance.now() - t0)} ms`);

    const email = `bench.catalog.${Date.now()}@utsav.test`;
    // Sign-ups wait for email confirmation (as on hosted): a confirmed user through the admin API, then a password sign-in.
    const signup = await fetch(`${stack.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: stack.serviceKey, authorization: `Bearer ${stack.serviceKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Bench@12345', email_confirm: true }),
    });
    if (!signup.ok) throw new Error(`bench sign-up failed: ${signup.status}`);
    const signin = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Bench@12345' }),
    });
    if (!signin.ok) throw new Error(`bench sign-in failed: ${signin.status}`);
    const { access_token: userToken } = (await signin.json()) as { access_token: string };

    const headers = (token: string) => ({
      apikey: stack.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'content-profile': 'public',
      accept: 'application/json',
    });
    const rpc = (fn: string, args: unknown, token = stack.anonKey): LoadSpec => ({
      url: `${stack.url}/rest/v1/rpc/${fn}`,
      method: 'POST',
      headers: headers(token),
      body: JSON.stringify(args),
      concurrency: CONCURRENCY,
      durationMs: DURATION_MS,
      maxRequests: 200_000,
    });
    const scenarios: [string, LoadSpec][] = [
      ['category page (catering, top rated, page 1)', rpc('list_services', { p_category: 'catering', p_limit: 12, p_offset: 0 })],
      ['category page filtered (catering, Chennai, ≤ ₹800/plate, 200 guests, by price)', rpc('list_services', { p_category: 'catering', p_city: 'Chennai', p_max_price: 80000, p_guests: 200, p_sort: 'price_asc', p_limit: 12, p_offset: 0 })],
      // Issue 24: a visitor with a fixed muhurtham filters by the event date (blocked days, full lanes).
      ['category page by event date (catering, a visitor, 40 days ahead)', rpc('list_services', { p_category: 'catering', p_event_date: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10), p_limit: 12, p_offset: 0 })],
      ['bundle filter (Bengaluru, ≤ ₹5,00,000)', rpc('list_bundles', { p_city: 'Bengaluru', p_max_price: 50000000, p_limit: 9, p_offset: 0 })],
      ['bundle search box ("wedding")', rpc('list_bundles', { p_q: 'wedding', p_limit: 9, p_offset: 0 })],
      ['search "griha pravesh bengaluru"', rpc('search_catalogue', { p_q: 'griha pravesh bengaluru', p_limit: 20, p_offset: 0 }, userToken)],
      // The commonest search: one word most providers' and bundles' texts hold, no filter.
      ['search, one common word "wedding"', rpc('search_catalogue', { p_q: 'wedding', p_limit: 20, p_offset: 0 }, userToken)],
      ['search, misspelt "wedding photgrapher"', rpc('search_catalogue', { p_q: 'wedding photgrapher', p_limit: 20, p_offset: 0 }, userToken)],
      ['search, Hindi in Latin letters "shaadi photographer"', rpc('search_catalogue', { p_q: 'shaadi photographer', p_limit: 20, p_offset: 0 }, userToken)],
      ['search, Hindi in Devanagari "शाही पूजा"', rpc('search_catalogue', { p_q: 'शाही पूजा', p_limit: 20, p_offset: 0 }, userToken)],
      // Words and a filter: the search page's filters narrow a search.
      ['search with a filter, "wedding" in Chennai', rpc('search_catalogue', { p_q: 'wedding', p_city: 'Chennai', p_limit: 20, p_offset: 0 }, userToken)],
      // /search with filters and no words (cc1a3c0: with nothing asked it no longer searches).
      ['search without words, a city (Chennai)', rpc('search_catalogue', { p_city: 'Chennai', p_limit: 20, p_offset: 0 }, userToken)],
      ['search without words, a category in a city (catering, Chennai)', rpc('search_catalogue', { p_category: 'catering', p_city: 'Chennai', p_limit: 20, p_offset: 0 }, userToken)],
    ];
    // Warm-up: connections and plan caches.
    for (const [, spec] of scenarios) await load({ ...spec, durationMs: 500 });

    const rows: string[][] = [['scenario', 'req/s', 'median ms', 'p95 ms', 'requests (errors)']];
    const json: Record<string, unknown> = {};
    const figures: BenchFigure[] = [];
    for (const [name, spec] of scenarios) {
      const r = await load(spec);
      const summary = {
        rps: round((r.requests / r.elapsedMs) * 1000, 0),
        median_ms: round(percentile(r.latenciesMs, 50)),
        p95_ms: round(percentile(r.latenciesMs, 95)),
        requests: r.requests,
        errors: r.errors,
      };
      json[name] = summary;
      figures.push({ name, unit: 'ms', value: summary.median_ms, better: 'lower', p: 'p50' }, { name, unit: 'ms', value: summary.p95_ms, better: 'lower', p: 'p95' });
      rows.push([name, `${summary.rps}`, `${summary.median_ms}`, `${summary.p95_ms}`, `${summary.requests} (${summary.errors})`]);
    }
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
    for (const row of rows) console.log(row.map((cell, i) => (i === 0 || i === 4 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
    console.log(JSON.stringify({ concurrency: CONCURRENCY, services: counts?.services, bundles: counts?.bundles, ...json }));
    // One bench per catalogue size (`catalog-20k`, `catalog-200k`): their figures are compared apart.
    recordBench(`catalog-${Math.round(Number(counts?.services) / 1000)}k`, figures);
  } finally {
    await db.end();
    await stack.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
