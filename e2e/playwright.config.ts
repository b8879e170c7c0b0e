import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/lib/chromium.mjs';
import { E2E_CONTROL_PORT, E2E_ENV, E2E_SHELL_URL } from './support/e2e-env';

// Every app is served from its production build on ports of its own, so the suite
// never collides with a running `pnpm start` or `pnpm dev`.
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
  webServer: {
    command: `node scripts/serve-all.mjs --control-port ${E2E_CONTROL_PORT}`,
    cwd: '..',
    url: `${E2E_SHELL_URL}/`,
    env: E2E_ENV,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
