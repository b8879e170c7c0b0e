import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const registry = JSON.parse(readFileSync(new URL('./shared/federation/remote-registry.json', import.meta.url), 'utf8'));
const remoteDirs = registry.apps.filter((app) => app.kind === 'remote').map((remote) => remote.dir);

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

// Inside an app (bulletproof-react's layers, top to bottom): `app/` composes features; a feature
// never reaches up into `app/` nor across into another feature; `domain/<name>/` (code several
// features of the app share: their api, hooks, components and rules of one domain thing) serves
// features and reaches into neither them nor `app/`; the generic layers (`components/`, `hooks/`,
// `utils/`, and the shell's `lib/`) know no domain and import none of the layers above. What two
// features share moves down a layer or into `@utsav/shared`.
const genericLayers = ['components', 'hooks', 'lib', 'utils'];
const featuresOf = (dir) => {
  const url = new URL(`./${dir}/src/features/`, import.meta.url);
  return existsSync(url) ? readdirSync(url, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name) : [];
};
const layerZones = (dir) => {
  const src = `./${dir}/src`;
  return [
    { target: `${src}/features`, from: `${src}/app`, message: 'A feature must not import the app layer: `app/` composes features, not the other way round.' },
    ...featuresOf(dir).map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: 'A feature must not reach into another feature: move what both use to domain/<name>/, utils/, components/, hooks/ or @utsav/shared, or compose in app/.',
    })),
    {
      target: `${src}/domain`,
      from: [`${src}/app`, `${src}/features`],
      message: 'domain/ sits below features and app: it must not import either (the feature passes what it needs in).',
    },
    {
      target: genericLayers.map((layer) => `${src}/${layer}`),
      from: [`${src}/app`, `${src}/features`, `${src}/domain`],
      message: 'components/, hooks/ and utils/ are generic, below domain/, features and app: they must not import any of them.',
    },
  ];
};
const appDirsOnDisk = ['shell', ...remoteDirs].filter((dir) => existsSync(new URL(`./${dir}/src`, import.meta.url)));
const layerBoundaries = appDirsOnDisk.map((dir) => ({
  files: [`${dir}/src/**/*.{ts,tsx}`],
  plugins: { 'import-x': importX },
  settings: {
    // Without the extensions, import-x parses no TypeScript file and so follows no import (no cycle
    // is ever found). No `import-x/parsers`: it names the parser by package, which import-x then
    // requires from eslint's or the linted file's folder, where pnpm does not put
    // @typescript-eslint/parser; the require failed silently and no cycle was found. Without it,
    // import-x parses an imported file with the linted file's own parser (typescript-eslint's).
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
  },
  rules: {
    // Dynamic imports count: a lazy chunk that imports its importer is still a cycle.
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
    'import-x/no-restricted-paths': ['error', { zones: layerZones(dir) }],
  },
}));

// Where a remote's files go (docs/architecture.md, "Inside every app"): no `lib/` grab-bag, and a
// feature's or domain slice's code in its api/, components/, hooks/ or utils/, never at its root.
// A file placed elsewhere is reported as a whole (its Program node).
const misplaced = (message) => ({ 'no-restricted-syntax': ['error', { selector: 'Program', message }] });
const remotePlacement = remoteDirs.flatMap((dir) => [
  {
    files: [`${dir}/src/lib/**/*.{ts,tsx}`],
    rules: misplaced('A remote has no lib/: pure helpers go to utils/, code several features share to domain/<name>/, the rest into its feature.'),
  },
  {
    files: [`${dir}/src/{features,domain}/*/*.{ts,tsx}`, `${dir}/src/{features,domain}/*/!(api|components|hooks|utils)/**/*.{ts,tsx}`],
    rules: misplaced("A feature's or domain slice's files live in its api/, components/, hooks/ or utils/."),
  },
]);

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.local/**', 'test-results/**', 'playwright-report/**', '**/@mf-types/**', '**/.prerender/**', '**/dist-server/**', '**/*.tmp.mjs', '**/test-results/**'],
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
  ...layerBoundaries,
  ...remotePlacement,
  {
    // Inside `shared`, files import each other by package name: a relative import would
    // bundle a private copy of a module that must be a single federated instance.
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['./*', '../*'], message: 'Import shared files as `@utsav/shared/...` so each stays one instance.' },
            // `shared` is the layer below every app: it knows no app (an app's code it needs moves here).
            { group: forbiddenFor(undefined), message: '`shared` must not import an app: move what it needs into `shared/`.' },
          ],
        },
      ],
    },
  },
);
