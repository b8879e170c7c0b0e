import type * as FederationRuntimeModule from '@module-federation/enhanced/runtime';
import type { RemoteAppModule, RemoteWidgetModule } from '@utsav/shared/federation/remote-module';
import type { RemoteWidgetId, RemoteWidgetProps } from '@utsav/shared/federation/widget-props';
import offlineRemotePlugin from './offline-remote-plugin';
import { sharedCompatPlugin } from './shared-compat-plugin';

type FederationRuntime = typeof FederationRuntimeModule;

let manifestUrls: Record<string, string> = {};
const pending = new Map<string, Promise<RemoteAppModule>>();

/** Where each remote's `./App` stands, for the parts of the page that wait on it. */
export type RemoteStatus = 'idle' | 'loading' | 'ready' | 'failed';
const statuses = new Map<string, RemoteStatus>();
const listeners = new Set<() => void>();

function setStatus(name: string, status: RemoteStatus) {
  statuses.set(name, status);
  for (const listener of listeners) listener();
}

export const remoteStatus = (name: string): RemoteStatus => statuses.get(name) ?? 'idle';

/** For useSyncExternalStore. */
export function subscribeRemoteStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called once at start-up with the URLs read from remotes.json. */
export function registerRemoteManifests(urls: Record<string, string>): void {
  manifestUrls = { ...urls };
}

let runtime: Promise<FederationRuntime> | undefined;
let started: FederationRuntime | undefined;

/**
 * The federation runtime, fetched with the first remote and given the shell's own modules as the
 * share scope (host-shares.ts). The shell is no federation build: a page without a remote (home,
 * about) runs none of the runtime's code, which was the largest task of the home page on a phone.
 */
function federation(): Promise<FederationRuntime> {
  return (runtime ??= (async () => {
    const [federationRuntime, { hostShares }] = await Promise.all([import('@module-federation/enhanced/runtime'), import('./host-shares')]);
    federationRuntime.init({
      name: 'shell',
      remotes: Object.entries(manifestUrls).map(([name, entry]) => ({ name, entry })),
      shared: hostShares(),
      // The shell's copies are loaded before any remote's; the first loaded is used.
      shareStrategy: 'loaded-first',
      plugins: [offlineRemotePlugin(), sharedCompatPlugin()],
    });
    started = federationRuntime;
    return federationRuntime;
  })().catch((error: unknown) => {
    runtime = undefined;
    throw error;
  }));
}

export const isRemoteConfigured = (name: string) => name in manifestUrls;

/** Starts (or joins) the load of a remote's `./App` and its `prepare()`; hover and focus call it early. */
export function loadRemoteApp(name: string): Promise<RemoteAppModule> {
  let promise = pending.get(name);
  if (!promise) {
    setStatus(name, 'loading');
    promise = (async () => {
      if (!isRemoteConfigured(name)) throw new Error(`Remote ${name} is not configured`);
      const { loadRemote } = await federation();
      const module = await loadRemote<RemoteAppModule>(`${name}/App`);
      if (!Array.isArray(module?.routes)) throw new Error(`Remote ${name} exposes no routes`);
      await module.prepare?.();
      return module;
    })();
    promise.then(
      () => setStatus(name, 'ready'),
      () => {
        // A failed load must not stick: the next attempt starts afresh.
        pending.delete(name);
        setStatus(name, 'failed');
      },
    );
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
  // Before the runtime has started there is nothing cached to forget.
  if (entry) started?.registerRemotes([{ name, entry }], { force: true });
}

/**
 * Loads a widget (`catalog/FavouritesWidget`), typed by its props in widget-props.ts, awaiting
 * its `prepare()`. Rejects when the remote is not configured or fails.
 */
export async function loadRemoteWidget<Id extends RemoteWidgetId>(id: Id): Promise<RemoteWidgetModule<RemoteWidgetProps[Id]>> {
  const remote = id.split('/')[0]!;
  if (!isRemoteConfigured(remote)) throw new Error(`Remote ${remote} is not configured`);
  const { loadRemote } = await federation();
  const module = await loadRemote<RemoteWidgetModule<RemoteWidgetProps[Id]>>(id);
  if (!module?.default) throw new Error(`${id} is not exposed`);
  await module.prepare?.();
  return module;
}
