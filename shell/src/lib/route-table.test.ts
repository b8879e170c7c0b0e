import { describe, expect, it } from 'vitest';
import { guardForPath, remoteForPath } from './route-table';

describe('which remote owns a path', () => {
  it.each([
    ['/blog', 'blog'],
    ['/blog/photography-tips', 'blog'],
    ['/services', 'catalog'],
    ['/services/catering', 'catalog'],
    ['/bundles', 'catalog'],
    ['/search', 'catalog'],
    ['/provider/3f1c', 'catalog'],
    ['/provider/profile', 'provider'],
    ['/register/service-provider', 'provider'],
    ['/dashboard', 'provider'],
    ['/service/add', 'provider'],
    ['/track-booking', 'booking'],
    ['/service-request', 'booking'],
    ['/admin', 'admin'],
  ])('%s → %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it.each(['/', '/about', '/profile', '/register', '/auth/login', '/blogger'])('%s belongs to the shell', (path) => {
    expect(remoteForPath(path)).toBeUndefined();
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
    ['/dashboard/bookings', 'auth'],
    ['/admin', 'admin'],
    ['/admin/providers', 'admin'],
  ])('%s → %s', (path, guard) => {
    expect(guardForPath(path)).toBe(guard);
  });

  it.each(['/', '/services', '/services/catering', '/bundles', '/blog/photography-tips', '/track-booking', '/register', '/auth/login', '/profiles', '/searching'])(
    '%s is public',
    (path) => {
      expect(guardForPath(path)).toBeUndefined();
    },
  );
});
