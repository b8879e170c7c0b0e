import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appNamed } from '@utsav/shared/federation/registry';
import { routeCoverage } from '@utsav/shared/federation/route-coverage';
import { fillPattern, paramsOf } from '@utsav/shared/federation/standalone/route-patterns';
import { renderRoutes } from '@utsav/shared/testing/render-with-providers';
import { prepare, routes } from './admin-app';

const registryRoutes = appNamed('admin')?.routes ?? [];

describe('admin/App', () => {
  it('serves exactly its registry paths, below one layout route', () => {
    expect(registryRoutes.length).toBeGreaterThan(0);
    expect(routeCoverage('admin', routes)).toEqual({ missing: [], unregistered: [] });
    expect(routes).toHaveLength(1);
  });

  // Inside the providers the shell gives a remote (i18n, the query cache, toasts, the session store).
  it.each(registryRoutes.map((route) => route.path))('renders a page at %s', async (pattern) => {
    const at = fillPattern(pattern, Object.fromEntries(paramsOf(pattern).map((param) => [param, 'example'])))!;
    await renderRoutes(routes, { at, prepare: [prepare] });
    // The page is a lazy chunk: wait for it as a user would, not for the skeleton.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(pattern);
  });
});
