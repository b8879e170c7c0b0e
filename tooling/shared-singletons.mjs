// The packages that must exist once in the browser: one React, one router, one
// i18n instance, one Supabase client, one query cache, one copy of each `shared` file.
import { readFileSync } from 'node:fs';
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

export function sharedSingletons(appDir, env = process.env) {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const request of SINGLETONS) {
    const packageName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
    shared[request] = { singleton: true, requiredVersion: deps[packageName] ?? false };
  }
  // Trailing slash: every file of the workspace package, each its own shared module. The
  // version and range land in the app's mf-manifest.json: what it was built against.
  const version = sharedVersion(env);
  shared['@utsav/shared/'] = { singleton: true, requiredVersion: requiredSharedRange(version), version };
  return shared;
}
