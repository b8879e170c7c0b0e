import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { publicPageUrls } from '../support/public-page-urls';

// "Nothing jumps": the cumulative layout shift of every public page (the registry's `public`
// routes, so a new page is covered without touching this file), on a phone and on a desktop,
// from navigation start until the page has settled, must stay under 0.05. A load shows one width
// only, and a page's layout is the same in every language but for its words: each page is loaded
// once per language, English on the phone and Tamil (the longest words) on the desktop.
//
// What is counted: every `layout-shift` entry without recent input, summed. That is at least
// the browser's CLS (which keeps only the worst burst of shifts), so passing here means passing
// there. The network gets a phone-like round trip, so the page's pieces (remote entry, strings,
// data) arrive in separate frames as they do for a customer, not all in one on localhost.

const LIMIT = 0.05;
const WIDTHS = [
  { name: 'phone', width: 390, height: 844, language: 'en' },
  { name: 'desktop', width: 1366, height: 768, language: 'ta' },
] as const;
const bundlesTitle = (language: string) =>
  (JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'mf-catalog', 'src', 'locales', `${language}.json`), 'utf8')) as { bundles: { title: string } }).bundles.title;
const ROUND_TRIP_MS = 150;

interface Shift {
  value: number;
  time: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts: Shift[];
  }
}

/** Installed before any page script: records each layout shift and what moved. */
function recordShifts() {
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node ? node.nodeName : '?';
    const id = node.id ? `#${node.id}` : '';
    const classes = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : '';
    return `${node.tagName.toLowerCase()}${id}${classes}`;
  };
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] })[]) {
      if (entry.hadRecentInput) continue;
      window.__layoutShifts.push({ value: entry.value, time: entry.startTime, sources: (entry.sources ?? []).map((source) => describe(source.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: ROUND_TRIP_MS, downloadThroughput: -1, uploadThroughput: -1 });
}

/**
 * Settled: the network has been quiet for a while, fonts are in, and no shift has happened for
 * a second (checked in the page, so no fixed sleep: a page that settles early is done early).
 * `networkidle` comes 500 ms after the last request, and that half second counts towards the
 * second without shifts: the wait is for a quiet second, not for a second after a quiet half.
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const quietSince = performance.now() - 500;
    const started = performance.now();
    for (;;) {
      const last = window.__layoutShifts.at(-1)?.time ?? 0;
      const now = performance.now();
      if (now - Math.max(last, quietSince) >= 1000 || now - started > 8000) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  // A skeleton still up would hide the shift its content is about to cause.
  await expect(page.locator('[data-testid="page-skeleton"], [data-testid="results-skeleton"]')).toHaveCount(0);
}

const total = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);
const explain = (shifts: Shift[]) =>
  shifts
    .filter((shift) => shift.value >= 0.001)
    .map((shift) => `${shift.value.toFixed(3)} at ${Math.round(shift.time)} ms: ${shift.sources.join(', ')}`)
    .join('\n');

const PAGES = publicPageUrls();

// The phone's and the desktop's sweeps are independent: one on each worker.
test.describe.configure({ mode: 'parallel' });

test('the registry gives public pages to measure, with real ids for their segments', () => {
  expect(PAGES).toContain('/');
  expect(PAGES).toContain('/bundles');
  expect(PAGES).toContain('/services/catering');
});

for (const size of WIDTHS) {
  test.describe(`${size.name} (${size.width} px, ${size.language})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    test.beforeEach(({ page }) => page.addInitScript((lang) => localStorage.setItem('utsav.lang', lang), size.language));

    test(`no public page shifts its layout by ${LIMIT} or more while loading`, async ({ page }) => {
      test.setTimeout(30_000 + PAGES.length * 15_000);
      await page.addInitScript(recordShifts);
      await throttle(page);
      const results: { path: string; cls: number; detail: string }[] = [];
      for (const pagePath of PAGES) {
        await page.goto(pagePath);
        await settle(page);
        const shifts = await page.evaluate(() => window.__layoutShifts);
        results.push({ path: pagePath, cls: total(shifts), detail: explain(shifts) });
      }
      const report = results.map(({ path, cls }) => `${path} ${cls.toFixed(3)}`).join('; ');
      test.info().annotations.push({ type: 'cls', description: `${size.name}: ${report}` });
      console.log(`CLS ${size.name}: ${report}`);
      const over = results.filter((result) => result.cls >= LIMIT);
      expect(over.map(({ path, cls, detail }) => `${path}: ${cls.toFixed(3)}\n${detail}`), report).toEqual([]);
    });

    test('a client-side navigation into a remote page does not move what is on screen', async ({ page }) => {
      await page.addInitScript(recordShifts);
      await throttle(page);
      // From a page of the shell to a catalogue page, by a footer link (the remote loads now).
      await page.goto('/contact');
      await settle(page);
      const before = await page.evaluate(() => {
        const at = performance.now();
        // A script click, not a user's: the browser would excuse shifts right after real input.
        document.querySelector<HTMLAnchorElement>('footer a[href$="/bundles"]')!.click();
        return at;
      });
      await expect(page).toHaveURL(/\/bundles$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(bundlesTitle(size.language));
      await settle(page);
      const shifts = (await page.evaluate(() => window.__layoutShifts)).filter((shift) => shift.time >= before);
      const figure = `${size.name}: /contact → /bundles ${total(shifts).toFixed(3)}`;
      test.info().annotations.push({ type: 'cls', description: figure });
      console.log(`CLS ${figure}`);
      expect(total(shifts), explain(shifts)).toBeLessThan(LIMIT);
    });
  });
}
