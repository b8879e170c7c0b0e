import { test } from '@playwright/test';
import { E2E_CONTROL_PORT } from './e2e-env';

/**
 * The tag of a test that stops a server. Such a test runs in the config's `serial` project,
 * alone, after every other test: the parallel ones would fail while the server is down.
 */
export const STOPS_SERVERS = '@stops-servers';

/** Stops or starts one app's server (serve-all's test-only control port). Only in a test tagged STOPS_SERVERS. */
export async function setRemoteServer(remote: string, action: 'stop' | 'start'): Promise<void> {
  if (!test.info().tags.includes(STOPS_SERVERS)) {
    throw new Error(`A test that stops or starts a server must be tagged ${STOPS_SERVERS}, so it runs alone (e2e/playwright.config.ts)`);
  }
  const response = await fetch(`http://localhost:${E2E_CONTROL_PORT}/${action}/${remote}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`${action} ${remote}: HTTP ${response.status}`);
}
