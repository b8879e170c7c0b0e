// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../tooling/ports.mjs';
import { formatRegistry } from './lib/registry-json.mjs';
import { generateRemote, planRemote } from './new-remote.mjs';

// The generator's plan, without writing: `pnpm test:new-remote` generates, lints, builds and tests for real.
const registryText = readFileSync(`${repoRoot}/shared/federation/remote-registry.json`, 'utf8');
const registry = () => JSON.parse(registryText);

describe('pnpm new:remote', () => {
  it('adds a remote the registry lacks: one public route, the next free port, its ./App', () => {
    const before = registry();
    const { entry, added, pages, widgets, registry: after } = planRemote(before, 'reviews');
    expect(added).toBe(true);
    expect(entry).toMatchObject({
      name: 'reviews',
      kind: 'remote',
      dir: 'mf-reviews',
      port: Math.max(...before.apps.map((app) => app.port)) + 1,
      portEnv: 'REVIEWS_PORT',
      routes: [{ path: '/reviews', guard: 'public' }],
      exposes: { './App': { file: './src/app/reviews-app.tsx', kind: 'app' } },
    });
    expect(pages.map((page) => page.component)).toEqual(['ReviewsPage']);
    expect(widgets).toEqual([]);
    expect(after.apps.at(-1)).toBe(entry);
    expect(before.apps.some((app) => app.name === 'reviews')).toBe(false);
  });

  it('reads a remote the registry lists: its routes, guards and widgets', () => {
    const listed = registry().apps.find((app) => app.name === 'booking');
    const { added, pages, widgets } = planRemote(registry(), 'booking');
    expect(added).toBe(false);
    expect(pages.map(({ path, guard }) => ({ path, guard }))).toEqual(listed.routes);
    expect(widgets.map((widget) => widget.key)).toEqual(
      Object.entries(listed.exposes).filter(([, module]) => module.kind === 'widget').map(([key]) => key.slice(2)),
    );
  });

  it('gives every page of a dynamic route a file and component name of its own', () => {
    const reg = { apps: [{ name: 'x', kind: 'remote', dir: 'mf-x', port: 1, portEnv: 'X_PORT', routes: [{ path: '/x', guard: 'public' }, { path: '/x/:id', guard: 'auth' }] }] };
    expect(planRemote(reg, 'x').pages.map(({ slug, component }) => [slug, component])).toEqual([
      ['x', 'XPage'],
      ['x-id', 'XIdPage'],
    ]);
  });

  it('refuses names that are no remote', () => {
    expect(() => planRemote(registry(), 'Guest Book')).toThrow(/lower-case/);
    // A federation container's name is a JavaScript identifier.
    expect(() => planRemote(registry(), 'guest-book')).toThrow(/one lower-case word/);
    expect(() => planRemote(registry(), 'shell')).toThrow(/host/);
  });

  it('writes a remote on the one inner shape: pages in its feature, the query provider, its test on render-with-providers', () => {
    // What the generator reads, in a scratch root: the registry, the template, the model remote's package.
    const root = mkdtempSync(path.join(os.tmpdir(), 'utsav-new-remote-shape-'));
    try {
      for (const file of ['shared/federation/remote-registry.json', 'mf-blog/package.json']) {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        cpSync(path.join(repoRoot, file), path.join(root, file));
      }
      cpSync(path.join(repoRoot, 'tooling/templates/remote'), path.join(root, 'tooling/templates/remote'), { recursive: true });
      // booking: routes with guards and a widget, so every kind of generated file is there.
      const { written } = generateRemote({ root, name: 'booking', install: false, log: () => {} });
      const sources = written.filter((file) => file.startsWith('mf-booking/src/'));
      const onShape = /^mf-booking\/src\/(index\.ts|bootstrap\.tsx|app\/[^/]+|features\/booking\/(api|components|hooks|utils)\/[^/]+|locales\/[a-z]{2}\.json)$/;
      expect(sources.filter((file) => !onShape.test(file))).toEqual([]);
      expect(sources).toContain('mf-booking/src/features/booking/components/track-booking-page.tsx');
      expect(sources).toContain('mf-booking/src/app/booking-history-widget-entry.tsx');
      const read = (file) => readFileSync(path.join(root, file), 'utf8');
      expect(read('mf-booking/src/app/booking-app.tsx')).toMatch(/^\s+Providers: QueryProvider,$/m);
      expect(read('mf-booking/src/app/booking-app.test.tsx')).toContain("from '@utsav/shared/testing/render-with-providers'");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('writes the registry back as it is kept, byte for byte', () => {
    expect(formatRegistry(registry())).toBe(registryText);
  });
});
