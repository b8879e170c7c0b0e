import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readFileSync } from 'node:fs';

const registry = JSON.parse(readFileSync(new URL('./shared/build/remote-registry.json', import.meta.url), 'utf8'));
const remoteDirs = registry.map((remote) => remote.dir);

// A remote may use `shared` and its own files, never the shell or another remote:
// anything they have in common belongs in `shared/`, and remotes deploy on their own.
const forbiddenFor = (ownDir) => [
  ...(ownDir === 'shell' ? [] : ['@utsav/shell', '@utsav/shell/*', '**/shell/src/**', '**/shell/src']),
  ...remoteDirs
    .filter((dir) => dir !== ownDir)
    .flatMap((dir) => [`@utsav/${dir}`, `@utsav/${dir}/*`, `**/${dir}/**`, `**/${dir}`]),
];

const appBoundaries = ['shell', ...remoteDirs].map((dir) => ({
  files: [`${dir}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: forbiddenFor(dir),
            message: 'Apps are deployed independently: share code through `@utsav/shared`, load remotes through federation.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.local/**', 'test-results/**', 'playwright-report/**', '**/@mf-types/**', '**/.prerender/**', '**/*.tmp.mjs', '**/test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'local-supabase/**/*.ts', 'supabase/**/*.ts', 'e2e/**/*.ts', '*.config.ts', '**/vitest.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...appBoundaries,
  {
    // Inside `shared`, files import each other by package name: a relative import would
    // bundle a private copy of a module that must be a single federated instance.
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['./*', '../*'], message: 'Import shared files as `@utsav/shared/...` so each stays one instance.' }] },
      ],
    },
  },
);
