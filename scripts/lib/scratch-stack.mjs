// A throwaway local Supabase stack and static servers on ports of their own (PORT_BASE + offsets,
// as the e2e suite lays them out), so measuring scripts never disturb `pnpm start` or a test run.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { localStackSecrets } from '../../local-supabase/src/secrets.mjs';
import { portTable, repoRoot } from '../../tooling/ports.mjs';

async function waitFor(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the local stack exited (${child.exitCode}) during start-up`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts a fresh, seeded backend and every built app; returns the shell URL and a stop(). */
export async function startScratchStack({ portBase, label }) {
  const ports = { api: portBase + 21, db: portBase + 22, rest: portBase + 23 };
  // Every app of the registry from portBase: { SHELL_PORT: '4800', CATALOG_PORT: '4801', ... }.
  const appPorts = Object.fromEntries(Object.entries(portTable(portBase)).map(([name, port]) => [name, String(port)]));
  const stack = spawn(process.execPath, [path.join('local-supabase', 'bin', 'local-supabase.mjs'), 'start', '--fresh'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      SUPABASE_PORT: String(ports.api),
      SUPABASE_DB_PORT: String(ports.db),
      SUPABASE_REST_PORT: String(ports.rest),
      SUPABASE_DATA_DIR: path.join('.local', label, 'pg'),
      // No booking timers: their minutely calls start Edge Function workers, a burst of CPU inside
      // whatever is being measured. Nothing measured here depends on them.
      SUPABASE_CRON_INTERVAL_MS: '0',
      // The apps' ports: the stack's CORS allows only their origins.
      ...appPorts,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stopStack = () =>
    new Promise((resolve) => {
      if (stack.exitCode !== null) return resolve();
      stack.once('exit', resolve);
      stack.kill('SIGTERM');
    });
  process.once('exit', () => stack.kill('SIGKILL'));
  const supabaseUrl = `http://127.0.0.1:${ports.api}`;
  try {
    await waitFor(`${supabaseUrl}/auth/v1/health`, stack, 120_000);
  } catch (error) {
    await stopStack();
    throw error;
  }

  Object.assign(process.env, {
    SUPABASE_URL: supabaseUrl,
    // The stack signs with this install's secret (the same file, or JWT_SECRET): its anon key.
    SUPABASE_ANON_KEY: localStackSecrets().anonKey,
    ...appPorts,
  });
  const { serveAll } = await import('../serve-all.mjs');
  const apps = await serveAll({ quiet: true });
  return {
    shellUrl: `http://localhost:${portBase}`,
    supabaseUrl,
    stop: async () => {
      await apps.close();
      await stopStack();
    },
  };
}
