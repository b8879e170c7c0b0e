import { describe, expect, it } from 'vitest';
import { appsOf, guardForPath, registryApps, registryWidgets, remoteForPath, routeForPath } from '@utsav/shared/federation/registry';
import { REMOTE_WIDGET_IDS } from '@utsav/shared/federation/widget-props';

describe('which remote owns a path', () => {
  it.each([
    ['/blog', 'blog'],
    ['/blog/photography-tips', 'blog'],
    ['/services', 'catalog'],
    ['/services/catering', 'catalog'],
    ['/bundles', 'catalog'],
    ['/search', 'catalog'],
    ['/search?q=mehendi', 'catalog'],
    ['/provider/3f1c', 'catalog'],
    ['/provider/profile', 'provider'],
    ['/Provider/Profile/', 'provider'],
    ['/register/service-provider', 'provider'],
    ['/dashboard', 'provider'],
    ['/service/add', 'provider'],
    ['/track-booking', 'booking'],
    ['/service-request', 'booking'],
    ['/admin', 'admin'],
  ])('%s → %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it.each(['/', '/about', '/profile', '/register', '/auth/login', '/blogger', '/blog/a/b', '/dashboard/bookings'])(
    '%s belongs to no remote',
    (path) => {
      expect(remoteForPath(path)).toBeUndefined();
    },
  );

  it('resolves a static segment before a dynamic one whatever the order of the registry', () => {
    expect(routeForPath('/provider/profile')).toMatchObject({ app: 'provider', path: '/provider/profile' });
    expect(routeForPath('/provider/profile-2')).toMatchObject({ app: 'catalog', path: '/provider/:id' });
  });
});

describe('which guard a path needs', () => {
  it.each([
    ['/profile', 'auth'],
    ['/provider/profile', 'auth'],
    ['/provider/0c1d-22', 'auth'],
    ['/register/service-provider', 'auth'],
    ['/search', 'auth'],
    ['/service-request', 'auth'],
    ['/service/add', 'auth'],
    ['/dashboard', 'auth'],
    ['/admin', 'admin'],
  ])('%s → %s', (path, guard) => {
    expect(guardForPath(path)).toBe(guard);
  });

  it.each(['/', '/services', '/services/catering', '/bundles', '/blog/photography-tips', '/track-booking', '/register', '/auth/login', '/profiles', '/searching'])(
    '%s is public',
    (path) => {
      expect(guardForPath(path)).toBe('public');
    },
  );
});

describe('the registry itself', () => {
  it('has one host, unique names, ports and port variables', () => {
    expect(appsOf('host').map((app) => app.name)).toEqual(['shell']);
    for (const key of ['name', 'dir', 'port', 'portEnv'] as const) {
      const values = registryApps.map((app) => app[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it('gives every path to exactly one app, as an exact pattern', () => {
    const paths = registryApps.flatMap((app) => app.routes.map((route) => route.path));
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/([a-z0-9-]+|:[a-zA-Z]+)?(\/([a-z0-9-]+|:[a-zA-Z]+))*$/);
  });

  it('has an app module for every remote', () => {
    for (const remote of appsOf('remote')) expect(remote.exposes?.['./App']?.kind, remote.name).toBe('app');
  });

  it('types the props of exactly the widgets it lists (widget-props.ts)', () => {
    expect([...REMOTE_WIDGET_IDS].sort()).toEqual([...registryWidgets].sort());
  });
});
