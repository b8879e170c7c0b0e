import type { Server } from 'node:http';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { buildRemoteAgainst } from '../../scripts/build-remote-against.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { repoRoot } from '../../tooling/ports.mjs';
import { sharedPackageVersion } from '../../tooling/shared-version.mjs';
import { E2E_DATA_DIR, E2E_SHELL_URL, E2E_VERSIONING_PORTS } from '../support/e2e-env';

// An old build of the blog beside today's shell: one built against an older minor of `shared`
// (it must work, on the shell's copy), one against the next major (it must be refused with the
// "unavailable" panel). Each is served on its own port with a second copy of the shell whose
// remotes.json points at it; the suite's own servers are untouched.
const current: string = sharedPackageVersion();
const [major = 0, minor = 0] = current.split('.').map(Number);
// Right after a major (x.0) no older minor exists: the same version is the oldest compatible one.
const olderMinor = `${major}.${Math.max(minor - 1, 0)}.0`;
const nextMajor = `${major + 1}.0.0`;

const urlOf = (port: number) => `http://localhost:${port}`;
const COMPATIBLE_SHELL = urlOf(E2E_VERSIONING_PORTS.SHELL_WITH_COMPATIBLE_BLOG);
const INCOMPATIBLE_SHELL = urlOf(E2E_VERSIONING_PORTS.SHELL_WITH_INCOMPATIBLE_BLOG);
const OLD_COMPATIBLE_BLOG = urlOf(E2E_VERSIONING_PORTS.OLD_COMPATIBLE_BLOG);
const OLD_INCOMPATIBLE_BLOG = urlOf(E2E_VERSIONING_PORTS.OLD_INCOMPATIBLE_BLOG);
// Beside the suite's own database: .local/e2e-<port base>/old-remotes.
const buildsDir = path.join(repoRoot, path.dirname(E2E_DATA_DIR), 'old-remotes');
const compatibleDir = path.join(buildsDir, `blog-shared-${olderMinor}`);
const incompatibleDir = path.join(buildsDir, `blog-shared-${nextMajor}`);

const servers = new Map<number, Server>();
const serve = async (port: number, dir: string, dynamic?: Record<string, () => unknown>) =>
  servers.set(port, await startStaticServer({ dir, port, dynamic }));
const stop = (port: number) =>
  new Promise<void>((resolve) => {
    const server = servers.get(port);
    servers.delete(port);
    if (!server) return resolve();
    server.closeAllConnections();
    server.close(() => resolve());
  });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Two production builds of the blog, ~5 s each: only this spec pays for them.
  await buildRemoteAgainst({ remote: 'blog', sharedVersion: olderMinor, outDir: compatibleDir });
  await buildRemoteAgainst({ remote: 'blog', sharedVersion: nextMajor, outDir: incompatibleDir });
  // The suite's shell tells the extra shells the backend and every other remote.
  const [runtimeConfig, remotes] = await Promise.all(
    ['runtime-config.json', 'remotes.json'].map(async (file) => (await fetch(`${E2E_SHELL_URL}/${file}`)).json() as Promise<Record<string, string>>),
  );
  const shellDist = path.join(repoRoot, 'shell', 'dist');
  const shellServing = (blog: string) => ({
    '/runtime-config.json': () => runtimeConfig,
    '/remotes.json': () => ({ ...remotes, blog: `${blog}/mf-manifest.json` }),
  });
  await serve(E2E_VERSIONING_PORTS.OLD_COMPATIBLE_BLOG, compatibleDir);
  await serve(E2E_VERSIONING_PORTS.OLD_INCOMPATIBLE_BLOG, incompatibleDir);
  await serve(E2E_VERSIONING_PORTS.SHELL_WITH_COMPATIBLE_BLOG, shellDist, shellServing(OLD_COMPATIBLE_BLOG));
  await serve(E2E_VERSIONING_PORTS.SHELL_WITH_INCOMPATIBLE_BLOG, shellDist, shellServing(OLD_INCOMPATIBLE_BLOG));
});

test.afterAll(async () => {
  await Promise.all([...servers.keys()].map(stop));
});

