// Ports are fixed by convention but every one can be moved by an environment variable,
// so several copies of the stack (dev, tests) can run side by side.
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every app, the shell host included (shared/federation/remote-registry.json; typed view: registry.ts). */
export const registryApps = JSON.parse(
  readFileSync(new URL('../shared/federation/remote-registry.json', import.meta.url), 'utf8'),
).apps;
/** The remotes only (present or still to come). */
export const remoteRegistry = registryApps.filter((app) => app.kind === 'remote');
export const appNamed = (name) => {
  const app = registryApps.find((entry) => entry.name === name);
  if (!app) throw new Error(`${name} is not in shared/federation/remote-registry.json`);
  return app;
};

export const appPort = (app) => Number(process.env[app.portEnv] ?? app.port);
export const shellPort = () => appPort(appNamed('shell'));
export const remotePort = appPort;

/**
 * Each app's port when every port is moved to a block of its own (`pnpm size` at 4300, e2e at
 * E2E_PORT_BASE): the registry's offset from the shell's port, added to `base`.
 */
export const portTable = (base) => {
  const shell = appNamed('shell').port;
  return Object.fromEntries(registryApps.map((app) => [app.portEnv, base + app.port - shell]));
};

/** Remotes whose folder exists in this checkout: the registry also names the ones still to come. */
export const presentRemotes = () =>
  remoteRegistry.filter((remote) => existsSync(path.join(repoRoot, remote.dir, 'package.json')));

export const remoteManifestUrls = (host = 'localhost') =>
  Object.fromEntries(
    presentRemotes().map((remote) => [
      remote.name,
      `http://${host}:${remotePort(remote)}/mf-manifest.json`,
    ]),
  );

/** The backend half of the runtime config: from the local stack's file, else the environment. */
export function backendConfig() {
  const localFile = path.join(repoRoot, '.local', 'supabase.json');
  const local = existsSync(localFile) ? JSON.parse(readFileSync(localFile, 'utf8')) : {};
  return {
    supabaseUrl: process.env.SUPABASE_URL ?? local.url ?? 'http://localhost:54321',
    supabaseAnonKey: process.env.SUPABASE_ANON_KEY ?? local.anonKey ?? '',
    // Razorpay Checkout's script: the local gateway's stand-in here, https://checkout.razorpay.com/v1/checkout.js
    // in production (RAZORPAY_CHECKOUT_URL). The key it opens with comes from payments-order.
    razorpayCheckoutUrl:
      process.env.RAZORPAY_CHECKOUT_URL ?? `http://127.0.0.1:${process.env.RAZORPAY_PORT ?? 54330}/v1/checkout.js`,
  };
}
