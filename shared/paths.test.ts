import { describe, expect, it } from 'vitest';
import registry from '@utsav/shared/federation/remote-registry.json';
import { loginUrlFor } from '@utsav/shared/auth/login-url';
import { allPathBuilders, paths } from '@utsav/shared/paths';

// Read as plain JSON so this test needs nothing but the registry's documented shape.
const registered = (registry as { apps: { name: string; routes: { path: string }[] }[] }).apps.flatMap((app) =>
  app.routes.map((route) => route.path),
);

describe('paths', () => {
  it('has a builder for every route pattern of the registry, and no builder for a route nobody serves', () => {
    const patterns = allPathBuilders().map((builder) => builder.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect([...patterns].sort()).toEqual([...new Set(registered)].sort());
  });

  it('builds the addresses the pages link to', () => {
    expect(paths.home()).toBe('/');
    expect(paths.catalog.category({ category: 'mehendi-artists' })).toBe('/services/mehendi-artists');
    expect(paths.catalog.service({ category: 'catering', serviceId: 's1' })).toBe('/services/catering/s1');
    expect(paths.catalog.bundles()).toBe('/bundles');
    expect(paths.catalog.bundle({ bundleId: 'b1' })).toBe('/bundles/b1');
    expect(paths.catalog.bundles({ q: 'Sadya & more' })).toBe('/bundles?q=Sadya%20%26%20more');
    expect(paths.catalog.search({ q: '  griha pravesh ' })).toBe('/search?q=griha%20pravesh');
    expect(paths.booking.request({ serviceId: 'abc' })).toBe('/service-request?service=abc');
    expect(paths.booking.request({ bundleId: 'b1' })).toBe('/service-request?bundle=b1');
    expect(paths.booking.track()).toBe('/track-booking');
    expect(paths.booking.track({ code: 'UTS-1' })).toBe('/track-booking?code=UTS-1');
    expect(paths.provider.public({ id: 'p1' })).toBe('/provider/p1');
    expect(paths.provider.public({ id: 'p1', hash: 'service-s1' })).toBe('/provider/p1#service-s1');
    expect(paths.blog.article({ slug: 'a-b' })).toBe('/blog/a-b');
  });

  it('escapes a parameter instead of letting it change the path', () => {
    expect(paths.catalog.category({ category: '../admin' })).toBe('/services/..%2Fadmin');
    expect(paths.blog.article({ slug: 'x?y#z' })).toBe('/blog/x%3Fy%23z');
  });

  it('sends the sign-in and register pages back where the user was, as the guards do', () => {
    expect(paths.auth.login()).toBe('/auth/login');
    expect(paths.auth.login({ redirectTo: '/' })).toBe('/auth/login');
    expect(paths.auth.login({ redirectTo: '/search?q=mehendi' })).toBe('/auth/login?redirect=%2Fsearch%3Fq%3Dmehendi');
    expect(paths.auth.register({ redirectTo: null })).toBe('/register');
    expect(paths.auth.register({ redirectTo: '/profile' })).toBe('/register?redirect=%2Fprofile');
    expect(loginUrlFor('/search?q=mehendi')).toBe(paths.auth.login({ redirectTo: '/search?q=mehendi' }));
  });

  it('opens one conversation on the profile or the dashboard (a chat notification, "Message")', () => {
    expect(paths.profile()).toBe('/profile');
    expect(paths.profile({ conversation: 'c-1' })).toBe('/profile?conversation=c-1');
    expect(paths.provider.dashboard()).toBe('/dashboard');
    expect(paths.provider.dashboard({ conversation: 'c 2' })).toBe('/dashboard?conversation=c%202');
  });
});
