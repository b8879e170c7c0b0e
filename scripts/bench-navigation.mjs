/* global document, location, requestAnimationFrame, MutationObserver, PointerEvent -- the timing runs inside the page */
// `pnpm bench:navigation`: how long an in-app navigation from `/` to a remote's page takes, in
// Debian's Chromium against the production builds (`pnpm build` first) with a fresh seeded backend.
// - warm: the pointer rests on the link first (the shell prefetches the remote on hover and focus,
//   and rehearses the page), then, once that is done and no request has been in flight for 300 ms, the click; timed in the page from the click to the route's heading in the DOM, and to the
//   next frame after it (issue 27: under 10 ms);
// - cold: the first visit to the remote, no hover, a fresh browser cache, on the throttled phone of
//   `pnpm lighthouse` (150 ms RTT, 1.6 Mbps down, 750 kbps up, 4x CPU slowdown, by CDP), after the
//   home page has been on screen for BENCH_NAVIGATION_DWELL ms (12000: a reader's look at it; the
//   shell prefetches what the links in view lead to once the page is idle); timed from the press
//   (pointerdown, then the click at once: a real tap gives the page ~100 ms more) to the heading
//   (issue 27: under 400 ms).
// Medians of BENCH_NAVIGATION_RUNS (10) runs per remote, printed, and recorded for `pnpm bench`
// (local-supabase/bench/summary.ts: bench `navigation`).
//
//   BENCH_NAVIGATION_PORT   where the scratch backend and the apps listen (7450)
//   BENCH_NAVIGATION_COLD=0 warm runs only (the cold runs take minutes; not recorded for `pnpm bench`)
//   BENCH_NAVIGATION_ONLY   a comma-separated list of the routes to measure (/blog,/bundles); not recorded
//   BENCH_NAVIGATION_SAVE_DATA=1  the cold runs on a connection that asks to save data (no viewport
//                           prefetch: the cold figure before it existed); not recorded
//   BENCH_NAVIGATION_TRACE  a folder: one more warm click per route, traced (Chrome's timeline, open
//                           warm-<route>.json in DevTools' Performance panel), and its main-thread
//                           tasks from the click to the frame printed; that run's figure is not counted
//   BENCH_NAVIGATION_CPU=1  every warm click traced, and the main thread's CPU time (thread time) of the
//                           tasks from the click to the heading printed per route: a figure another
//                           process's load moves much less than the wall clock's (not recorded)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { recordBench } from '../local-supabase/bench/summary.ts';
import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium.mjs';
import { startScratchStack } from './lib/scratch-stack.mjs';

const RUNS = Number(process.env.BENCH_NAVIGATION_RUNS ?? 10);
const COLD = process.env.BENCH_NAVIGATION_COLD !== '0';
const DWELL_MS = Number(process.env.BENCH_NAVIGATION_DWELL ?? 12000);
const ONLY = process.env.BENCH_NAVIGATION_ONLY?.split(',').map((href) => href.trim()).filter(Boolean);
const SAVE_DATA = process.env.BENCH_NAVIGATION_SAVE_DATA === '1';
const TRACE_DIR = process.env.BENCH_NAVIGATION_TRACE;
const CPU = process.env.BENCH_NAVIGATION_CPU === '1';
// A partial run is printed, never recorded: its figures would stand for the whole bench.
const RECORD = COLD && !ONLY && !SAVE_DATA && !TRACE_DIR && !CPU;
// The header's and footer's links to a remote's first page, and the heading that says it is there.
const TARGETS = [
  { remote: 'blog', href: '/blog', heading: 'Planning guides' },
  { remote: 'catalog', href: '/bundles', heading: null },
  { remote: 'booking', href: '/track-booking', heading: 'Track a booking' },
  // A category page: the home page's category grid, a page that waits on its listing's data.
  { remote: 'catalog', href: '/services/wedding-photography', heading: null },
];
// The phone of `pnpm lighthouse` (Lighthouse's mobile "slow 4G" preset), applied by CDP.
const PHONE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (value) => Math.round(value * 10) / 10;

/**
 * Clicks the link to `href` (in the page, so no hover reaches it first; with `press`, a pointerdown
 * on it just before, as a tap gives) and resolves with the time from the press or click to the
 * first `main h1` saying `heading` in the DOM, and to the frame after; and to the page's content
 * (`content`: no skeleton and nothing `aria-busy` left in main: a listing's cards, not its placeholders).
 */
