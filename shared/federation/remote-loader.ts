import type * as FederationRuntimeModule from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteAppModule, RemoteWidgetModule } from '@utsav/shared/federation/remote-module';
import type { RemoteWidgetId, RemoteWidgetProps } from '@utsav/shared/federation/widget-props';

type InitOptions = Parameters<typeof FederationRuntimeModule.init>[0];
type FederationInstance = ReturnType<typeof FederationRuntimeModule.init>;

export interface FederationSetup {
  /** The federation instance's name: `shell`, or a remote's own name when it runs standalone (its container's instance). */
  name: string;
  /** Manifest URL per remote, from remotes.json (the runtime registry). */
  manifests: Record<string, string>;
  /** The share scope the host provides (the shell's own modules); a remote's container brings its own. */
  shared?: () => Promise<InitOptions['shared']>;
  /** Plugins beside the offline retries (the shell's shared-version check). */
  plugins?: ModuleFederationRuntimePlugin[];
  /**
   * Hands the runtime's core to the containers before the first one runs (remotes' production
   * builds leave it out); a standalone remote's page has provided it already.
   */
  provideRuntime?: () => Promise<void>;
}

let setup: FederationSetup = { name: 'shell', manifests: {} };
let starting: Promise<FederationInstance> | undefined;
let started: FederationInstance | undefined;
/** The modules the host itself provides (the shell's share scope), by request. */
let hostShareNames = new Set<string>();
const pendingApps = new Map<string, Promise<RemoteAppModule>>();
const pendingWidgets = new Map<string, Promise<RemoteWidgetModule<never>>>();
/** A reset still clearing what the browser kept of a remote's failed load: loads wait for it. */
const cleaning = new Map<string, Promise<void>>();

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

/**
 * Called once at start-up, before any remote is loaded: by the shell with remotes.json and its
 * share scope, by a standalone remote with remotes.json less itself.
 */
export function configureFederation(next: FederationSetup): void {
  setup = { ...next, manifests: { ...next.manifests } };
}

export const isRemoteConfigured = (name: string) => name in setup.manifests;

/**
 * The federation runtime, fetched with the first remote. In the shell (no federation build) this
 * is what starts it, with the shell's own modules as the share scope, so a page without a remote
 * runs none of the runtime's code; in a standalone remote `init` joins its container's instance
 * (same name) and adds the other remotes to it.
 */
function federation(): Promise<FederationInstance> {
  return (starting ??= (async () => {
    // Fetched with the runtime, never on a page without a remote (the shell's first script).
    // One chunk (named here and where the shell imports the runtime's core to provide it): each
    // script more is one more request before a remote's page renders.
    const [{ init }, { offlineRemotePlugin }, shared] = await Promise.all([
      import(/* webpackChunkName: "mf-runtime" */ '@module-federation/enhanced/runtime'),
      import(/* webpackChunkName: "mf-runtime" */ '@utsav/shared/federation/offline-remote-plugin'),
      setup.shared?.(),
      setup.provideRuntime?.(),
    ]);
    hostShareNames = new Set(Object.keys(shared ?? {}));
    return (started = init({
      name: setup.name,
      remotes: Object.entries(setup.manifests).map(([name, entry]) => ({ name, entry })),
      ...(shared ? { shared } : {}),
      // The host's copies are loaded before any remote's; the first loaded is used.
      shareStrategy: 'loaded-first',
      plugins: [offlineRemotePlugin(), ...(setup.plugins ?? [])],
    }));
  })().catch((error: unknown) => {
    starting = undefined;
    throw error;
  }));
}

/** Starts (or joins) the load of a remote's `./App` and its `prepare()`; hover and focus call it early. */
export function loadRemoteApp(name: string): Promise<RemoteAppModule> {
  const cached = pendingApps.get(name);
  if (cached) return cached;
  setStatus(name, 'loading');
  const promise = (async () => {
      if (!isRemoteConfigured(name)) throw new Error(`Remote ${name} is not configured`);
      await cleaning.get(name);
      const instance = await federation();
      const module = await instance.loadRemote<RemoteAppModule>(`${name}/App`);
      if (!Array.isArray(module?.routes)) throw new Error(`Remote ${name} exposes no routes`);
      await module.prepare?.();
      return module;
  })();
  pendingApps.set(name, promise);
  promise.then(
    () => setStatus(name, 'ready'),
    () => {
      // A failed load must not stick: a prefetch that failed never poisons the click after it.
      forgetFailedLoad(name, promise);
      setStatus(name, 'failed');
    },
  );
  return promise;
}

