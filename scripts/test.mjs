// `pnpm test`: every check the project has, in the order that fails fastest.
// Each step has a time budget: a step over it fails the run and says so. The budgets add up to
// well under the 20 minutes the whole `.ci/run` may take on a fresh two-core machine (installs
// included), leaving room for the remotes still to come; raise one only with a reason in its commit.
// Ends with the time of each step against its budget, the flaky tests by name, and one line
// `N passed, N failed` counting the unit, backend and browser tests (flaky ones apart).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../tooling/ports.mjs';
import { countResults, overBudget, stepFailure } from './lib/test-verdict.mjs';

const results = path.join(repoRoot, '.local', 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** [name, budget in seconds, command, args] */
const steps = [
  ['lint', 60, 'pnpm', ['-s', 'lint']],
  ['typecheck', 90, 'pnpm', ['-s', 'typecheck']],
  ['check:i18n', 15, 'pnpm', ['-s', 'check:i18n']],
  ['unit and backend tests', 300, 'pnpm', ['-s', 'exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(results, 'vitest.json')}`]],
  ['build', 60, 'pnpm', ['-s', 'build']],
  ['new:remote makes a green remote', 90, 'pnpm', ['-s', 'test:new-remote']],
  ['size budget', 45, 'pnpm', ['-s', 'size']],
  ['lighthouse gate', 150, 'pnpm', ['-s', 'lighthouse', '--no-build']],
  ['end-to-end tests', 540, 'pnpm', ['-s', 'e2e', '--reporter=list,json']],
];

const timings = [];
let failedStep;
for (const [name, budget, command, args] of steps) {
  console.log(`\n▶ ${name} (budget ${budget} s)`);
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, 'playwright.json') },
  });
  const seconds = (Date.now() - started) / 1000;
  timings.push(`  ${name.padEnd(34)} ${seconds.toFixed(1).padStart(7)} s  (budget ${budget} s)${seconds > budget ? '  ✗ over budget' : ''}`);
  failedStep = stepFailure({ step: name, status, counts: countResults(results) }) ?? overBudget({ step: name, seconds, budget });
  if (failedStep) break;
}

const { passed, failed, flaky } = countResults(results);
console.log(`\nTimings:\n${timings.join('\n')}`);
if (flaky.length) console.log(`\nFlaky (failed, then passed on a retry; each is a defect): ${flaky.length}\n${flaky.map((name) => `  ${name}`).join('\n')}`);
else console.log('\nFlaky: 0');
if (failedStep) console.error(`\npnpm test failed at: ${failedStep}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
// Our own count is the last word: any failed test fails the command, whatever a runner exited with.
process.exit(failedStep || failed > 0 ? 1 : 0);
