// `pnpm test`: every check the project has, in the order that fails fastest.
// Ends with one line `N passed, N failed` counting the unit, backend and browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../shared/build/ports.mjs';

const results = path.join(repoRoot, '.local', 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const steps = [
  ['lint', 'pnpm', ['-s', 'lint']],
  ['typecheck', 'pnpm', ['-s', 'typecheck']],
  ['check:i18n', 'pnpm', ['-s', 'check:i18n']],
  ['unit and backend tests', 'pnpm', ['-s', 'exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(results, 'vitest.json')}`]],
  ['build', 'pnpm', ['-s', 'build']],
  ['size budget', 'pnpm', ['-s', 'size']],
  ['lighthouse', 'pnpm', ['-s', 'lighthouse', '--no-build']],
  ['end-to-end tests', 'pnpm', ['-s', 'e2e', '--reporter=list,json']],
];

const timings = [];
let failedStep;
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, 'playwright.json') },
  });
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // A misconfigured runner can exit 0 having run nothing; that is a failure too.
  const ranNothing = name === 'unit and backend tests' && counts().passed === 0;
  if (status !== 0 || ranNothing) {
    failedStep = name;
    break;
  }
}

function counts() {
  let passed = 0;
  let failed = 0;
  const vitestFile = path.join(results, 'vitest.json');
  if (existsSync(vitestFile)) {
    const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
  const playwrightFile = path.join(results, 'playwright.json');
  if (existsSync(playwrightFile)) {
    const { stats } = JSON.parse(readFileSync(playwrightFile, 'utf8'));
    passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    failed += stats?.unexpected ?? 0;
  }
  return { passed, failed };
}

const { passed, failed } = counts();
console.log(`\nTimings: ${timings.join(', ')}`);
if (failedStep) console.error(`pnpm test failed at: ${failedStep}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