/**
 * Loads a widget (`catalog/FavouritesWidget`), typed by its props in widget-props.ts, awaiting
 * its `prepare()`. Rejects when the remote is not configured or fails.
 */
export function loadRemoteWidget<Id extends RemoteWidgetId>(id: Id): Promise<RemoteWidgetModule<RemoteWidgetProps[Id]>> {
  type Module = RemoteWidgetModule<RemoteWidgetProps[Id]>;
  const cached = pendingWidgets.get(id) as Promise<Module> | undefined;
  if (cached) return cached;
  const remote = id.split('/')[0]!;
  const promise = (async () => {
    if (!isRemoteConfigured(remote)) throw new Error(`Remote ${remote} is not configured`);
    await cleaning.get(remote);
    const instance = await federation();
    const module = await instance.loadRemote<Module>(id);
    if (!module?.default) throw new Error(`${id} is not exposed`);
    await module.prepare?.();
    return module;
  })();
  pendingWidgets.set(id, promise as Promise<RemoteWidgetModule<never>>);
  promise.catch(() => forgetFailedLoad(remote, promise));
  return promise;
}

/** Drops our own promise of a failed load, and whatever the runtime kept of the remote, once. */
function forgetFailedLoad(remote: string, failed: Promise<unknown>) {
  if (pendingApps.get(remote) === failed) pendingApps.delete(remote);
  for (const [id, promise] of pendingWidgets) if (promise === failed) pendingWidgets.delete(id);
  // What a loaded page of the remote still runs must not lose its container under it.
  if (remoteStatus(remote) !== 'ready') void resetRemote(remote);
}

/**
 * Gives the host's own modules back to the host before a remote is dropped. A share the host
 * fetches lazily (TanStack Query, supabase-js, most `shared` files) is recorded as provided by the
 * first remote that loads it, and the runtime's `removeRemote` deletes every share the dropped
 * remote provided: the shell's TanStack Query left the share scope with a failed catalogue, and
 * the retried widget ran on its own copy, with no QueryClient.
 */
function keepHostShares(instance: FederationInstance, remote: string): void {
  for (const scope of Object.values(instance.shareScopeMap))
    for (const [request, versions] of Object.entries(scope)) {
      if (!hostShareNames.has(request)) continue;
      for (const share of Object.values(versions)) if (share.from === remote) share.from = setup.name;
    }
}

/**
 * Forgets everything the federation runtime cached of a remote (its manifest and the snapshot
 * made of it, the entry script's promise and global, the container and its module cache), so the
 * next load of a page, a widget or a prefetch goes back to the network without a page reload.
 * Registering the remote again with `force` is the runtime's own way (`removeRemote`). What the
 * browser kept of its failed preloads is cleared too; the next load waits for that.
 */
export function resetRemote(name: string): Promise<void> {
  pendingApps.delete(name);
  for (const id of pendingWidgets.keys()) if (id.startsWith(`${name}/`)) pendingWidgets.delete(id);
  const entry = setup.manifests[name];
  // Before the runtime has started there is nothing cached to forget.
  if (!entry) return Promise.resolve();
  if (started) keepHostShares(started, name);
  started?.registerRemotes([{ name, entry }], { force: true });
  const base = new URL('.', new URL(entry, globalThis.location?.href)).href;
  const done = import('@utsav/shared/federation/failed-preloads').then(({ forgetFailedPreloads }) => forgetFailedPreloads(base)).catch(() => undefined);
  cleaning.set(name, done);
  void done.then(() => cleaning.get(name) === done && cleaning.delete(name));
  return done;
}
