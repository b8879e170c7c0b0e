// Ports are fixed by convention but every one can be moved by an environment variable,
// so several copies of the stack (dev, tests) can run side by side.
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const remoteRegistry = JSON.parse(
  readFileSync(new URL('../shared/federation/remote-registry.json', import.meta.url), 'utf8'),
);

export const shellPort = () => Number(process.env.SHELL_PORT ?? 3000);
export const remotePort = (remote) => Number(process.env[remote.portEnv] ?? remote.port);

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
  };
}
