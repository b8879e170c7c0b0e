import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@utsav/tooling/create-app-config.mjs';
import { FEDERATION_RUNTIME_GROUP } from '@utsav/tooling/page-assets-plugin.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const inNodeModules = (packages) => new RegExp(`[\\\\/]node_modules[\\\\/](\\.pnpm[\\\\/][^\\\\/]+[\\\\/]node_modules[\\\\/])?(${packages})[\\\\/]`);

/**
 * Libraries the shell's lazily loaded pages share, each as one chunk of its own. By default rspack
 * cut them by which pages use which of their files: the sign-in form waited on five pieces of
 * TanStack Query and two of the form stack, 18 script requests before its first render (issue 27:
 * at most 12). Whole, they are fetched once, in parallel, and a page that needs a piece fetches
 * little more (the pieces were 1-4 KB). Only for lazily loaded chunks: the first render's own
 * scripts (`/`, 150 KB) keep their split (tooling/create-app-config.mjs).
 */
// Our files that run the form stack (useAppForm, the validation rules): whoever imports them needs it anyway.
const SHARED_FORMS = /[\\/]shared[\\/](forms[\\/]use-app-form\.ts|validation[\\/]rules\.ts)$/;

// What the shell loads to start the federation runtime for a remote's page: the runtime, its
// plugins, the share scope's table (src/lib/federation/host-shares.ts, shared/federation/). All of it
// is needed at the same moment, so one chunk instead of six.
const FEDERATION = /[\\/](node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@module-federation[\\/]|shared[\\/]federation[\\/](offline-remote-plugin|federation-runtime-core|compat)\.ts$|lib[\\/]federation[\\/]host-shares\.ts$)/;
// Our files that exist to run TanStack Query (the app's one client, its provider): whoever imports them needs it.
const SHARED_QUERY = /[\\/]shared[\\/]query[\\/](query-client\.ts|query-provider\.tsx)$/;

const nameOf = (module) => module.nameForCondition?.() ?? '';

const LAZY_LIBRARIES = {
  federation: FEDERATION,
  'tanstack-query': (module) => inNodeModules('@tanstack').test(nameOf(module)) || SHARED_QUERY.test(nameOf(module)),
  forms: (module) => inNodeModules('react-hook-form|@hookform|valibot').test(module.nameForCondition?.() ?? '') || SHARED_FORMS.test(module.nameForCondition?.() ?? ''),
};

// The chunks of the sign-in forms (their webpackChunkName in src/app/app-routes.tsx).
const SIGN_IN_PAGES = /^page-(login|register|forgot-password|reset-password)$/;

const withLibraryChunks = (config) => {
  const splitChunks = config.optimization?.splitChunks;
  if (!splitChunks) return config;
  const groups = Object.fromEntries(Object.entries(LAZY_LIBRARIES).map(([name, test]) => [name, { test, name, chunks: 'async', enforce: true, priority: 20 }]));
  // Whatever else the share scope's table imports that the first render has not loaded (the rest of
  // react-i18next, which it hands remotes whole; the tables of shared/'s files; the files every remote's
  // ./App asks for first) joins the runtime's chunk, even where a shell page uses it too (Trans, on the
  // policy and sign-in pages): such a page keeps its own copy rather than fetching the federation
  // runtime, and a remote's page waits on one request instead of three (issue 27: at most 12).
  groups['federation-scope'] = { test: () => true, name: 'federation', chunks: (chunk) => chunk.name === FEDERATION_RUNTIME_GROUP, enforce: true, priority: 25 };
  // What two or more of the sign-in pages share of our own code (the form's parts, the session,
  // the Google button) in one chunk, not one per combination of pages that use it.
  groups['sign-in'] = { test: (module) => !/[\\/]node_modules[\\/]/.test(module.nameForCondition?.() ?? ''), chunks: SIGN_IN_PAGES, minChunks: 2, name: 'sign-in', enforce: true, priority: 10 };
  return { ...config, optimization: { ...config.optimization, splitChunks: { ...splitChunks, cacheGroups: { ...splitChunks.cacheGroups, ...groups } } } };
};

// Port and title: shared/federation/remote-registry.json.
const appConfig = createAppConfig({ dirname, name: 'shell' });
export default (env, argv) => {
  const config = appConfig(env, argv);
  return Array.isArray(config) ? config.map(withLibraryChunks) : withLibraryChunks(config);
};
