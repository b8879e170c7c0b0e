import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appNamed } from '@utsav/shared/federation/registry';
import { routeCoverage } from '@utsav/shared/federation/route-coverage';
import { fillPattern, paramsOf } from '@utsav/shared/federation/standalone/route-patterns';
import { renderRoutes } from '@utsav/shared/testing/render-with-providers';
import { stubAdminRpc } from '../domain/admin/api/admin-rpc-stub';
import { prepare, routes } from './admin-app';

vi.mock('../domain/admin/api/admin-rpc', () => ({ adminRpc: vi.fn() }));

const ADMIN = { id: 'a0000000-0000-4000-8000-000000000001', email: 'admin@utsav.test' };

const registryRoutes = appNamed('admin')?.routes ?? [];

describe('admin/App', () => {
  // Every admin function refuses: each page still stands, titled, with its failure said inside it.
  beforeEach(() => stubAdminRpc({}));

  it('serves exactly its registry paths, below one layout route', () => {
    expect(registryRoutes.length).toBeGreaterThan(0);
    expect(routeCoverage('admin', routes)).toEqual({ missing: [], unregistered: [] });
    expect(routes).toHaveLength(1);
  });

  // Inside the providers the shell gives a remote (i18n, the query cache, toasts, the session store).
  it.each(registryRoutes.map((route) => route.path))('renders a page at %s', async (pattern) => {
    const at = fillPattern(pattern, Object.fromEntries(paramsOf(pattern).map((param) => [param, 'example'])))!;
    await renderRoutes(routes, { at, prepare: [prepare], user: ADMIN });
    // The page is a lazy chunk: wait for it as a user would, not for the skeleton.
    expect(await screen.findByRole('heading', { level: 1 })).not.toBeEmptyDOMElement();
  });
});
