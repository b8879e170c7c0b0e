// `pnpm test`: every check the project has, in the order that fails fastest.
// Ends with one line `N passed, N failed` counting the unit, backend and browser tests.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../tooling/ports.mjs';
import { countResults, stepFailure } from './lib/test-verdict.mjs';

const results = path.join(repoRoot, '.local', 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const steps = [
  ['lint', 'pnpm', ['-s', 'lint']],
  ['typecheck', 'pnpm', ['-s', 'typecheck']],
  ['check:i18n', 'pnpm', ['-s', 'check:i18n']],
  ['unit and backend tests', 'pnpm', ['-s', 'exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(results, 'vitest.json')}`]],
  ['build', 'pnpm', ['-s', 'build']],
  ['new:remote makes a green remote', 'pnpm', ['-s', 'test:new-remote']],
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
  const why = stepFailure({ step: name, status, counts: countResults(results) });
  if (why) {
    failedStep = why;
    break;
  }
}

const { passed, failed } = countResults(results);
console.log(`\nTimings: ${timings.join(', ')}`);
if (failedStep) console.error(`pnpm test failed at: ${failedStep}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
// Our own count is the last word: any failed test fails the command, whatever a runner exited with.
process.exit(failedStep || failed > 0 ? 1 : 0);
