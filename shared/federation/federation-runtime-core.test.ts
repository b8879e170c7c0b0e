import { afterEach, describe, expect, it } from 'vitest';
import { BUNDLER_RUNTIME_GLOBAL, provideFederationRuntimeCore } from '@utsav/shared/federation/federation-runtime-core';

type BundlerRuntime = { bundlerRuntime: { S: object; init: unknown }; bundlerRuntimeOptions: object };
const scope = globalThis as Record<string, unknown>;

afterEach(() => {
  delete scope._FEDERATION_RUNTIME_CORE;
  delete scope[BUNDLER_RUNTIME_GLOBAL];
});

describe('provideFederationRuntimeCore', () => {
  it('gives each container its own options and share scope objects, around the same functions', () => {
    provideFederationRuntimeCore();
    const first = scope[BUNDLER_RUNTIME_GLOBAL] as BundlerRuntime;
    const second = scope[BUNDLER_RUNTIME_GLOBAL] as BundlerRuntime;
    expect(first.bundlerRuntimeOptions).not.toBe(second.bundlerRuntimeOptions);
    expect(first.bundlerRuntime.S).not.toBe(second.bundlerRuntime.S);
    expect(typeof first.bundlerRuntime.init).toBe('function');
    expect(first.bundlerRuntime.init).toBe(second.bundlerRuntime.init);
  });

  it('keeps a core the page provided already', () => {
    const provided = { provided: true };
    scope._FEDERATION_RUNTIME_CORE = provided;
    provideFederationRuntimeCore();
    expect(scope._FEDERATION_RUNTIME_CORE).toBe(provided);
  });
});
