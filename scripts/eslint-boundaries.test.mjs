// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../shared/build/ports.mjs';

const eslint = new ESLint({ cwd: repoRoot });
const lint = async (filePath, code) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.message);
};

describe('the federation boundary lint rule', () => {
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
