import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/lib/chromium.mjs';
import { E2E_BACKEND_ENV, E2E_CONTROL_PORT, E2E_ENV, E2E_SHELL_URL, E2E_SUPABASE_URL } from './support/e2e-env';

// Every app is served from its production build, and the backend runs, on ports of the
// suite's own (E2E_PORT_BASE), so it never collides with `pnpm start`, `pnpm dev` or another run.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_SHELL_URL,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
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
      command: `node scripts/serve-all.mjs --control-port ${E2E_CONTROL_PORT}`,
      cwd: '..',
      url: `${E2E_SHELL_URL}/`,
      env: E2E_ENV,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
