import { describe, expect, it } from 'vitest';
import { destinationForRole, loginUrlFor, postSignInPath, safeReturnPath } from './redirect-rules';

describe('where a user goes after signing in', () => {
  it('sends admins to /admin, anyone with a provider record to /dashboard, everyone else home', () => {
    expect(destinationForRole({ userType: 'admin', hasProviderRecord: false })).toBe('/admin');
    expect(destinationForRole({ userType: 'service_provider', hasProviderRecord: true })).toBe('/dashboard');
    // A provider record counts even when the type has not been switched yet (pending application).
    expect(destinationForRole({ userType: 'guest', hasProviderRecord: true })).toBe('/dashboard');
    expect(destinationForRole({ userType: 'guest', hasProviderRecord: false })).toBe('/');
  });

  it('sends the user home when the type could not be read', () => {
    expect(destinationForRole(undefined)).toBe('/');
  });

  it('prefers the page the user was sent away from, when it is a path of this site', () => {
    expect(postSignInPath('/profile', '/admin')).toBe('/profile');
    expect(postSignInPath('/provider/42?tab=reviews#top', '/')).toBe('/provider/42?tab=reviews#top');
    expect(postSignInPath(null, '/dashboard')).toBe('/dashboard');
    expect(postSignInPath('https://evil.example/', '/')).toBe('/');
  });
});

describe('no open redirect', () => {
  it.each([
    'https://evil.example/profile',
    '//evil.example/profile',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/%0d%0a//evil.example',
    '/\t/evil.example',
    'profile',
    '',
  ])('refuses %j', (raw) => {
    const safe = safeReturnPath(raw);
    // Either refused, or reduced to a path that still stays on this origin.
    if (safe !== undefined) expect(new URL(safe, 'https://utsav.invalid').origin).toBe('https://utsav.invalid');
    if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\') || raw.includes('\t')) expect(safe).toBeUndefined();
  });

  it('never returns to the sign-in pages themselves', () => {
    expect(safeReturnPath('/auth/login?redirect=/profile')).toBeUndefined();
    expect(safeReturnPath('/auth/callback')).toBeUndefined();
    expect(safeReturnPath('/register')).toBeUndefined();
  });

  it('builds the guard redirect with the page to return to', () => {
    expect(loginUrlFor('/profile')).toBe('/auth/login?redirect=%2Fprofile');
    expect(loginUrlFor('/search?q=mehendi')).toBe('/auth/login?redirect=%2Fsearch%3Fq%3Dmehendi');
    expect(loginUrlFor('//evil.example')).toBe('/auth/login');
    expect(loginUrlFor(undefined)).toBe('/auth/login');
  });
});
