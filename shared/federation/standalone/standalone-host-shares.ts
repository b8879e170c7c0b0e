import { init } from '@module-federation/enhanced/runtime';

// `import.meta.webpackContext`'s type: shared/types/ambient.d.ts.
declare global {
  /** Set by tooling/create-app-config.mjs for a remote's standalone page (its federation-runtime.js). */
  const __UTSAV_STANDALONE__: {
    name: string;
    packages: Record<string, { version: string; requiredVersion: string | false }>;
    shared: { version: string; requiredVersion: string };
  };
}

type Shared = NonNullable<Parameters<typeof init>[0]['shared']>;

// The singletons of tooling/shared-singletons.mjs, fetched when the page first asks for them.
const PACKAGES: Record<string, () => Promise<unknown>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react/jsx-dev-runtime': () => import('react/jsx-dev-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  'react-router-dom': () => import('react-router-dom'),
  zustand: () => import('zustand'),
  i18next: () => import('i18next'),
  'react-i18next': () => import('react-i18next'),
  '@tanstack/react-query': () => import('@tanstack/react-query'),
  '@supabase/supabase-js': () => import('@supabase/supabase-js'),
};

// Every file of `shared/` but tests, test helpers, types and this page's own start-up file.
// (The options are literals: the bundler reads them from the source.)
const files = import.meta.webpackContext('../..', {
  recursive: true,
  regExp: /^\.\/(?!testing\/|types\/|tsconfig|federation\/standalone\/provide-federation-runtime)(?!.*\.test\.)(?!.*\.d\.ts$).*\.(tsx?|json)$/,
  mode: 'lazy',
});

/**
 * A remote's standalone page is its own host, as the shell is inside the site: a remote's production
 * container declares every shared module without a copy of its own (import: false, so its
 * remoteEntry.js carries no fallback or provide tables), and this page's script provides them all,
 * one instance each, to the remote's federation instance (same name, which its container then joins)
 * and so to every other remote's widget the page shows.
 */
export function startStandaloneHost(): void {
  const shared: Shared = {};
  const add = (request: string, version: string, requiredVersion: string | false, load: () => Promise<unknown>) => {
    shared[request] = { version, loaded: true, get: () => load().then((module) => () => module), shareConfig: { singleton: true, requiredVersion } };
  };
  for (const [request, { version, requiredVersion }] of Object.entries(__UTSAV_STANDALONE__.packages)) {
    const load = PACKAGES[request];
    if (!load) throw new Error(`The standalone page shares ${request} but has no module for it`);
    add(request, version, requiredVersion, load);
  }
  const { version, requiredVersion } = __UTSAV_STANDALONE__.shared;
  for (const key of files.keys()) {
    // `./i18n/i18n.ts` is imported as `@utsav/shared/i18n/i18n`; a JSON file keeps its extension.
    add(`@utsav/shared/${key.slice(2).replace(/\.tsx?$/, '')}`, version, requiredVersion, () => Promise.resolve(files(key)));
  }
  init({ name: __UTSAV_STANDALONE__.name, remotes: [], shared, shareStrategy: 'loaded-first' });
}
