import { existsSync } from 'node:fs';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const APP_SOURCES = ['shell/src', 'shell/server', 'mf-*/src', 'shared'];
const sharedAlias = { alias: [{ find: /^@utsav\/shared\/(.*)$/, replacement: `${import.meta.dirname}/shared/$1` }] };

/** One project of browser code: its name, environment, test files, and what it sets up. */
function webProject(
  name: string,
  environment: 'node' | 'jsdom',
  include: string[],
  { exclude = [], setupFiles = [], testTimeout }: { exclude?: string[]; setupFiles?: string[]; testTimeout?: number } = {},
) {
  return {
    test: {
      name,
      environment,
      // Projects with different worker counts need their own group: these run before the backend.
      sequence: { groupOrder: 0 },
      include,
      exclude: ['**/node_modules/**', '**/dist/**', ...exclude],
      setupFiles,
      ...(testTimeout ? { testTimeout } : {}),
    },
    resolve: sharedAlias,
  } satisfies TestProjectInlineConfiguration;
}

// Three layers below the end-to-end suite:
// - unit: pure functions (`*.test.ts`, scripts' and tooling's `*.test.mjs`) in plain Node, no DOM to build,
//   and local-razorpay's suites (each starts its own in-memory gateway on a free port);
// - dom: components and hooks (`*.test.tsx`) in jsdom, rendered with Testing Library through
//   shared/testing/render-with-providers.tsx, and the few `*.dom.test.ts` whose code under test
//   reads a browser API (navigator, localStorage, WebSocket);
// - backend: the SQL, auth and realtime suites against a real local Supabase stack.
export default defineConfig({
  test: {
    projects: [
      webProject('unit', 'node', [...APP_SOURCES.map((dir) => `${dir}/**/*.test.ts`), 'scripts/**/*.test.mjs', 'tooling/**/*.test.mjs', 'local-razorpay/**/*.test.ts'], {
        exclude: ['**/*.dom.test.ts'],
      }),
      webProject('dom', 'jsdom', APP_SOURCES.flatMap((dir) => [`${dir}/**/*.test.tsx`, `${dir}/**/*.dom.test.ts`]), {
        setupFiles: ['shared/testing/setup-dom.ts'],
        // A test types into forms key by key as a user does; on a busy two-core machine that
        // can pass vitest's 5 s default without anything being wrong.
        testTimeout: 20_000,
      }),
      // The backend suites start a real local Supabase stack of their own.
      ...(existsSync('local-supabase/vitest.config.ts') ? ['local-supabase/vitest.config.ts'] : []),
    ],
  },
});
