import { describe, expect, it } from 'vitest';
import { loginUrlFor, safeReturnPath } from '@utsav/shared/auth/login-url';

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
