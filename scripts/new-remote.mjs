// `pnpm new:remote <name>`: a working remote from tooling/templates/remote. Its routes come from
// its entry in shared/federation/remote-registry.json (added here when there is none: one public
// route `/<name>`, the next free port); then package, rspack config, app via defineRemoteApp
// (with the query provider), standalone bootstrap via startStandalone, i18n namespace in five
// languages, one page per route (in `features/<name>/components/`), one entry per widget, a unit
// test on shared's render-with-providers and an e2e smoke test: the one inner shape of every
// remote (docs/architecture.md, "Inside every app").
//
//   pnpm new:remote reviews [--no-install] [--root <checkout>]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatRegistry } from './lib/registry-json.mjs';

const scriptsDir = path.dirname(fileURLToPath(import.meta.url));
const REGISTRY = 'shared/federation/remote-registry.json';
const LANGUAGES = ['en', 'hi', 'ta', 'te', 'kn'];
/** The remote whose dependencies a new one starts with: every remote needs the same singletons. */
const MODEL_REMOTE = 'mf-blog';

const words = (text) => text.split(/[^a-zA-Z0-9]+/).filter(Boolean);
const pascal = (text) => words(text).map((word) => word[0].toUpperCase() + word.slice(1)).join('');
const camel = (text) => pascal(text).replace(/^./, (first) => first.toLowerCase());
const kebab = (text) => words(text).map((word) => word.toLowerCase()).join('-');

/** `/provider/:id` -> `provider-id`, the page's file and id; `/` never occurs in a remote. */
const slugOf = (routePath) => kebab(routePath.replace(/:/g, '')) || 'home';

