import { describe, expect, it } from 'vitest';
import { remoteForPath } from './route-table';

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
