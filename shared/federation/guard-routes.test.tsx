// Every route of every remote in the registry sits behind its registry guard once the host (or a
// standalone run) wraps the remote's routes with withRegistryGuards. The end-to-end suite opens
// only one route per guard kind per app (account-guards.spec.ts); this is the exhaustive check,
// route by route, so a route added to the registry is covered without touching either test.
// (The shell's own pages take their guard from the registry in app-routes.tsx: app-routes.test.tsx.)
import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUARD_DELAY_MS } from '@utsav/shared/auth/route-guards';
import { withRegistryGuards } from '@utsav/shared/federation/guard-routes';
import { appsOf } from '@utsav/shared/federation/registry';
import { renderRoutes } from '@utsav/shared/testing/render-with-providers';

// A made-up value in place of each parameter: the guard looks at the pattern, never the value.
const concrete = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '6b1f3c2e-0000-4000-8000-000000000000');

/** The remote's pages as its `./App` gives them: below one pathless layout route, each page a plain element. */
function remoteRoutes(app: string, paths: string[]): RouteObject[] {
  return withRegistryGuards(app, [{ children: paths.map((path) => ({ path, element: <h1>{`page ${path}`}</h1> })) }]);
}

const cases = appsOf('remote').flatMap((app) => app.routes.map((route) => ({ app: app.name, ...route, paths: app.routes.map((r) => r.path) })));

afterEach(() => {
  vi.useRealTimers();
});

describe('withRegistryGuards over every registry route', () => {
  it('has guarded and public routes of remotes to check', () => {
    expect(cases.filter((c) => c.guard === 'auth').length).toBeGreaterThan(0);
    expect(cases.filter((c) => c.guard === 'admin').length).toBeGreaterThan(0);
    expect(cases.filter((c) => c.guard === 'public').length).toBeGreaterThan(0);
  });

  it.each(cases)('$app $path ($guard)', async ({ app, path, guard, paths }) => {
    const at = concrete(path);
    const { router } = await renderRoutes([...remoteRoutes(app, paths), { path: '/auth/login', element: <h1>Sign In</h1> }], {
      at,
      fakeTimers: true,
    });
    await act(() => vi.advanceTimersByTimeAsync(GUARD_DELAY_MS));
    if (guard === 'public') {
      expect(screen.getByRole('heading', { level: 1, name: `page ${path}` })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(at);
      return;
    }
    // Signed out, both guards send the visitor to sign in, remembering the page, before any admin check.
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/auth/login', search: `?redirect=${encodeURIComponent(at)}` });
    expect(screen.queryByRole('heading', { name: `page ${path}` })).not.toBeInTheDocument();
  });
});
