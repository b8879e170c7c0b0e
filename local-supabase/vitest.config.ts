// The `backend` test project: protocol, realtime, durability and bad-input
// suites in local-supabase/test, plus the data model's suites in supabase/tests,
// all against one real local stack started by the global setup.
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineProject({
  test: {
    name: 'backend',
    root: repoRoot,
    environment: 'node',
    include: ['local-supabase/test/**/*.test.ts', 'supabase/tests/**/*.test.ts'],
    globalSetup: [fileURLToPath(new URL('./test/global-setup.ts', import.meta.url))],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two shared cores: more workers only fight over them.
    maxWorkers: 2,
    // Its own group (after the web project): vitest requires one per worker count.
    sequence: { groupOrder: 1 },
  },
});
