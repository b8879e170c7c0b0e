import * as runtimeCore from '@module-federation/runtime-core';
import bundlerRuntime from '@module-federation/webpack-bundler-runtime';

/**
 * The globals where a container built by tooling/create-app-config.mjs for production looks for the
 * federation runtime when it starts: the core (`experiments.externalRuntime`, the federation
 * plugin's own name) and the bundler runtime around it (left out by the same config; ours).
 */
const CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';
export const BUNDLER_RUNTIME_GLOBAL = '_UTSAV_FEDERATION_BUNDLER_RUNTIME';

/**
 * Provides this build's federation runtime to the containers the page loads: one copy, loaded once,
 * instead of one inside every remoteEntry.js. The shell calls it before it starts the runtime; a
 * remote's standalone page runs it first (its federation-runtime.js). What is provided already stays.
 */
export function provideFederationRuntimeCore(): void {
  const scope = globalThis as Record<string, unknown>;
  scope[CORE_GLOBAL] ??= runtimeCore;
  if (BUNDLER_RUNTIME_GLOBAL in scope) return;
  // Each container copies this object into its own `__webpack_require__.federation` and keeps its
  // options and share scope in the two objects inside it: every read gets fresh ones, so no
  // container sees another's (its own copy of the package gave it fresh ones before).
  Object.defineProperty(scope, BUNDLER_RUNTIME_GLOBAL, {
    configurable: true,
    get: () => ({ ...bundlerRuntime, bundlerRuntime: { ...bundlerRuntime.bundlerRuntime, S: {} }, bundlerRuntimeOptions: {} }),
  });
}
