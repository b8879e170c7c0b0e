import { describe, expect, it } from 'vitest';
import { destinationForRole, postSignInPath } from './redirect-rules';

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
