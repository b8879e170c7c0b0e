import type { init } from '@module-federation/enhanced/runtime';
import * as useSession from '@utsav/shared/auth/use-session';
import * as defineRemoteApp from '@utsav/shared/federation/define-remote-app';
import * as i18next from 'i18next';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import * as zustand from 'zustand';
import * as i18nShare from './i18n-share';
import * as routerShare from './router-share';

declare global {
  /** Set by tooling/create-app-config.mjs from tooling/shared-singletons.mjs (hostShareVersions). */
  const __UTSAV_HOST_SHARES__: {
    packages: Record<string, { version: string; requiredVersion: string | false }>;
    shared: { version: string; requiredVersion: string };
  };
  /** The build's module factories, by id: those of every chunk fetched so far. */
  const __webpack_modules__: Record<string | number, unknown>;
}

type Shared = NonNullable<Parameters<typeof init>[0]['shared']>;
type Share = { lib: () => unknown } | { get: () => Promise<() => unknown> };

// The singletons of tooling/shared-singletons.mjs. The first render needs these: they are in memory.
const RUNNING: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  // Only the names remotes import (router-share.ts): the whole namespace defeated tree-shaking.
  'react-router-dom': routerShare,
  zustand,
  i18next,
  // Likewise (i18n-share.ts).
  'react-i18next': i18nShare,
};
// These the shell fetches when it needs them (the home page defers its data): fetched for a remote
// that asks first, they are still the shell's own instances.
const FETCHED: Record<string, () => Promise<unknown>> = {
  'react/jsx-dev-runtime': () => import('react/jsx-dev-runtime'),
  '@tanstack/react-query': () => import('@tanstack/react-query'),
  '@supabase/supabase-js': () => import('@supabase/supabase-js'),
};

// The `shared/` files every remote's ./App asks for as it starts (the frame every ./App is made by, the
// session): imported here, they come in this chunk with the runtime and are handed over loaded, instead
// of each being fetched after the container, one more request before a remote's page renders (issue 27:
// at most 12). Only what nearly every remote asks for: the rest stays fetched on demand.
const FIRST_ASKED: Record<string, unknown> = {
  '@utsav/shared/federation/define-remote-app': defineRemoteApp,
  '@utsav/shared/auth/use-session': useSession,
};

// Every file of `shared/` (not tests, test helpers, types, the standalone frame or its tsconfig). The weak context
// reaches the files the shell has already fetched, without adding any; the lazy one fetches the rest.
// (The options are literals: the bundler reads them from the source.)
const fetchedFiles = import.meta.webpackContext('../../../../shared', {
  recursive: true,
  regExp: /^\.\/(?!testing\/|types\/|federation\/standalone\/|tsconfig)(?!.*\.test\.).*\.(tsx?|json)$/,
  mode: 'weak',
});
const lazyFiles = import.meta.webpackContext('../../../../shared', {
  recursive: true,
  regExp: /^\.\/(?!testing\/|types\/|federation\/standalone\/|tsconfig)(?!.*\.test\.).*\.(tsx?|json)$/,
  mode: 'lazy',
});

/**
 * The share scope the shell provides: its own module instances, so a remote's `react` or
 * `@utsav/shared/i18n/i18n` is the shell's. Each entry is marked loaded: with `loaded-first` the
 * shell's copy is chosen over any version a remote brings (two Reacts, or two i18n instances, would
 * break the page), and it records the shell as its provider.
 */
export function hostShares(): Shared {
  const shares: Shared = {};
  const add = (request: string, version: string, requiredVersion: string | false, share: Share) => {
    shares[request] = { version, loaded: true, ...share, shareConfig: { singleton: true, requiredVersion } };
  };
  for (const [request, { version, requiredVersion }] of Object.entries(__UTSAV_HOST_SHARES__.packages)) {
    if (request in RUNNING) add(request, version, requiredVersion, { lib: () => RUNNING[request] });
    else if (request in FETCHED) add(request, version, requiredVersion, { get: () => FETCHED[request]!().then((module) => () => module) });
    else throw new Error(`The shell shares ${request} but has no module for it`);
  }
  const { version, requiredVersion } = __UTSAV_HOST_SHARES__.shared;
  for (const key of lazyFiles.keys()) {
    // `./i18n/i18n.ts` is imported as `@utsav/shared/i18n/i18n`; a JSON file keeps its extension.
    const request = `@utsav/shared/${key.slice(2).replace(/\.tsx?$/, '')}`;
    const running = request in FIRST_ASKED || String(fetchedFiles.resolve(key)) in __webpack_modules__;
    add(request, version, requiredVersion, running ? { lib: () => fetchedFiles(key) } : { get: () => Promise.resolve(lazyFiles(key)).then((module) => () => module) });
  }
  return shares;
}
