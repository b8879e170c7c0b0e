import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/lib/chromium.mjs';
import { speedFactorFromEnv } from '../scripts/lib/machine-speed.mjs';
import { E2E_BACKEND_ENV, E2E_CONTROL_PORT, E2E_ENV, E2E_RAZORPAY_PORT, E2E_RAZORPAY_URL, E2E_SHELL_URL, E2E_SUPABASE_URL } from './support/e2e-env';
import { PLATFORM, STOPS_SERVERS_PROJECT, projectsOnCommandLine, selects, specFilesByProject } from './support/projects';
import { STOPS_SERVERS } from './support/remote-control';

const STOPS_SERVERS_GREP = new RegExp(STOPS_SERVERS);
const SPEED_FACTOR = speedFactorFromEnv(process.env.UTSAV_SPEED_FACTOR);
const TEST_DIR = path.join(import.meta.dirname, 'tests');

// Every app is served from its production build, and the backend runs, on ports of the
// suite's own (E2E_PORT_BASE), so it never collides with `pnpm start`, `pnpm dev` or another run.
//
// One project per app of the registry (its journeys: `booking-*.spec.ts`, ...) and one for the
// platform, each file in exactly one (support/projects.ts says which, by its name), so a team runs
// its own with `pnpm e2e --project booking`. The platform comes first: its files are the longest,
// and starting them first keeps one worker from finishing alone at the end.
// Spec files spread over two workers (CI has two cores; a file's tests stay in order in one
// worker). Tests that share the backend never share rows they change: each makes its own (a
// throwaway user, a unique marker) or only reads the seed.
//
// The tests tagged STOPS_SERVERS (they stop an app's server, so nothing else may run meanwhile)
// leave their project for `stops-servers`: every project's `teardown`, so it runs once all of
// them are done, even when a test failed, one test at a time. A teardown runs all its tests
// whatever the filter, so its files are those of the projects named by `--project` (every file
// when none is): `--project booking` stops only booking's server. A file filter alone
// (`playwright test tests/home.spec.ts`) still brings every stopping test along.
const filesByProject = specFilesByProject(TEST_DIR);
const projectNames = [PLATFORM, ...[...filesByProject.keys()].filter((name) => name !== PLATFORM)].filter((name) => filesByProject.has(name));
const named = projectsOnCommandLine();
const namedApps = projectNames.filter((name) => selects(named, name));
const stopsServersFiles = (namedApps.length ? namedApps : projectNames).flatMap((name) => filesByProject.get(name)!);

export default defineConfig({
  testDir: TEST_DIR,
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A slower host's test and assertion time limits grow as pnpm test's budgets do: it sets
  // UTSAV_SPEED_FACTOR from the same measure (scripts/lib/machine-speed.mjs); 1 when unset.
  timeout: 30_000 * SPEED_FACTOR,
  expect: { timeout: 10_000 * SPEED_FACTOR },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_SHELL_URL,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [
    ...projectNames.map((name) => ({ name, testMatch: filesByProject.get(name)!, grepInvert: STOPS_SERVERS_GREP, teardown: STOPS_SERVERS_PROJECT })),
    { name: STOPS_SERVERS_PROJECT, testMatch: stopsServersFiles, grep: STOPS_SERVERS_GREP, workers: 1 },
  ],
  webServer: [
    {
      // A backend of the suite's own, wiped and seeded afresh: tests create what they change.
      command: 'node local-supabase/bin/local-supabase.mjs start --fresh',
      cwd: '..',
      url: `${E2E_SUPABASE_URL}/auth/v1/health`,
      env: E2E_BACKEND_ENV,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      // The payment gateway standing in for Razorpay (local-razorpay/README.md).
      command: 'node local-razorpay/bin/local-razorpay.mjs',
      cwd: '..',
      url: `${E2E_RAZORPAY_URL}/_local/health`,
      // Its events go to the suite's backend, whose payment functions call this gateway (E2E_BACKEND_ENV).
      env: { RAZORPAY_PORT: String(E2E_RAZORPAY_PORT), RAZORPAY_WEBHOOK_URLS: `${E2E_SUPABASE_URL}/functions/v1/razorpay-webhook` },
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: `node scripts/serve-all.mjs --control-port ${E2E_CONTROL_PORT}`,
      cwd: '..',
      url: `${E2E_SHELL_URL}/`,
      env: E2E_ENV,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
