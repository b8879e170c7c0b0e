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

  it.each(['pending', 'rejected', 'suspended', null])('gives a provider whose status is %s no dashboard links', (status) => {
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
