// How `pnpm test` reads a step's outcome: the exit code alone is not enough (a runner can exit 0
// having failed tests, as the backend project did, or having run nothing), so the counts in the
// reporters' JSON files are checked too.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** `file › title [project]` of every Playwright test that failed first and passed on a retry. */
function flakyPlaywrightTests(report) {
  const names = [];
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'flaky') names.push(`${spec.file} › ${spec.title} [${test.projectName}]`);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return names;
}

/**
 * Passed, flaky and failed tests across the vitest and Playwright JSON reports in `dir`, and the
 * test files or runs that failed outside any test (an import error, a hook, a global setup).
 * A flaky test (failed, then passed on a retry) is counted apart from the passed ones and named:
 * it is a defect to fix, not a pass.
 */
export function countResults(dir) {
  let passed = 0;
  let failed = 0;
  let broken = 0;
  let flaky = [];
  const vitestFile = path.join(dir, 'vitest.json');
  if (existsSync(vitestFile)) {
    const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    broken += report.numFailedTestSuites ?? 0;
  }
  const playwrightFile = path.join(dir, 'playwright.json');
  if (existsSync(playwrightFile)) {
    const report = JSON.parse(readFileSync(playwrightFile, 'utf8'));
    passed += report.stats?.expected ?? 0;
    failed += report.stats?.unexpected ?? 0;
    broken += report.errors?.length ?? 0;
    flaky = flakyPlaywrightTests(report);
    // The stats count what the suites do not list (a run cut short): never fewer than they say.
    while (flaky.length < (report.stats?.flaky ?? 0)) flaky.push('(a flaky test the report does not name)');
  }
  return { passed, failed, broken, flaky };
}

/** Why a step that passed its tests still fails: it took longer than its budget. */
export function overBudget({ step, seconds, budget }) {
  return seconds > budget ? `${step} took ${Math.round(seconds)} s, over its budget of ${budget} s (scripts/test.mjs)` : undefined;
}

/** Why a step failed, or undefined when it passed. */
export function stepFailure({ step, status, counts }) {
  if (status !== 0) return `${step} exited with ${status}`;
  if (counts.failed > 0) return `${step} exited 0 but ${counts.failed} test(s) failed`;
  if (counts.broken > 0) return `${step} exited 0 but ${counts.broken} test file(s) or run(s) failed`;
  // A misconfigured runner can exit 0 having run nothing; that is a failure too.
  if (step === 'unit and backend tests' && counts.passed === 0) return `${step} ran no tests`;
  return undefined;
}
