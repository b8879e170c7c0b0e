// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../tooling/ports.mjs';

const eslint = new ESLint({ cwd: repoRoot });
const lint = async (filePath, code) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.message);
};

// Linting loads the config and, for no-cycle, parses the import graph: slow on a loaded machine.
describe('the federation boundary lint rule', { timeout: 60_000 }, () => {
  it('stops a remote importing the shell or another remote', async () => {
    expect(await lint('mf-blog/src/app/x.ts', "import { App } from '../../../shell/src/app/app';\nexport { App };\n")).toHaveLength(1);
    expect(await lint('mf-blog/src/app/x.ts', "import x from '@utsav/mf-catalog/src/y';\nexport { x };\n")).toHaveLength(1);
    expect(await lint('mf-blog/src/app/x.ts', "import x from '../../../mf-admin/src/y';\nexport { x };\n")).toHaveLength(1);
  });

  it('stops the shell importing a remote statically', async () => {
    expect(await lint('shell/src/app/x.ts', "import x from '../../../mf-blog/src/app/blog-app';\nexport { x };\n")).toHaveLength(1);
  });

  it('allows shared code and the app’s own files', async () => {
    expect(
      await lint('mf-blog/src/app/x.ts', "import { toast } from '@utsav/shared/toast/toast-store';\nimport y from './blog-app';\nexport { toast, y };\n"),
    ).toEqual([]);
  });

  it('makes shared files import each other by package name, so each stays one instance', async () => {
    expect(await lint('shared/ui/x.ts', "import { toast } from '../toast/toast-store';\nexport { toast };\n")).toHaveLength(1);
  });
});

const layerRules = ['import-x/no-cycle', 'import-x/no-restricted-paths'];
const layerMessages = (result) => result.messages.filter((message) => layerRules.includes(message.ruleId)).map((m) => m.ruleId);
const lintLayers = async (filePath, code) => layerMessages((await eslint.lintText(code, { filePath }))[0]);

describe('the layer boundaries inside each app', { timeout: 60_000 }, () => {
  it('stops a feature importing the app layer', async () => {
    expect(await lintLayers('mf-blog/src/features/articles/x.ts', "import x from '../../app/blog-app';\nexport { x };\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await lintLayers('shell/src/features/home/x.ts', "import x from '../../app/layout/site-header';\nexport { x };\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('stops a feature reaching into another feature', async () => {
    expect(
      await lintLayers('mf-catalog/src/features/bundles/x.ts', "import x from '../services/components/category-page';\nexport { x };\n"),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await lintLayers('shell/src/features/account/x.ts', "import x from '../notifications/components/notification-bell';\nexport { x };\n"),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('stops the generic layers importing domain code, a feature or the app', async () => {
    expect(await lintLayers('mf-catalog/src/components/x.ts', "import x from '../features/search/hooks/use-search';\nexport { x };\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await lintLayers('mf-catalog/src/utils/x.ts', "import x from '../domain/offers/api/list-services';\nexport { x };\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await lintLayers('shell/src/lib/x.ts', "import x from '../app/app-routes';\nexport { x };\n")).toEqual(['import-x/no-restricted-paths']);
  });

  it('stops domain code importing a feature or the app', async () => {
    expect(
      await lintLayers('mf-catalog/src/domain/offers/hooks/x.ts', "import x from '../../../features/search/hooks/use-search';\nexport { x };\n"),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(await lintLayers('mf-booking/src/domain/payment/hooks/x.ts', "import x from '../../../app/booking-app';\nexport { x };\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('lets a feature use its own files, domain code and the generic layers, and the app compose features', async () => {
    expect(
      await lintLayers(
        'mf-catalog/src/features/bundles/x.ts',
        "import a from './hooks/use-bundles';\nimport b from '../../domain/offers/components/bundle-card';\nimport c from '../../components/price';\nexport { a, b, c };\n",
      ),
    ).toEqual([]);
    // A domain slice may use another (filters read the offers' categories); no-cycle keeps that one-way.
    expect(await lintLayers('mf-catalog/src/domain/filters/components/x.ts', "import x from '../../offers/utils/categories';\nexport { x };\n")).toEqual([]);
    expect(await lintLayers('mf-catalog/src/app/x.ts', "import x from '../features/search/components/search-page';\nexport { x };\n")).toEqual([]);
  });

  it('keeps a remote\'s files where the one inner shape puts them: no lib/, a slice\'s code in api/, components/, hooks/ or utils/', async () => {
    const placement = async (filePath) =>
      (await eslint.lintText('export const x = 1;\n', { filePath }))[0].messages.filter((message) => message.ruleId === 'no-restricted-syntax').length;
    expect(await placement('mf-booking/src/lib/x.ts')).toBe(1);
    expect(await placement('mf-blog/src/features/articles/x.ts')).toBe(1);
    expect(await placement('mf-catalog/src/features/search/lib/x.ts')).toBe(1);
    expect(await placement('mf-catalog/src/domain/favourites/x.ts')).toBe(1);
    expect(await placement('mf-blog/src/features/articles/utils/x.ts')).toBe(0);
    expect(await placement('mf-catalog/src/domain/favourites/hooks/x.ts')).toBe(0);
    expect(await placement('mf-booking/src/utils/x.ts')).toBe(0);
  });

  it('finds an import cycle, a lazy import() included', async () => {
    const dir = mkdtempSync(path.join(repoRoot, 'mf-blog/src/features/cycle-fixture-'));
    try {
      writeFileSync(path.join(dir, 'a.ts'), "export const a = 1;\nexport const loadB = () => import('./b');\n");
      writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = a + 1;\n");
      writeFileSync(path.join(dir, 'c.ts'), "import { a } from './a';\nexport const c = a + 2;\n");
      const [a, b, c] = await eslint.lintFiles(['a.ts', 'b.ts', 'c.ts'].map((name) => path.join(dir, name)));
      expect(layerMessages(a)).toEqual(['import-x/no-cycle']);
      expect(layerMessages(b)).toEqual(['import-x/no-cycle']);
      expect(layerMessages(c)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
