/* global document, requestAnimationFrame -- the timing runs inside the page */
// How a way of mounting remotes performs (docs/architecture.md, "Why a data router"): against a
// shell already served (`scripts/serve-all.mjs` on ports of its own), the gzipped JS, CSS and JSON
// the first client navigation to /blog fetches after a cold load of /, and the time of warm
// navigations About -> Blog, from click() to the heading on screen, timed in the page (median).
// usage: node scripts/bench-remote-nav.mjs http://localhost:4550 [runs=10]
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium.mjs';

const [base = 'http://localhost:3000', runsArg] = process.argv.slice(2);
const runs = Number(runsArg ?? 10);

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };
try {
  const page = await browser.newPage();
  const fetched = [];
  let recording = false;
  page.on('response', async (response) => {
    if (!recording) return;
    const url = new URL(response.url());
    if (!/\.(m?js|css|json)$/.test(url.pathname)) return;
    try {
      fetched.push({ url: url.href, gz: gzipSync(await response.body()).length });
    } catch {
      /* a response without a body carries nothing to count */
    }
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  // What the home page defers past its first view (supabase-js) must not be counted for /blog.
  await page.waitForTimeout(3000);
  const nav = page.getByRole('navigation', { name: 'Main' });
  recording = true;
  await nav.getByRole('link', { name: 'Blog', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Planning guides' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  recording = false;
  const bytes = fetched.reduce((sum, f) => sum + f.gz, 0);

  const timeTo = (linkName, heading) =>
    page.evaluate(([linkName, heading]) => new Promise((resolve) => {
      const link = [...document.querySelectorAll('nav[aria-label="Main"] a')].find((a) => a.textContent.trim() === linkName);
      const t0 = performance.now();
      link.click();
      const check = () => {
        const h = [...document.querySelectorAll('h1')].find((el) => el.textContent.trim() === heading);
        if (h) resolve(performance.now() - t0);
        else requestAnimationFrame(check);
      };
      check();
    }), [linkName, heading]);

  const warm = [];
  const aboutHeading = await (async () => { await nav.getByRole('link', { name: 'About', exact: true }).click(); const h = page.getByRole('heading', { level: 1 }); await h.first().waitFor(); return (await h.first().textContent()).trim(); })();
  for (let i = 0; i < runs; i += 1) {
    await timeTo('About', aboutHeading);
    await page.waitForTimeout(200);
    warm.push(await timeTo('Blog', 'Planning guides'));
    await page.waitForTimeout(200);
  }
  console.log(JSON.stringify({ base, firstNavBytesGz: bytes, files: fetched.length, fileList: fetched.map((f) => `${f.url.replace(/^http:\/\/localhost:/, "")} ${f.gz}`), warmMedianMs: Number(median(warm).toFixed(1)), warm: warm.map((x) => Number(x.toFixed(1))) }, null, 1));
} finally {
  await browser.close();
}
