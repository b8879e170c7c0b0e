// `pnpm size`: the gzipped JavaScript a cold load of `/` fetches, and what `/blog`
// (then `/track-booking`) adds on top, measured in a real browser against the production builds. `/` has two
// budgets: the render-critical JS (requested before the shell's first render, the
// `utsav:first-render` mark) and everything until the network is idle, which adds what is
// deliberately deferred past the first view (supabase-js for the home page's data).
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium.mjs';

// Issue 4 revisited the 200 KB of issue 2: the top bar (Radix Navigation Menu, ~10 KB), the designed home
// page and the English strings bundled for a first render that waits on no translation file. The
// speed gate that matters is `pnpm lighthouse` (mobile performance >= 90); these keep growth visible.
// Issue 12 moved the shell's contract into `shared` (registry, paths, categories, route guards, keyed
// errors, language switcher): 224 -> 232 KB render-critical, most of it federation's per-file wrapper,
// since each `shared` file is its own singleton. Grouping `shared` into fewer share scopes is the way back.
// Issue 13 (232 -> 236.2 KB): hydrating the page server's markup (the rendered page's remote and its query
// cache before hydration), the header that folds by what fits, the page-head API on every page, the
// notification templates and the phone sign-in. It bought every public page arriving rendered (a category
// page's largest paint 6.6 -> 1.1 s on the throttled phone) and home's performance stayed 96 on a quiet machine.
// Issue 13, stop 18: the shell is no federation build; the federation runtime (~48 KB) comes with the
// first remote instead of with every page: home 234.4 -> 185.7 KB critical, 291.3 -> 242.9 KB in all,
// /blog adds 50.1 -> 83.9 KB (the runtime and the shared files the shell had not fetched yet). React DOM
// and the router are chunks of their own (+2.5 KB of gzip lost across the split, for shorter tasks).
// Issue 14: what the booking remote's first page adds after /blog, 77.3 KB: its own container runtime
// (remoteEntry, ~27 KB: every remote carries one, the blog's 83.9 KB holds the same), TanStack Query
// (18.6 KB, which the blog does not use: the page's data, shared with every later booking page and
// the profile widget), the repo's form stack react-hook-form + valibot (15.3 KB, useAppForm, the same
// on the request form), and the page itself with its strings (11.6 KB). Budget with the blog's headroom.
// Issue 24: what the provider remote's /dashboard adds to a signed-in cold load of `/`, measured in a
// context of its own (a provider's session, so the route's guard lets the page load). It carries the
// federation runtime (~48 KB, which a provider meets on the first remote page whatever it is), the
// remote's container (~27 KB, every remote has one), TanStack Query (18.6 KB) and the page with every
// panel and its strings; the earnings chart is visx's scales and bars (SVG, d3-scale and d3-shape
// from @visx/vendor), chosen over recharts 3 (which brings redux toolkit) and Chart.js (a canvas
// runtime) for its size. Budget: the measured figure with the blog's headroom.
export const BUDGET_KB = { homeCritical: 190, home: 246, blogExtra: 90, trackBookingExtra: 85, providerDashboardExtra: 112 };

// Ports of their own, so a running `pnpm start` is not disturbed: the registry's apps from 4300.
const { appPort, portTable, registryApps, repoRoot, shellPort } = await import('../tooling/ports.mjs');
for (const [name, port] of Object.entries(portTable(4300))) process.env[name] ??= String(port);

const { serveAll } = await import('./serve-all.mjs');

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Which package or app a fetched file's bytes come from, from its source map. */
function attribute(url, gzippedBytes, totals) {
  const { port, pathname } = new URL(url);
  const app = registryApps.find((entry) => String(appPort(entry)) === port)?.dir ?? 'other';
  const mapFile = path.join(repoRoot, app, 'dist', `${pathname}.map`);
  if (!existsSync(mapFile)) {
    totals.set(`${app} (runtime)`, (totals.get(`${app} (runtime)`) ?? 0) + gzippedBytes);
    return;
  }
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const weights = new Map();
  let all = 0;
  map.sources.forEach((source, index) => {
    const size = map.sourcesContent?.[index]?.length ?? 0;
    const pkg = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/)?.[1];
    const label = pkg ?? (source.includes('shared/') ? 'shared (workspace)' : `${app} (app code)`);
    weights.set(label, (weights.get(label) ?? 0) + size);
    all += size;
  });
  for (const [label, size] of weights) totals.set(label, (totals.get(label) ?? 0) + (all ? (gzippedBytes * size) / all : 0));
}

