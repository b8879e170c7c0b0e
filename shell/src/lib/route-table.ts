import { matchRoutes } from 'react-router-dom';
import registry from '@utsav/shared/federation/remote-registry.json';

export interface RemoteRouteEntry {
  path: string;
  remote: string;
}

/** Every path prefix a remote owns, from the one registry the build scripts also read. */
export const remoteRoutes: RemoteRouteEntry[] = registry.flatMap((entry) =>
  entry.routes.map((route) => ({ path: `${route}/*`, remote: entry.name })),
);

const matchable = remoteRoutes.map(({ path, remote }) => ({ path, id: `${remote}:${path}` }));

/** Which remote serves a path; router ranking puts `/provider/profile` before `/provider/:id`. */
export function remoteForPath(pathname: string): string | undefined {
  const match = matchRoutes(matchable, pathname)?.[0];
  return match?.route.id.split(':')[0];
}

/** The shell's own pages (the rest of the spec's route table belongs to remotes). */
export const SHELL_PAGES = {
  home: '/',
  about: '/about',
  contact: '/contact',
  privacy: '/policies/privacy-policy',
  terms: '/policies/terms-conditions',
  shipping: '/policies/shipping-delivery',
  login: '/auth/login',
  register: '/register',
  authCallback: '/auth/callback',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  profile: '/profile',
} as const;

/** The spec's sign-in-required routes (each also covers what lies below it). */
export const PROTECTED_PATHS = [
  '/profile',
  '/provider/profile',
  '/register/service-provider',
  '/search',
  '/provider/:id',
  '/service-request',
  '/service/add',
  '/dashboard',
] as const;

/** Admin only. */
export const ADMIN_PATHS = ['/admin'] as const;

const guardMatchable = [
  ...PROTECTED_PATHS.map((path) => ({ path: `${path}/*`, id: 'auth' })),
  ...ADMIN_PATHS.map((path) => ({ path: `${path}/*`, id: 'admin' })),
];

/** Which guard a path needs: `auth` (any session), `admin`, or none (public). */
export function guardForPath(pathname: string): 'auth' | 'admin' | undefined {
  const match = matchRoutes(guardMatchable, pathname)?.[0];
  return match?.route.id as 'auth' | 'admin' | undefined;
}
