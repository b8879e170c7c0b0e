import { E2E_CONTROL_PORT } from './e2e-env';

/** Stops or starts one app's server (serve-all's test-only control port). */
export async function setRemoteServer(remote: string, action: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`http://localhost:${E2E_CONTROL_PORT}/${action}/${remote}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`${action} ${remote}: HTTP ${response.status}`);
}
