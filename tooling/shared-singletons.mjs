// The packages that must exist once in the browser: one React, one router, one
// i18n instance, one Supabase client, one query cache, one copy of each `shared` file.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { requiredSharedRange, sharedVersion } from './shared-version.mjs';

export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'zustand',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  '@supabase/supabase-js',
];

/**
 * @param {string} appDir
 * @param {NodeJS.ProcessEnv} [env]
 * @param {{ consumeOnly?: boolean }} [options]  a remote's production container: it declares every
 *   shared module without a copy of its own (`import: false`), since the page that loads it always
 *   provides them (the shell's host-shares.ts, a standalone page's standalone-host-shares.ts), so its
 *   remoteEntry.js carries no fallback or provide table for them.
 */
export function sharedSingletons(appDir, env = process.env, { consumeOnly = false } = {}) {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.dependencies };
  const shared = {};
  const own = consumeOnly ? { import: false } : {};
  for (const request of SINGLETONS) shared[request] = { singleton: true, requiredVersion: deps[packageOf(request)] ?? false, ...own };
  // Trailing slash: every file of the workspace package, each its own shared module. The
  // version and range land in the app's mf-manifest.json: what it was built against.
  const version = sharedVersion(env);
  shared['@utsav/shared/'] = { singleton: true, requiredVersion: requiredSharedRange(version), version, ...own };
  return shared;
}

/**
 * What the shell gives the share scope at run time (shell/src/lib/federation/host-shares.ts): each
 * singleton's installed version and the range the shell was built with, and `shared`'s version.
 * The shell is no federation build: it hands its own module instances to the runtime when the
 * first remote loads, so a page without a remote carries no federation code at all.
 */
export function hostShareVersions(appDir, env = process.env) {
  const config = sharedSingletons(appDir, env);
  const packages = {};
  for (const request of SINGLETONS) packages[request] = { version: installedVersion(appDir, packageOf(request)), requiredVersion: config[request].requiredVersion };
  const { version, requiredVersion } = config['@utsav/shared/'];
  return { packages, shared: { version, requiredVersion } };
}

/**
 * The federation plugin the app's build runs, which is also the runtime the shell provides every
 * container: the shell refuses a remote built with another major or minor (shared/federation/compat.ts).
 */
export function federationPluginVersion(appDir) {
  return installedVersion(appDir, '@module-federation/enhanced');
}

/** `react/jsx-runtime` → `react`, `@tanstack/react-query` → itself. */
function packageOf(request) {
  return request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');
}

/** The version in the package.json of the copy `appDir` resolves (some packages do not export package.json). */
function installedVersion(appDir, packageName) {
  const require = createRequire(path.join(appDir, 'package.json'));
  let dir = path.dirname(require.resolve(packageName));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8'));
      if (pkg.name === packageName) return pkg.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json for ${packageName} above ${appDir}`);
    dir = parent;
  }
}
