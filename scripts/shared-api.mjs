// What changed in `shared/`'s public surface since a git ref, and the version bump that implies
// (shared/CHANGELOG.md): a module or export removed or renamed → major, one added → minor.
// Names only: a changed props or function contract is for the reviewer to judge (the diff
// lists the modules whose exports kept their names but whose file changed, to look at).
//   node scripts/shared-api.mjs [ref, default main]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { repoRoot } from '../tooling/ports.mjs';

const MODULE_FILE = /\.(tsx?|json|css)$/;
const NOT_A_MODULE = /(\.test\.tsx?|\.d\.ts)$|^(package|tsconfig)\.json$/;

/** The names a TypeScript module exports (types included), read from its syntax alone. */
export function exportsOf(source, fileName = 'module.tsx') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const names = new Set();
  const exported = (node) => ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export;
  const isDefault = (node) => ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Default;
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement)) {
      const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : undefined;
      if (!statement.exportClause) names.add(`* from ${from}`);
      else if (ts.isNamedExports(statement.exportClause)) for (const element of statement.exportClause.elements) names.add(element.name.text);
      else names.add(statement.exportClause.name.text);
    } else if (ts.isExportAssignment(statement)) {
      names.add('default');
    } else if (ts.isVariableStatement(statement) && exported(statement)) {
      for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
    } else if ('name' in statement && exported(statement)) {
      names.add(isDefault(statement) ? 'default' : statement.name?.text ?? 'default');
    }
  }
  return [...names].sort();
}

/** `{ 'federation/compat': { exports: [...], text } }` for every module file under `dir`. */
export function surfaceOf(dir) {
  const surface = {};
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(dir, relative))) {
      const child = path.join(relative, entry);
      if (entry === 'node_modules') continue;
      if (statSync(path.join(dir, child)).isDirectory()) walk(child);
      else if (MODULE_FILE.test(entry) && !NOT_A_MODULE.test(entry)) {
        const text = readFileSync(path.join(dir, child), 'utf8');
        // As remotes import it: `@utsav/shared/federation/compat`, `@utsav/shared/locales/en.json`.
        const id = child.split(path.sep).join('/').replace(/\.tsx?$/, '');
        surface[id] = { exports: /\.tsx?$/.test(entry) ? exportsOf(text, entry) : [], text };
      }
    }
  };
  walk('');
  return surface;
}

export function diffSurface(before, after) {
  const removed = [];
  const added = [];
  const changed = [];
  for (const [id, { exports, text }] of Object.entries(before)) {
    const now = after[id];
    if (!now) {
      removed.push(id);
      continue;
    }
    for (const name of exports) if (!now.exports.includes(name)) removed.push(`${id}: ${name}`);
    for (const name of now.exports) if (!exports.includes(name)) added.push(`${id}: ${name}`);
    if (now.text !== text && exports.every((name) => now.exports.includes(name))) changed.push(id);
  }
  for (const id of Object.keys(after)) if (!before[id]) added.push(id);
  const bump = removed.length ? 'major' : added.length ? 'minor' : changed.length ? 'patch (or more: check the contracts of the changed modules)' : 'none';
  return { removed, added, changed, bump };
}

const majorMinor = (version) => version.split('.').slice(0, 2).map(Number);

/** Whether `after` is at least the bump from `before` (patches not checked: they change no contract). */
export function versionCovers(before, after, bump) {
  const [major0, minor0] = majorMinor(before);
  const [major1, minor1] = majorMinor(after);
  if (bump === 'major') return major1 > major0;
  if (bump === 'minor') return major1 > major0 || (major1 === major0 && minor1 > minor0);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ref = process.argv[2] ?? 'main';
  const scratch = mkdtempSync(path.join(tmpdir(), 'shared-api-'));
  try {
    const archive = execFileSync('git', ['archive', ref, 'shared'], { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 });
    execFileSync('tar', ['-x', '-C', scratch], { input: archive });
    const before = surfaceOf(path.join(scratch, 'shared'));
    const after = surfaceOf(path.join(repoRoot, 'shared'));
    const versionAt = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
    const [from, to] = [versionAt(path.join(scratch, 'shared')), versionAt(path.join(repoRoot, 'shared'))];
    const { removed, added, changed, bump } = diffSurface(before, after);
    const list = (title, items) => items.length && console.log(`${title} (${items.length}):\n${items.map((item) => `  ${item}`).join('\n')}`);
    list('Removed or renamed (breaking)', removed);
    list('Added', added);
    list('Changed, same export names (check their contracts)', changed);
    console.log(`\n@utsav/shared ${from} at ${ref} → ${to} here; the surface implies: ${bump}.`);
    if (!versionCovers(from, to, bump.split(' ')[0])) {
      console.error(`shared/package.json needs a ${bump} bump (shared/CHANGELOG.md).`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
