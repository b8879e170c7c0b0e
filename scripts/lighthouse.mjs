// `pnpm lighthouse`: Lighthouse (mobile settings, simulated throttling) on the production home
// page, served with a fresh seeded backend, in Debian's Chromium. Five runs; the median of each
// category is reported and must meet the issue's bar. `--no-build` reuses the current builds.
import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { repoRoot } from '../tooling/ports.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium.mjs';
import { startScratchStack } from './lib/scratch-stack.mjs';

export const MINIMUM = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PATHS = (process.env.LIGHTHOUSE_PATHS ?? '/').split(',');

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('pnpm', ['-s', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const stack = await startScratchStack({ portBase: Number(process.env.LIGHTHOUSE_PORT_BASE ?? 4800), label: 'lighthouse' });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: [...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'), '--headless=new'],
});

let failed = false;
try {
  for (const pathname of PATHS) {
    const url = `${stack.shellUrl}${pathname}`;
    // One unscored warm-up run: the first load after start pays for cold disk and JIT caches.
    await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' });
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' });
      if (!result) throw new Error('Lighthouse returned no result');
      runs.push(result.lhr);
    }
    console.log(`\nLighthouse, mobile, ${url} (median of ${RUNS} runs)`);
    for (const [category, minimum] of Object.entries(MINIMUM)) {
      const scores = runs.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100));
      const score = median(scores);
      const ok = score >= minimum;
      failed ||= !ok;
      console.log(`  ${category.padEnd(15)} ${String(score).padStart(3)}  (runs ${scores.join(', ')}; minimum ${minimum})${ok ? '' : '  ✗'}`);
      if (!ok || score < 100) {
        // Say what cost the points, from the median run.
        const lhr = runs[scores.indexOf(score)];
        for (const ref of lhr.categories[category].auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1)
            console.log(`      - ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
        }
      }
    }
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
    console.log(
      `  metrics (median): ${metrics
        .map((id) => {
          const values = runs.map((lhr) => lhr.audits[id].numericValue);
          const value = median(values);
          return `${id.replace(/-/g, ' ')} ${id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`}`;
        })
        .join(', ')}`,
    );
    const lcpElement = runs[0].audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    if (lcpElement) console.log(`  largest contentful paint element: ${lcpElement.snippet}`);
    if (process.env.LIGHTHOUSE_DUMP) (await import('node:fs')).writeFileSync(process.env.LIGHTHOUSE_DUMP, JSON.stringify(runs[0]));
    const bootup = runs[0].audits['bootup-time']?.details?.items ?? [];
    console.log(`  main-thread script time: ${bootup.slice(0, 4).map((item) => `${item.url.split('/').pop()} ${Math.round(item.total)} ms`).join(', ')}`);
  }
} finally {
  await chrome.kill();
  await stack.stop();
}

if (failed) {
  console.error('\nLighthouse: below the required scores.');
  process.exit(1);
}
console.log('\nLighthouse: all scores meet the bar.');