export function planRemote(registry, name) {
  // The name is also the federation container's global and the i18n namespace: one lower-case word.
  if (!/^[a-z][a-z0-9]*$/.test(name)) throw new Error(`"${name}": use one lower-case word, letters and digits (reviews).`);
  let entry = registry.apps.find((app) => app.name === name);
  if (entry && entry.kind !== 'remote') throw new Error(`"${name}" is the ${entry.kind} in the registry, not a remote.`);
  const added = !entry;
  if (!entry) {
    const port = Math.max(...registry.apps.map((app) => app.port)) + 1;
    entry = {
      name,
      kind: 'remote',
      dir: `mf-${name}`,
      port,
      portEnv: `${name.replace(/-/g, '_').toUpperCase()}_PORT`,
      title: `Utsav ${words(name).join(' ')} (standalone)`,
      routes: [{ path: `/${name}`, guard: 'public' }],
      exposes: { './App': { file: `./src/app/${name}-app.tsx`, kind: 'app' } },
    };
  }
  // The generated files are where the registry says they are: the app entry is always ours.
  entry.exposes = { ...entry.exposes, './App': { file: `./src/app/${name}-app.tsx`, kind: 'app' } };
  const widgets = Object.entries(entry.exposes)
    .filter(([, module]) => module.kind === 'widget')
    .map(([key, module]) => ({ key: key.replace(/^\.\//, ''), file: module.file }));
  const pages = entry.routes.map((route) => ({
    ...route,
    slug: slugOf(route.path),
    component: `${pascal(slugOf(route.path))}Page`,
  }));
  return { entry, added, pages, widgets, registry: added ? { ...registry, apps: [...registry.apps, entry] } : registry };
}

function fill(text, values) {
  return Object.entries(values).reduce((out, [token, value]) => out.split(token).join(value), text);
}

/**
 * A new registry entry needs its builders in shared/paths.ts (a test keeps the two equal): one
 * per route, in a group named after the remote, written before the object's end.
 */
function addPathBuilders(root, entry, log) {
  const file = path.join(root, 'shared', 'paths.ts');
  if (!existsSync(file)) return;
  const text = readFileSync(file, 'utf8');
  const end = text.indexOf('\n} as const;');
  if (end === -1) {
    log(`shared/paths.ts: add builders for ${entry.routes.map((route) => route.path).join(', ')} by hand.`);
    return;
  }
  const builders = entry.routes.map((route, index) => `    ${index === 0 ? 'index' : camel(slugOf(route.path))}: page('${route.path}'),`);
  writeFileSync(file, `${text.slice(0, end)}\n  ${camel(entry.name)}: {\n${builders.join('\n')}\n  },${text.slice(end)}`);
}

/**
 * `pnpm typecheck` is one `tsc -b` over the root tsconfig.json, which lists every project: the new
 * remote joins it after the other remotes.
 */
function addToSolution(root, entry, log) {
  const file = path.join(root, 'tsconfig.json');
  if (!existsSync(file)) return;
  const solution = JSON.parse(readFileSync(file, 'utf8'));
  const reference = `./${entry.dir}`;
  if (solution.references.some((item) => path.posix.normalize(item.path) === path.posix.normalize(reference))) return;
  const lastRemote = solution.references.findLastIndex((item) => /^(\.\/)?mf-/.test(item.path));
  solution.references.splice(lastRemote + 1, 0, { path: reference });
  writeFileSync(file, `${JSON.stringify(solution, null, 2).replace(/\{\n\s+"path": ("[^"]*")\n\s+\}/g, '{ "path": $1 }')}\n`);
  log(`Added ${reference} to tsconfig.json's references (pnpm typecheck).`);
}

export function generateRemote({ root, name, install = true, log = console.log }) {
  const registryPath = path.join(root, REGISTRY);
  const registry = JSON.parse(readFileSync(registryPath, 'utf8'));
  const { entry, added, pages, widgets, registry: next } = planRemote(registry, name);
  const appDir = path.join(root, entry.dir);
  if (existsSync(appDir)) throw new Error(`${entry.dir}/ exists already.`);
  const templateDir = path.join(root, 'tooling', 'templates', 'remote');
  const template = (file) => readFileSync(path.join(templateDir, file), 'utf8');
  const model = JSON.parse(readFileSync(path.join(root, MODEL_REMOTE, 'package.json'), 'utf8'));
  const firstPublic = pages.find((page) => page.guard === 'public') ?? pages[0];
  const exampleOf = (pattern) => pattern.replace(/:([^/]+)/g, 'example');

  const tokens = {
    __name__: name,
    __Name__: pascal(name),
    __title__: words(name).join(' '),
    __DEPENDENCIES__: JSON.stringify(model.dependencies, null, 4).replace(/\n}/, '\n  }'),
    __DEV_DEPENDENCIES__: JSON.stringify(model.devDependencies, null, 4).replace(/\n}/, '\n  }'),
    __PAGES__: pages
      .map((page) => `const ${page.component} = retryableLazy(() => import('../features/${name}/components/${page.slug}-page'));`)
      .join('\n'),
    __ROUTES__: pages.map((page) => `    { path: '${page.path}', Component: ${page.component} },`).join('\n'),
    __ROUTE_COUNT__: String(pages.length),
    __PORT_ENV__: entry.portEnv,
    __FIRST_PATTERN__: firstPublic.path,
    __FIRST_ROUTE_STEPS__:
      firstPublic.guard === 'public'
        ? `  await page.goto(\`\${url}${exampleOf(firstPublic.path)}\`);`
        : [
            `  // ${firstPublic.path} asks for ${firstPublic.guard === 'admin' ? 'an admin' : 'a session'}: the guard sends a visitor to sign in, then back.`,
            `  await page.goto(\`\${url}${exampleOf(firstPublic.path)}\`);`,
            `  await expect(page).toHaveURL(/\\/auth\\/login\\?redirect=/);`,
            `  await page.getByLabel('Email').fill('${firstPublic.guard === 'admin' ? 'admin' : 'customer'}@utsav.test');`,
            `  await page.getByLabel('Password').fill('Utsav@123');`,
            `  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();`,
          ].join('\n'),
  };

  const written = [];
  const write = (relative, text) => {
    const file = path.join(root, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    written.push(relative);
  };

  // The template's files, as they are (less `.tmpl`), names and contents filled in.
  const walk = (dir) =>
    readdirSync(path.join(templateDir, dir), { withFileTypes: true }).flatMap((item) => {
      const relative = path.join(dir, item.name);
      return item.isDirectory() ? walk(relative) : item.name.endsWith('.tmpl') ? [relative] : [];
    });
  for (const file of [...walk('src'), 'package.json.tmpl', 'tsconfig.json.tmpl']) {
    write(path.join(entry.dir, fill(file, tokens).replace(/\.tmpl$/, '')), fill(template(file), tokens));
  }
  for (const file of walk('e2e')) write(path.join('e2e', 'tests', fill(path.basename(file), tokens).replace(/\.tmpl$/, '')), fill(template(file), tokens));
  write(
    path.join(entry.dir, 'rspack.config.mjs'),
    [
      "import path from 'node:path';",
      "import { fileURLToPath } from 'node:url';",
      "import { createAppConfig } from '@utsav/tooling/create-app-config.mjs';",
      '',
      '// Port, title and exposed modules: shared/federation/remote-registry.json.',
      `export default createAppConfig({ dirname: path.dirname(fileURLToPath(import.meta.url)), name: '${name}' });`,
      '',
    ].join('\n'),
  );
  for (const page of pages) {
    write(
      path.join(entry.dir, 'src', 'features', name, 'components', `${page.slug}-page.tsx`),
      fill(template('page.tsx.tmpl'), { ...tokens, __Page__: page.component, __path__: page.path, __id__: `${name}-${page.slug}` }),
    );
  }
  for (const widget of widgets) {
    write(
      path.join(entry.dir, widget.file),
      fill(template('widget-entry.tsx.tmpl'), { ...tokens, __Widget__: widget.key, __widget__: widget.key }),
    );
  }
  const locales = JSON.parse(template('locales.json'));
  for (const language of LANGUAGES) write(path.join(entry.dir, 'src', 'locales', `${language}.json`), `${JSON.stringify(locales[language], null, 2)}\n`);

  writeFileSync(registryPath, formatRegistry(next));
  if (added) addPathBuilders(root, entry, log);
  addToSolution(root, entry, log);
  log(`${added ? 'Added' : 'Read'} "${name}" in ${REGISTRY}: port ${entry.port}, ${pages.length} route(s), ${widgets.length} widget(s).`);
  log(`Wrote ${written.length} files under ${entry.dir}/ and e2e/tests/.`);

  if (install) {
    // Links the new workspace package (and records it in the lockfile); nothing new is downloaded.
    const result = spawnSync('pnpm', ['install', '--prefer-offline'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('pnpm install failed');
  }
  return { entry, written };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const name = args.find((arg) => !arg.startsWith('--') && args[args.indexOf(arg) - 1] !== '--root');
  const rootFlag = args.indexOf('--root');
  const root = rootFlag > -1 ? path.resolve(args[rootFlag + 1]) : path.resolve(scriptsDir, '..');
  if (!name) {
    console.error('Usage: pnpm new:remote <name> [--no-install]');
    process.exit(1);
  }
  try {
    const { entry } = generateRemote({ root, name, install: !args.includes('--no-install') });
    console.log(`\nNext: pnpm --filter @utsav/${entry.dir} dev   (standalone on http://localhost:${entry.port}/)`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