/** A session as supabase-js stores it, for a provider, valid for an hour (never sent anywhere that checks it). */
function fakeSession() {
  const b64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const user = { id: 'a0000000-0000-4000-8000-000000000003', email: 'provider@utsav.test', aud: 'authenticated', role: 'authenticated', app_metadata: {}, user_metadata: {} };
  const token = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: user.id, role: 'authenticated', aud: 'authenticated', exp })}.size-budget`;
  return { access_token: token, refresh_token: 'size-budget', token_type: 'bearer', expires_in: 3600, expires_at: exp, user };
}

async function measure() {
  const served = await serveAll({ quiet: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const fetched = [];
    page.on('response', async (response) => {
      const url = response.url();
      if (!/\.m?js(\?|$)/.test(new URL(url).pathname)) return;
      try {
        fetched.push({ url, gzipped: gzipSync(await response.body()).length });
      } catch {
        /* a response without a body (redirect) carries no JavaScript */
      }
    });
    const base = `http://localhost:${shellPort()}`;
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForFunction(() => performance.getEntriesByName('utsav:first-render').length > 0);
    const startedBeforeRender = new Set(
      await page.evaluate(() => {
        const rendered = performance.getEntriesByName('utsav:first-render')[0]?.startTime ?? Infinity;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < rendered)
          .map((entry) => entry.name);
      }),
    );
    const home = fetched.splice(0);
    for (const file of home) file.critical = startedBeforeRender.has(file.url);
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('heading', { level: 1, name: /planning guides/i }).waitFor();
    await page.waitForLoadState('networkidle');
    const blog = fetched.splice(0);
    // The booking remote's first page, after the blog (the federation runtime is loaded by then).
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Track Booking' }).click();
    await page.getByRole('heading', { level: 1, name: 'Track a booking' }).waitFor();
    await page.waitForLoadState('networkidle');
    const booking = fetched.splice(0);

    // The provider's dashboard, signed in: a session of the shape supabase-js keeps, so the guard
    // lets the route through without a backend (its calls then fail into the page's unavailable
    // state; the JavaScript fetched is the same).
    const providerContext = await browser.newContext();
    const providerPage = await providerContext.newPage();
    providerPage.on('response', async (response) => {
      const url = response.url();
      if (!/\.m?js(\?|$)/.test(new URL(url).pathname)) return;
      try {
        fetched.push({ url, gzipped: gzipSync(await response.body()).length });
      } catch {
        /* a response without a body (redirect) carries no JavaScript */
      }
    });
    // A backend that is not there (the measurement needs none): the client is made, its calls fail.
    await providerPage.route('**/runtime-config.json', (route) =>
      route.fulfill({ json: { supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'size-budget' } }),
    );
    await providerPage.addInitScript((session) => localStorage.setItem('utsav.auth', session), JSON.stringify(fakeSession()));
    await providerPage.goto(`${base}/`, { waitUntil: 'networkidle' });
    await providerPage.getByRole('heading', { level: 1 }).first().waitFor();
    fetched.splice(0);
    // A client-side navigation, as a link in the header makes it.
    await providerPage.evaluate("history.pushState({}, '', '/dashboard'); dispatchEvent(new PopStateEvent('popstate'))");
    // The page's calls fail and are retried on timers, so "network idle" says nothing here: wait
    // until the provider remote's files have come and no script has arrived for three seconds.
    const providerPort = String(appPort(registryApps.find((entry) => entry.name === 'provider')));
    for (let quiet = 0, seen = -1, waited = 0; quiet < 3; waited++) {
      if (waited > 60) throw new Error('/dashboard: the provider remote sent no script within a minute');
      await providerPage.waitForTimeout(1000);
      const fromProvider = fetched.some((file) => new URL(file.url).port === providerPort);
      quiet = fromProvider && fetched.length === seen ? quiet + 1 : 0;
      seen = fetched.length;
    }
    const dashboard = fetched.splice(0);
    await providerContext.close();
    return { home, blog, booking, dashboard };
  } finally {
    await browser.close();
    await served.close();
  }
}

const { home, blog, booking, dashboard } = await measure();
const sum = (files) => files.reduce((total, file) => total + file.gzipped, 0);
const report = (title, files) => {
  const totals = new Map();
  for (const file of files) attribute(file.url, file.gzipped, totals);
  console.log(`\n${title}: ${kb(sum(files))} KB gzipped in ${files.length} files`);
  for (const [label, bytes] of [...totals].sort((a, b) => b[1] - a[1]).filter(([, b]) => b >= 512))
    console.log(`  ${label.padEnd(36)} ${kb(bytes).padStart(7)} KB`);
};
const critical = home.filter((file) => file.critical);
report('Cold load of /, render-critical (before the first render)', critical);
report('Cold load of /, deferred (after the first render, until network idle)', home.filter((file) => !file.critical));
report('Added by /blog', blog);
report('Added by /track-booking (after /blog)', booking);
report('Added by /dashboard (a provider, after a cold /)', dashboard);

const failures = [];
if (sum(critical) / 1024 > BUDGET_KB.homeCritical)
  failures.push(`/ render-critical JS is ${kb(sum(critical))} KB, budget ${BUDGET_KB.homeCritical} KB`);
if (sum(home) / 1024 > BUDGET_KB.home) failures.push(`/ is ${kb(sum(home))} KB in all, budget ${BUDGET_KB.home} KB`);
if (sum(blog) / 1024 > BUDGET_KB.blogExtra) failures.push(`/blog adds ${kb(sum(blog))} KB, budget ${BUDGET_KB.blogExtra} KB`);
if (sum(booking) / 1024 > BUDGET_KB.trackBookingExtra)
  failures.push(`/track-booking adds ${kb(sum(booking))} KB, budget ${BUDGET_KB.trackBookingExtra} KB`);
if (sum(dashboard) / 1024 > BUDGET_KB.providerDashboardExtra)
  failures.push(`/dashboard adds ${kb(sum(dashboard))} KB, budget ${BUDGET_KB.providerDashboardExtra} KB`);
console.log(
  JSON.stringify({
    homeCriticalKb: +kb(sum(critical)),
    homeKb: +kb(sum(home)),
    blogExtraKb: +kb(sum(blog)),
    trackBookingExtraKb: +kb(sum(booking)),
    providerDashboardExtraKb: +kb(sum(dashboard)),
    budget: BUDGET_KB,
  }),
);
if (failures.length) {
  console.error(`\nSize budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nSize budget met.');