function timeClick(page, href, heading, press = false, mark = false) {
  return page.evaluate(
    ([href, heading, press, mark]) =>
      new Promise((resolve, reject) => {
        const link = document.querySelector(`a[href="${href}"]`);
        if (!link) return reject(new Error(`no link to ${href}`));
        const arrived = () => {
          const title = document.querySelector('main h1');
          return location.pathname === href && title && (!heading || title.textContent.trim() === heading);
        };
        // A traced run's reference point (BENCH_NAVIGATION_TRACE).
        if (mark) performance.mark('bench:click');
        const t0 = performance.now();
        // What a slow run waited on (printed for outliers): a skeleton shown (the page suspended),
        // requests started after the click, the longest gap between two observed DOM changes.
        let skeleton = false;
        let inDom;
        let frame;
        const loaded = () => !document.querySelector('main [data-testid="page-skeleton"], main [data-testid="results-skeleton"], main [aria-busy="true"]');
        let finished = false;
        const finish = (content) => {
          if (finished) return;
          finished = true;
          observer.disconnect();
          const requests = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime >= t0)
            .map((entry) => `${entry.name.replace(location.origin, '')} ${Math.round(entry.startTime - t0)}+${Math.round(entry.duration)} ms`);
          resolve({ inDom, frame, content, skeleton, requests });
        };
        const done = () => {
          if (inDom !== undefined) return;
          inDom = performance.now() - t0;
          const contentAt = loaded() ? inDom : undefined;
          // Content that never settles (an error state keeps its placeholder) does not hold the run.
          setTimeout(() => finish(NaN), 5000);
          requestAnimationFrame(() => {
            frame = performance.now() - t0;
            if (contentAt !== undefined) finish(contentAt);
            else if (loaded()) finish(performance.now() - t0);
          });
        };
        const observer = new MutationObserver(() => {
          if (document.querySelector('main [data-testid="page-skeleton"]')) skeleton = true;
          if (inDom === undefined) {
            if (arrived()) done();
          } else if (frame !== undefined && loaded()) finish(performance.now() - t0);
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'] });
        if (press) link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true, isPrimary: true, pointerType: 'touch' }));
        link.click();
        if (arrived()) done();
        setTimeout(() => reject(new Error(`${href}: no heading within 20 s`)), 20_000);
      }),
    [href, heading, press, mark],
  );
}

/** The renderer main thread's tasks of 0.3 ms or more from the `bench:click` mark to `untilMs` after it, with what each spent most on. */
function mainThreadTasks(events, untilMs) {
  const mark = events.find((e) => e.name === 'bench:click');
  if (!mark) return ['(no bench:click mark in the trace)'];
  const thread = events.filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X' && e.dur);
  const end = mark.ts + untilMs * 1000;
  const within = (outer) => (e) => e !== outer && e.ts >= outer.ts && e.ts + e.dur <= outer.ts + outer.dur && e.dur >= 300;
  return thread
    .filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.dur >= 300 && e.ts + e.dur > mark.ts && e.ts < end)
    .map((task) => {
      const parts = thread.filter(within(task)).filter((e) => /^(EventDispatch|FunctionCall|TimerFire|FireAnimationFrame|UpdateLayoutTree|Layout|Paint|Commit|FrameLoader::updateForSameDocumentNavigation|SVGImage::DataChanged|RunMicrotasks|ParseHTML|EvaluateScript|v8.compile)$/.test(e.name));
      const what = parts.map((e) => `${e.name} ${round(e.dur / 1000)}`).join(', ');
      return `+${round((task.ts - mark.ts) / 1000)} ms: ${round(task.dur / 1000)} ms${what ? ` (${what})` : ''}`;
    });
}

/**
 * The main thread's CPU time (trace `tdur`) in the tasks from the `bench:click` mark to `untilMs`
 * after it (the click's task, which starts just before the mark, included), in ms.
 */
function clickCpuMs(events, untilMs) {
  const mark = events.find((e) => e.name === 'bench:click');
  if (!mark) return NaN;
  const end = mark.ts + untilMs * 1000;
  return (
    events
      .filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask')
      .filter((e) => e.ts + e.dur > mark.ts && e.ts < end)
      .reduce((sum, e) => sum + (e.tdur ?? e.dur), 0) / 1000
  );
}

/**
 * The functions a CPU profile (CDP's Profiler, started before the click) spent the most self time
 * in from the trace's `bench:click` mark to `untilMs` after it, and each script's share, so a
 * traced run names the code to cut, not only the task. The profile's clock is the trace's.
 */
