import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteAppModule } from '@utsav/shared/federation/remote-module';
import { sharedCompatPlugin } from './shared-compat-plugin';

let manifestUrls: Record<string, string> = {};
const pending = new Map<string, Promise<RemoteAppModule>>();

/** Called once at start-up with the URLs read from remotes.json. */
export function registerRemoteManifests(urls: Record<string, string>): void {
  manifestUrls = { ...urls };
  // Registered here, not among the build's runtimePlugins: those load before the share scope
  // exists, and the check is a `shared` module.
  registerPlugins([sharedCompatPlugin()]);
  registerRemotes(Object.entries(urls).map(([name, entry]) => ({ name, entry })));
}

export const isRemoteConfigured = (name: string) => name in manifestUrls;

/** Starts (or joins) the load of a remote's `./App`; hover and focus call it early. */
export function loadRemoteApp(name: string): Promise<RemoteAppModule> {
  let promise = pending.get(name);
  if (!promise) {
    promise = (async () => {
      if (!isRemoteConfigured(name)) throw new Error(`Remote ${name} is not configured`);
      const module = await loadRemote<RemoteAppModule>(`${name}/App`);
      if (!module?.default) throw new Error(`Remote ${name} exposes no App`);
      await module.prepare?.();
      return module;
    })();
    // A failed load must not stick: the next attempt starts afresh.
    promise.catch(() => pending.delete(name));
    pending.set(name, promise);
  }
  return promise;
}

/**
 * Forgets everything the federation runtime cached about a failed remote (manifest,
 * entry, module) so the next load goes back to the network, without a page reload.
 */
export function resetRemote(name: string): void {
  pending.delete(name);
  const entry = manifestUrls[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/**
 * Loads another exposed module of a remote (a widget such as `catalog/FavouritesWidget`),
 * awaiting its optional `prepare()`. Rejects when the remote is not configured or fails.
 */
export async function loadRemoteModule<T extends { prepare?: () => Promise<void> }>(
  remote: string,
  exposed: string,
): Promise<T> {
  if (!isRemoteConfigured(remote)) throw new Error(`Remote ${remote} is not configured`);
  const module = await loadRemote<T>(`${remote}/${exposed}`);
  if (!module) throw new Error(`Remote ${remote} exposes no ${exposed}`);
  await module.prepare?.();
  return module;
}