/** The console's errors, and whether any of the old blog's own code was requested. */
function watch(page: Page, blogUrl: string) {
  const errors: string[] = [];
  const blogCode: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('request', (request) => request.url().startsWith(blogUrl) && request.url().endsWith('.js') && blogCode.push(request.url()));
  return { errors, blogCode };
}

test(`a blog built against an older shared (${olderMinor}) works in the shell (${current}), on the shell's copy`, async ({ page }) => {
  const { errors } = watch(page, OLD_COMPATIBLE_BLOG);
  const manifest = (await (await fetch(`${OLD_COMPATIBLE_BLOG}/mf-manifest.json`)).json()) as { shared: { name: string; version: string }[] };
  expect(new Set(manifest.shared.filter((entry) => entry.name.startsWith('@utsav/shared/')).map((entry) => entry.version))).toEqual(new Set([olderMinor]));

  await page.goto(`${COMPATIBLE_SHELL}/blog`);
  await expect(page.getByRole('heading', { level: 1, name: 'Planning guides' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Articles' }).getByRole('listitem')).toHaveCount(7);
  await page.getByRole('list', { name: 'Articles' }).getByRole('link').first().click();
  await expect(page.locator('.blog-article__body h2').first()).toBeVisible();

  // Every `shared` module the blog uses is the shell's copy, at the shell's version.
  const providers = await page.evaluate(() => {
    type Version = { loaded?: boolean; lib?: unknown; from: string };
    const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Version>>>> } })
      .__FEDERATION__.__SHARE__;
    // Each federation instance (shell, blog) lists the same scope: count providers once.
    const loaded: Record<string, Set<string>> = {};
    for (const instance of Object.values(scopes))
      for (const scope of Object.values(instance))
        for (const [pkg, versions] of Object.entries(scope))
          for (const [version, entry] of Object.entries(versions))
            if (pkg.startsWith('@utsav/shared/') && (entry.loaded || entry.lib)) (loaded[pkg] ??= new Set()).add(`${entry.from}@${version}`);
    return Object.fromEntries(Object.entries(loaded).map(([pkg, set]) => [pkg, [...set]]));
  });
  expect(providers['@utsav/shared/toast/toast-store']).toEqual([`shell@${current}`]);
  expect(providers['@utsav/shared/i18n/i18n']).toEqual([`shell@${current}`]);
  expect(errors.filter((text) => text.includes('refused'))).toEqual([]);
});

test(`a blog built against the next major (${nextMajor}) is refused with the panel; the rest of the shell works`, async ({ page }) => {
  const { errors, blogCode } = watch(page, OLD_INCOMPATIBLE_BLOG);
  await page.goto(`${INCOMPATIBLE_SHELL}/blog`);
  await expect(page.getByRole('heading', { level: 1, name: 'This section is unavailable' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  // Refused from its manifest alone: none of its code ran, and the console says why.
  expect(blogCode).toEqual([]);
  expect(errors).toContainEqual(
    expect.stringContaining(`Remote "blog" refused: built against @utsav/shared ${nextMajor}, this shell provides ${current}`),
  );

  // The header, the shell's own pages and the other remotes still work.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The right people for every ceremony' })).toBeVisible();
  await page.goto(`${INCOMPATIBLE_SHELL}/services`);
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await page.goto(`${INCOMPATIBLE_SHELL}/`);
  await expect(page.locator('.category-card__price').first()).toHaveText(/^From ₹/);

  // Retry asks again: still the same build, still refused.
  await page.goto(`${INCOMPATIBLE_SHELL}/blog`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This section is unavailable' })).toBeVisible();
  expect(blogCode).toEqual([]);

  // Once a compatible build is deployed at that address, Retry loads it without a page reload.
  await stop(E2E_VERSIONING_PORTS.OLD_INCOMPATIBLE_BLOG);
  await serve(E2E_VERSIONING_PORTS.OLD_INCOMPATIBLE_BLOG, compatibleDir);
  // A mark on the page's window survives only if the document is never reloaded.
  await page.evaluate(() => Object.assign(window, { beforeRetry: true }));
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Planning guides' })).toBeVisible();
  expect(await page.evaluate(() => 'beforeRetry' in window)).toBe(true);
});
