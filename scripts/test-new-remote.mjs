// `pnpm test:new-remote`: proves `pnpm new:remote` makes a remote that is green on first run.
// On a scratch copy of the checkout (sources only; node_modules linked to this checkout's), it
// generates a remote the registry does not know (`scratchremote`: the entry is added) and one it
// does (`booking`: routes with guards and a widget), then runs on them what CI runs: lint,
// typecheck, check:i18n, the generated unit tests and a production build, and checks the demo
// accounts are in a development build and in no production one. A full build is too slow for the unit suite, so `pnpm test` runs this
// as a step of its own. Exits non-zero on the first failure.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../tooling/ports.mjs';
import { generateRemote } from './new-remote.mjs';

const NAMES = ['scratchremote', 'booking'];
// What the generated remotes are checked with; the rest of the checkout is not needed.
const COPY = ['package.json', 'pnpm-workspace.yaml', 'tsconfig.base.json', 'tsconfig.json', 'eslint.config.js', 'vitest.config.ts', 'shared', 'tooling', 'scripts', 'e2e', 'mf-blog', 'local-supabase/src'];
const LINKED_MODULES = ['.'];
// Linked entry by entry, not as a whole: `tsc -b` writes build info and shared's declarations into
// node_modules/.cache/tsbuild, which must be the copy's, or this checkout's would describe the copy.
// shell/ is not copied, but the rspack config resolves React Router from the shell's packages.
const LINKED_ENTRIES = ['shared', 'tooling', 'e2e', 'shell'];
const SKIP = new Set(['node_modules', 'dist', '.local', 'test-results']);

const scratch = mkdtempSync(path.join(os.tmpdir(), 'utsav-new-remote-'));
const started = Date.now();
const timings = [];

/**
 * `dir/node_modules` of the copy: each package links to this checkout's installed one, except the
 * workspace's own (`@utsav/shared`, `@utsav/tooling`), which must be the copy's (its registry).
 */
function linkModules(fromDir, dir) {
  const from = path.join(repoRoot, fromDir, 'node_modules');
  const to = path.join(scratch, dir, 'node_modules');
  mkdirSync(path.join(to, '@utsav'), { recursive: true });
  for (const entry of readdirSync(from)) {
    // The copy's own build info (node_modules/.cache/tsbuild), not the model remote's.
    if (entry === '@utsav' || entry === '.cache') continue;
    symlinkSync(realpathSync(path.join(from, entry)), path.join(to, entry));
  }
  for (const entry of readdirSync(path.join(from, '@utsav'))) symlinkSync(path.join(scratch, entry), path.join(to, '@utsav', entry));
}

function linkEntries(dir) {
  const from = path.join(repoRoot, dir, 'node_modules');
  const to = path.join(scratch, dir, 'node_modules');
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) if (entry !== '.cache') symlinkSync(realpathSync(path.join(from, entry)), path.join(to, entry));
}

function run(label, command, args, cwd = scratch) {
  const begun = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  timings.push(`${label} ${((Date.now() - begun) / 1000).toFixed(1)} s`);
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status})`);
}

try {
  for (const entry of COPY) {
    cpSync(path.join(repoRoot, entry), path.join(scratch, entry), {
      recursive: true,
      filter: (source) => !SKIP.has(path.basename(source)),
    });
  }
  for (const dir of LINKED_MODULES) symlinkSync(path.join(repoRoot, dir, 'node_modules'), path.join(scratch, dir, 'node_modules'));
  for (const dir of LINKED_ENTRIES) linkEntries(dir);
  linkModules('mf-blog', 'mf-blog');

  for (const name of NAMES) {
    const { entry } = generateRemote({ root: scratch, name, install: false });
    // The template's dependencies are the model remote's, so its installed packages serve the new one.
    linkModules('mf-blog', entry.dir);
  }
  const dirs = NAMES.map((name) => `mf-${name}`);
  const bin = (tool) => path.join(repoRoot, 'node_modules', '.bin', tool);

  run('lint', bin('eslint'), ['--max-warnings', '0', ...dirs, ...NAMES.map((name) => `e2e/tests/${name}-standalone.spec.ts`)]);
  const solution = JSON.parse(readFileSync(path.join(scratch, 'tsconfig.json'), 'utf8')).references.map((item) => path.normalize(item.path));
  for (const dir of dirs) if (!solution.includes(dir)) throw new Error(`${dir}: not in tsconfig.json's references, so pnpm typecheck skips it`);
  // The projects the copy holds (the solution also lists apps it leaves out), shared built first as their reference.
  run('typecheck', bin('tsc'), ['-b', ...dirs, 'e2e']);
  run('check:i18n', 'node', ['scripts/check-i18n.mjs']);
  // Its own tests, and the ones that hold every remote to the registry (paths, route coverage, widgets).
  run('unit tests', bin('vitest'), ['run', '--project', 'unit', '--project', 'dom', ...dirs, 'shared/paths.test.ts', 'shared/federation']);
  // The one-click demo accounts are a development-build aid: in a development build, never in production.
  const carriesDemoAccounts = (dir) =>
    readdirSync(path.join(scratch, dir, 'dist')).filter((file) => file.endsWith('.js') && readFileSync(path.join(scratch, dir, 'dist', file), 'utf8').includes('customer@utsav.test'));
  const rspack = path.join(repoRoot, 'mf-blog', 'node_modules', '.bin', 'rspack');
  run(`development build ${dirs[0]}`, rspack, ['build', '--mode', 'development'], path.join(scratch, dirs[0]));
  if (carriesDemoAccounts(dirs[0]).length === 0) throw new Error(`${dirs[0]}: the development build has no demo accounts`);
  for (const dir of dirs) {
    run(`build ${dir}`, rspack, ['build', '--mode', 'production'], path.join(scratch, dir));
    const distDir = path.join(scratch, dir, 'dist');
    if (!existsSync(path.join(distDir, 'index.html')) || !existsSync(path.join(distDir, 'remoteEntry.js'))) throw new Error(`${dir}: no page or remote entry built`);
    const leaked = carriesDemoAccounts(dir);
    if (leaked.length) throw new Error(`${dir}: the production build carries the demo accounts (${leaked.join(', ')})`);
  }
  console.log(`\nnew:remote: ${NAMES.join(', ')} generated and green in ${((Date.now() - started) / 1000).toFixed(0)} s (${timings.join(', ')})`);
} catch (error) {
  console.error(`\nnew:remote check failed: ${error.message}\n(scratch copy kept for inspection: ${scratch})`);
  process.exitCode = 1;
} finally {
  if (!process.exitCode) rmSync(scratch, { recursive: true, force: true });
}
