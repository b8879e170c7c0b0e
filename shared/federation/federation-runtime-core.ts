import * as runtimeCore from '@module-federation/runtime-core';

/**
 * The global where a container built with `experiments.externalRuntime` (every remote's production
 * build, tooling/create-app-config.mjs) looks for the federation runtime's core when it starts.
 */
const GLOBAL_NAME = '_FEDERATION_RUNTIME_CORE';

/**
 * Provides this build's federation runtime core to the containers the page loads: one copy, loaded
 * once, instead of one inside every remoteEntry.js. The shell calls it before it starts the runtime;
 * a remote's standalone page runs it first (its federation-runtime.js). A core already provided stays.
 */
export function provideFederationRuntimeCore(): void {
  const scope = globalThis as Record<string, unknown>;
  scope[GLOBAL_NAME] ??= runtimeCore;
}
