import { Outlet, useLocation } from 'react-router-dom';
import { RequireAdmin, RequireAuth } from '@utsav/shared/auth/route-guards';
import { matchesPattern, type RegistryRoute } from '@utsav/shared/federation/registry';

/** The guard the registry gives this remote's route at `pathname`; static segments win over dynamic ones. */
export function guardOf(routes: readonly RegistryRoute[], pathname: string): RegistryRoute['guard'] {
  const matching = routes.filter((route) => matchesPattern(route.path, pathname));
  const staticFirst = matching.sort((a, b) => a.path.split(':').length - b.path.split(':').length);
  return staticFirst[0]?.guard ?? 'public';
}

/** The same guards as in the shell (shared/auth/route-guards), chosen by the registry. */
export function StandaloneGuard({ routes }: { routes: readonly RegistryRoute[] }) {
  const { pathname } = useLocation();
  const guard = guardOf(routes, pathname);
  if (guard === 'admin')
    return (
      <RequireAdmin>
        <Outlet />
      </RequireAdmin>
    );
  if (guard === 'auth')
    return (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    );
  return <Outlet />;
}
