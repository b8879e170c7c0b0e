import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as routerShare from '../shell/src/lib/federation/router-share.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
// The root has no router of its own: the shell's copy, whose names are the package's.
const reactRouterDom = createRequire(path.join(repoRoot, 'shell/package.json'))('react-router-dom');

// The shell's router-share.ts is what a remote gets for `react-router-dom` inside the shell.

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

/** Value names imported from `react-router-dom` (type-only imports are erased and need no share). */
function importedNames(source) {
  const names = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]react-router-dom['"]/g)) {
    if (match[1]) continue;
    for (const part of match[2].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('the router the shell shares with remotes', () => {
  it('has every runtime name a remote or shared/ imports from react-router-dom', () => {
    const files = remoteSources();
    expect(files.length).toBeGreaterThan(50);
    const missing = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      if (/import\s+\*\s+as\s+\w+\s+from\s*['"]react-router-dom['"]/.test(source)) missing.push(`${path.relative(repoRoot, file)}: a namespace import`);
      for (const name of importedNames(source))
        if (name in reactRouterDom && !(name in routerShare)) missing.push(`${path.relative(repoRoot, file)}: ${name}`);
    }
    expect(missing).toEqual([]);
  });
});
