// `pnpm bench:catalog`: server latency of the catalogue's three hot requests on a large
// catalogue. Starts a fresh local stack of its own (own ports and temporary data dir, so a
// running dev stack is not touched), seeds the demo data, grows it to 20,000 services and
// 2,000 bundles, then runs each request from 8 concurrent clients (a separate process, as
// real clients would be) and prints median and p95. Loopback only; bounded by time and count.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { startStack } from '../../local-supabase/src/stack.ts';
import type { LoadSpec } from '../../local-supabase/bench/load-generator.ts';
import { runLoad as load } from '../../local-supabase/bench/run-load.ts';
import { percentile, round } from '../../local-supabase/bench/stats.ts';
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
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const SERVICES = 20_000;
const BUNDLES = 2_000;
const PROVIDERS = 400;


/** Grows the seeded catalogue: approved providers in the eight cities, then services and bundles modelled on the seed's. */
async function growCatalogue(db: PgClient): Promise<void> {
  await db.query(
    `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     select ('f0000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'bench.provider.' || g || '@bench.utsav.test', 'x', now(),
            jsonb_build_object('full_name', 'Bench Provider ' || g)
     from generate_series(1, $1::int) g`,
    [PROVIDERS],
  );
  await db.query(
    `insert into public.service_providers (id, profile_id, business_name, description, city, areas_served, languages, experience_years, status)
     select ('f1000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, ('f0000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid,
            (array['Shree','Lakshmi','Ganesh','Royal','Golden','Sri Sai','Mangal','Kalyan'])[1 + g % 8] || ' '
              || (array['Events','Caterers','Decorators','Studios','Pandit Seva','Mandap','Music House','Mehendi Arts'])[1 + (g / 8) % 8] || ' ' || g,
            'Family-run team serving weddings, poojas and festivals for many years.',
            (array['Bengaluru','Chennai','Hyderabad','Mumbai','Delhi','Pune','Kochi','Jaipur'])[1 + g % 8],
            array['Central', 'North', 'South'], array['Hindi', 'English'], g % 30, 'approved'
     from generate_series(1, $1::int) g`,
    [PROVIDERS],
  );
  const [{ n: existingServices }] = (await db.query('select count(*)::int as n from public.services')).rows as [{ n: number }];
  await db.query(
    `with t as (select row_number() over (order by id) - 1 as k, * from public.services),
          tn as (select count(*) as n from t),
          p as (select row_number() over (order by id) - 1 as k, id, city from public.service_providers where id::text like 'f1000000-%')
     insert into public.services (provider_id, category_slug, title, description, price_paise, price_unit, min_guests, max_guests,
                                  duration_hours, city, images, attributes, active, created_at)
     select p.id, t.category_slug,
            (array['Classic','Premium','Budget','Deluxe','Traditional','Modern','Royal','Simple'])[1 + g % 8] || ' ' || t.title,
            t.description, greatest(1000, round(t.price_paise * (60 + (g * 37) % 90) / 100.0 / 1000) * 1000)::bigint,
            t.price_unit, t.min_guests, t.max_guests, t.duration_hours, p.city, t.images, t.attributes, g % 50 <> 0,
            now() - (g % 365) * interval '1 day'
     from generate_series(0, $1::int - 1) g
     join tn on true
     join t on t.k = g % tn.n
     join p on p.k = g % $2::int`,
    [SERVICES - existingServices, PROVIDERS],
  );
  const [{ n: existingBundles }] = (await db.query('select count(*)::int as n from public.bundles')).rows as [{ n: number }];
  // Items first need their bundle; the bundle trigger then recomputes totals from the items.
  await db.query(
    `insert into public.bundles (id, provider_id, name, description, bundle_price_paise, max_guests, duration_days, terms,
                                 min_advance_paise, city, featured)
     select ('f2000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, p.id,
            (array['Wedding','Griha Pravesh','Engagement','Sangeet','Naming Ceremony','Festival','Reception','Haldi'])[1 + g % 8]
              || ' ' || (array['Package','Celebration','Special','Essentials','Grand Bundle'])[1 + (g / 8) % 5] || ' ' || g,
            'Hall, food, rituals and decoration coordinated by one team.',
            -- 85% of the items' total (set below: (g % 10 + 1) x ₹25,000 in all).
            ((g % 10) + 1) * 2125000, 50 + (g % 20) * 50, 1 + g % 3, 'Advance confirms the date.',
            ((g % 10) + 1) * 425000, p.city, g % 40 = 0
     from generate_series(1, $1::int) g
     join (select row_number() over (order by id) - 1 as k, id, city from public.service_providers where id::text like 'f1000000-%') p
       on p.k = g % $2::int`,
    [BUNDLES - existingBundles, PROVIDERS],
  );
  await db.query(
    `insert into public.bundle_items (bundle_id, service_type, service_name, quantity, unit_price_paise, sort_order)
     select b.id, (array['function-hall','catering','decoration','music'])[n], (array['Hall','Meals','Decoration','Music'])[n],
            1, ((substr(b.id::text, 25)::int % 10) + 1) * 250000 * n, n
     from public.bundles b cross join generate_series(1, 4) n
     where b.id::text like 'f2000000-%'`,
  );
  await db.query('analyze');
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-bench-catalog-'));
  fs.chmodSync(tmp, 0o755);
  const base = Number(process.env.BENCH_CATALOG_PORT ?? 57321);
  const ports = { api: base, db: base + 1, rest: base + 2 };
  console.log(`Catalogue benchmark: fresh stack in ${tmp} on ports ${ports.api}/${ports.db}/${ports.rest}, ${CONCURRENCY} clients, ${DURATION_MS} ms per scenario, ${os.cpus().length} cores`);
  // The benchmark measures throughput, not hosted's per-IP auth limits (30 sign-ins per 5 minutes).
  for (const [k, v] of Object.entries(RAISED_AUTH_LIMITS_ENV)) process.env[k] ??= v;
  // No booking timers: their ticks would land inside the measured windows.
  const stack = await startStack({ dataDir: path.join(tmp, 'pg'), ports, quiet: true, writeRuntimeConfig: false, bookingTimers: false });
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  try {
    const t0 = performance.now();
    await growCatalogue(db);
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
      ['search, misspelt "wedding photgrapher"', rpc('search_catalogue', { p_q: 'wedding photgrapher', p_limit: 20, p_offset: 0 }, userToken)],
    ];
    // Warm-up: connections and plan caches.
    for (const [, spec] of scenarios) await load({ ...spec, durationMs: 500 });

    const rows: string[][] = [['scenario', 'req/s', 'median ms', 'p95 ms', 'requests (errors)']];
    const json: Record<string, unknown> = {};
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
      rows.push([name, `${summary.rps}`, `${summary.median_ms}`, `${summary.p95_ms}`, `${summary.requests} (${summary.errors})`]);
    }
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
    for (const row of rows) console.log(row.map((cell, i) => (i === 0 || i === 4 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
    console.log(JSON.stringify({ concurrency: CONCURRENCY, services: counts?.services, bundles: counts?.bundles, ...json }));
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