function profileHotspots(profile, events, untilMs, top = 15) {
  const mark = events.find((e) => e.name === 'bench:click');
  if (!mark) return ['(no bench:click mark in the trace)'];
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const perScript = new Map();
  let at = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < mark.ts || at > mark.ts + untilMs * 1000) return;
    const { callFrame } = byId.get(id);
    if (callFrame.functionName === '(idle)') return;
    const script = callFrame.url ? callFrame.url.split('/').pop() : callFrame.functionName;
    const key = `${callFrame.functionName || '(anonymous)'} ${script}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + delta / 1000);
    perScript.set(script, (perScript.get(script) ?? 0) + delta / 1000);
    total += delta / 1000;
  });
  const lines = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top).map(([key, ms]) => `  ${round(ms)} ms ${key}`);
  return [`${round(total)} ms sampled busy; by script:`, ...lines(perScript), 'by function (self time):', ...lines(self)];
}

/**
 * Resolves once no request of the page has been in flight for 300 ms: the hover's prefetch is done.
 * (waitForLoadState('networkidle') returns at once on a page that was idle once, so a run under load
 * clicked before the remote's chunks had arrived and timed their download: 122-432 ms warm runs.)
 */
async function settled(page, quietMs = 300, timeoutMs = 10_000) {
  let inFlight = 0;
  let last = Date.now();
  const started = () => ((inFlight += 1), (last = Date.now()));
  const ended = () => ((inFlight = Math.max(0, inFlight - 1)), (last = Date.now()));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const deadline = Date.now() + timeoutMs;
  try {
    // The hover's prefetch starts within a task of the pointer's arrival.
    await page.waitForTimeout(50);
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - last < quietMs)) await page.waitForTimeout(25);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Resolves once the hover's prefetch of `href` is done: the page's code here and its routes in the
 * router (the shell's `utsav:ready` mark), the page rehearsed (`utsav:rehearsed`, rehearse-page.tsx),
 * and no request in flight for 300 ms. Network quiet alone was not enough: under load the prefetch's
 * steps between requests (evaluating chunks) outlasted 300 ms, and the click came first (warm runs
 * of 400-900 ms on /track-booking, the page skeleton shown, the rehearsal's chunk fetched after it).
 */
async function prefetched(page, href, timeoutMs = 10_000) {
  await page.waitForFunction(
    (path) => ['ready', 'rehearsed'].every((step) => performance.getEntriesByName(`utsav:${step} ${path}`).length > 0),
    href,
    { timeout: timeoutMs },
  );
  await settled(page);
}

async function openHome(page, base) {
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => performance.getEntriesByName('utsav:first-render').length > 0);
}

const portBase = Number(process.env.BENCH_NAVIGATION_PORT ?? 7450);
const stack = await startScratchStack({ portBase, label: 'bench-navigation' });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const results = [];
try {
  for (const target of TARGETS.filter(({ href }) => !ONLY || ONLY.includes(href))) {
    // The heading of a page whose title depends on the data: read once.
    if (!target.heading) {
      const page = await browser.newPage();
      await page.goto(`${stack.shellUrl}${target.href}`, { waitUntil: 'networkidle' });
      target.heading = (await page.locator('main h1').first().textContent()).trim();
      await page.close();
    }
    const warm = [];
    const warmContext = await browser.newContext();
    for (let run = 0; run < RUNS; run++) {
      const page = await warmContext.newPage();
      await openHome(page, stack.shellUrl);
      // The pointer rests on the link (a footer link when the header has folded it away): the prefetch.
      await page.locator(`a[href="${target.href}"]:visible`).first().hover();
      await prefetched(page, target.href);
      if (CPU) await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
      const run = await timeClick(page, target.href, target.heading, false, CPU);
      if (CPU) run.cpu = clickCpuMs(JSON.parse((await browser.stopTracing()).toString()).traceEvents, run.inDom);
      warm.push(run);
      await page.close();
    }
    // An outlier (over twice the median and 50 ms) says what it waited on (issue 27: warm runs of 408 and 879 ms).
    const typical = median(warm.map((r) => r.inDom));
    for (const [run, r] of warm.entries())
      if (r.inDom > Math.max(2 * typical, 50))
        console.log(`${target.href}: warm run ${run + 1} took ${round(r.inDom)} ms (median ${round(typical)}): skeleton ${r.skeleton ? 'shown' : 'not shown'}; requests after the click: ${r.requests.join(', ') || 'none'}`);
    if (TRACE_DIR) {
      const page = await warmContext.newPage();
      await openHome(page, stack.shellUrl);
      await page.locator(`a[href="${target.href}"]:visible`).first().hover();
      await prefetched(page, target.href);
      // A sampling profile of the same click says which code the time went to (the trace says which task).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'toplevel'] });
      const traced = await timeClick(page, target.href, target.heading, false, true);
      const { profile } = await cdp.send('Profiler.stop');
      await page.waitForTimeout(100);
      const trace = await browser.stopTracing();
      fs.mkdirSync(TRACE_DIR, { recursive: true });
      fs.writeFileSync(path.join(TRACE_DIR, `warm-${target.href.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.cpuprofile`), JSON.stringify(profile));
      const file = path.join(TRACE_DIR, `warm-${target.href.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.json`);
      fs.writeFileSync(file, trace);
      console.log(`\n${target.href}: traced click ${round(traced.inDom)} ms to the heading, ${round(traced.frame)} ms to the frame (${file}); main-thread tasks from the click:`);
      const { traceEvents } = JSON.parse(trace.toString());
      for (const line of mainThreadTasks(traceEvents, traced.frame)) console.log(`  ${line}`);
      console.log('  where the main thread went from the click to the frame (sampled, the profiler slows it):');
      for (const line of profileHotspots(profile, traceEvents, traced.frame)) console.log(`  ${line}`);
    }
    await warmContext.close();

    const cold = [];
    for (let run = 0; COLD && run < RUNS; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (SAVE_DATA)
        await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PHONE });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await openHome(page, stack.shellUrl);
      // The reader's dwell: what the home page defers past its first view, and the prefetch of
      // what its links in view lead to, are done before the tap (a phone has no hover).
      await page.waitForTimeout(DWELL_MS);
      cold.push(await timeClick(page, target.href, target.heading, true));
      await context.close();
    }
    results.push({
      remote: target.remote,
      href: target.href,
      warmMs: round(median(warm.map((r) => r.inDom))),
      warmFrameMs: round(median(warm.map((r) => r.frame))),
      warmContentMs: round(median(warm.map((r) => r.content))),
      coldMs: cold.length ? round(median(cold.map((r) => r.inDom))) : null,
      coldFrameMs: cold.length ? round(median(cold.map((r) => r.frame))) : null,
      warmRuns: warm.map((r) => round(r.inDom)),
      ...(CPU ? { warmCpuMs: round(median(warm.map((r) => r.cpu))), warmCpuRuns: warm.map((r) => round(r.cpu)) } : {}),
      coldRuns: cold.map((r) => round(r.inDom)),
    });
  }
} finally {
  await browser.close();
  await stack.stop();
}

console.log(`\nIn-app navigation from / (medians of ${RUNS} runs; cold after ${DWELL_MS} ms on /${SAVE_DATA ? ', Save-Data' : ''}; load average ${(await import('node:os')).loadavg().map((n) => n.toFixed(2)).join(' ')})`);
console.log('  route            warm, hover first (click -> heading, -> next frame)   cold, throttled phone');
for (const r of results)
  console.log(`  ${r.href.padEnd(16)} ${`${r.warmMs} ms, ${r.warmFrameMs} ms`.padEnd(52)} ${r.coldMs} ms, ${r.coldFrameMs} ms`);
for (const r of results) console.log(`  ${r.href}: warm, click -> content (no skeleton, nothing aria-busy), median ${r.warmContentMs} ms`);
if (CPU) for (const r of results) console.log(`  ${r.href}: main-thread CPU from the click to the heading, median ${r.warmCpuMs} ms (runs ${r.warmCpuRuns.join(', ')})`);
console.log(JSON.stringify({ runs: RUNS, results }));
if (RECORD)
  recordBench(
    'navigation',
    results.flatMap((r) => [
      { name: `warm after hover ${r.href}`, unit: 'ms', value: r.warmMs, better: 'lower', p: 'p50' },
      // The page's content (a listing's cards, not its placeholders): what a hover's data prefetch buys.
      { name: `warm content after hover ${r.href}`, unit: 'ms', value: r.warmContentMs, better: 'lower', p: 'p50' },
      { name: `cold throttled phone ${r.href}`, unit: 'ms', value: r.coldMs, better: 'lower', p: 'p50' },
    ]),
  );
