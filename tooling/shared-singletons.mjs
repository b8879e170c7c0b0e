// The packages that must exist once in the browser: one React, one router, one
// i18n instance, one Supabase client, one query cache, one copy of each `shared` file.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const SINGLETONS = [
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

export function sharedSingletons(appDir) {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const request of SINGLETONS) {
    const packageName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
    shared[request] = { singleton: true, requiredVersion: deps[packageName] ?? false };
  }
  // Trailing slash: every file of the workspace package, each its own shared module.
  shared['@utsav/shared/'] = { singleton: true, requiredVersion: false, version: '0.1.0' };
  return shared;
}
