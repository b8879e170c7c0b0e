import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as i18nShare from '../shell/src/lib/federation/i18n-share.ts';
import * as routerShare from '../shell/src/lib/federation/router-share.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
// The root has neither package of its own: the shell's copies, whose names are the packages'.
const shellRequire = createRequire(path.join(repoRoot, 'shell/package.json'));

// The shell's router-share.ts and i18n-share.ts are what a remote gets for `react-router-dom` and
// `react-i18next` inside the shell: the names it imports, not the packages' namespaces.
const SHARES = [
  { request: 'react-router-dom', share: routerShare },
  { request: 'react-i18next', share: i18nShare },
];

/** Source files a remote can run inside the shell: shared/, every remote's src/, the remote template. */
function remoteSources() {
  const roots = [
    path.join(repoRoot, 'shared'),
    path.join(repoRoot, 'tooling/templates'),
    ...readdirSync(repoRoot)
      .filter((name) => name.startsWith('mf-'))
      .map((name) => path.join(repoRoot, name, 'src')),
  ];
  const files = [];
  const walk = (dir) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(full);
      } else if (/\.(tsx?|mjs)$/.test(entry.name) && !/\.test\.|[\\/]testing[\\/]/.test(full)) files.push(full);
    }
  };
  roots.forEach(walk);
  return files;
}

/** Value names imported from `request` (type-only imports are erased and need no share). */
function importedNames(source, request) {
  const names = [];
  for (const match of source.matchAll(new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${request}['"]`, 'g'))) {
    if (match[1]) continue;
    for (const part of match[2].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe.each(SHARES)('what the shell shares with remotes as $request', ({ request, share }) => {
  it(`has every runtime name a remote or shared/ imports from ${request}`, () => {
    const files = remoteSources();
    expect(files.length).toBeGreaterThan(50);
    const exported = shellRequire(request);
    const missing = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      if (new RegExp(`import\\s+\\*\\s+as\\s+\\w+\\s+from\\s*['"]${request}['"]`).test(source)) missing.push(`${path.relative(repoRoot, file)}: a namespace import`);
      for (const name of importedNames(source, request)) if (name in exported && !(name in share)) missing.push(`${path.relative(repoRoot, file)}: ${name}`);
    }
    expect(missing).toEqual([]);
  });
});
