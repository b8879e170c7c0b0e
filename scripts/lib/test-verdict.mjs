// How `pnpm test` reads a step's outcome: the exit code alone is not enough (a runner can exit 0
// having failed tests, as the backend project did, or having run nothing), so the counts in the
// reporters' JSON files are checked too.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Passed and failed tests across the vitest and Playwright JSON reports in `dir`, and the
 * test files or runs that failed outside any test (an import error, a hook, a global setup).
 */
export function countResults(dir) {
  let passed = 0;
  let failed = 0;
  let broken = 0;
  const vitestFile = path.join(dir, 'vitest.json');
  if (existsSync(vitestFile)) {
    const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    broken += report.numFailedTestSuites ?? 0;
  }
  const playwrightFile = path.join(dir, 'playwright.json');
  if (existsSync(playwrightFile)) {
    const { stats, errors } = JSON.parse(readFileSync(playwrightFile, 'utf8'));
    passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    failed += stats?.unexpected ?? 0;
    broken += errors?.length ?? 0;
  }
  return { passed, failed, broken };
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
