import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          // Projects with different worker counts need their own group: web runs first.
          sequence: { groupOrder: 0 },
          include: ['shell/src/**/*.test.{ts,tsx}', 'mf-*/src/**/*.test.{ts,tsx}', 'shared/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs', 'tooling/**/*.test.mjs'],
          exclude: ['**/node_modules/**', '**/dist/**'],
        },
        resolve: {
          alias: [{ find: /^@utsav\/shared\/(.*)$/, replacement: `${import.meta.dirname}/shared/$1` }],
        },
      },
      // The backend suites start a real local Supabase stack of their own.
      ...(existsSync('local-supabase/vitest.config.ts') ? ['local-supabase/vitest.config.ts'] : []),
    ],
  },
});
