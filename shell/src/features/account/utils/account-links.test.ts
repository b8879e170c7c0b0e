import { describe, expect, it } from 'vitest';
import { accountLinksFor } from './account-links';

const paths = (links: { to: string }[]) => links.map((link) => link.to);

describe('the account menus by role', () => {
  it('gives admins the Admin Dashboard and no Become a Provider', () => {
    const links = accountLinksFor('admin', null);
    expect(paths(links.dashboard)).toEqual(['/admin']);
    expect(links.becomeProvider).toBeUndefined();
    expect(links.profile.to).toBe('/profile');
  });

  it('gives approved providers Provider Dashboard and Add New Service, and the provider profile', () => {
    const links = accountLinksFor('service_provider', 'approved');
    expect(paths(links.dashboard)).toEqual(['/dashboard', '/service/add']);
    expect(links.becomeProvider).toBeUndefined();
    expect(links.profile.to).toBe('/provider/profile');
  });

  it.each([
    ['pending', { to: '/dashboard', labelKey: 'nav.applicationPending' }],
    ['suspended', { to: '/provider/profile', labelKey: 'nav.providerSuspended' }],
    ['needs_info', { to: '/register/service-provider', labelKey: 'nav.applicationNeedsInfo' }],
    ['approved', undefined],
    ['rejected', undefined],
  ] as const)("shows a %s provider the application's status instead of Become a Provider", (status, application) => {
    const links = accountLinksFor('service_provider', status);
    expect(links.application).toEqual(application);
    expect(links.becomeProvider).toBeUndefined();
  });

  it('shows guests and admins no application status', () => {
    expect(accountLinksFor('guest', null).application).toBeUndefined();
    expect(accountLinksFor('admin', null).application).toBeUndefined();
  });

  it.each(['pending', 'needs_info', 'rejected', 'suspended', null])('gives a provider whose status is %s no dashboard links', (status) => {
    const links = accountLinksFor('service_provider', status);
    expect(links.dashboard).toEqual([]);
    expect(links.becomeProvider).toBeUndefined();
    expect(links.profile.to).toBe('/provider/profile');
  });

  it('offers guests Become a Provider and their own profile', () => {
    const links = accountLinksFor('guest', null);
    expect(links.dashboard).toEqual([]);
    expect(links.becomeProvider?.to).toBe('/register/service-provider');
    expect(links.profile.to).toBe('/profile');
  });
});
