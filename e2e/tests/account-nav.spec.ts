import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from '../support/auth';
import { DEMO } from '../support/db';

const topBar = (page: Page) => page.locator('.site-header__account');

test('a signed-out visitor sees Sign In and Join Us, and no account menus', async ({ page }) => {
  const loaded: string[] = [];
  page.on('response', (response) => loaded.push(response.url()));
  await page.goto('/');
  await expect(topBar(page).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
  await expect(topBar(page).getByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // No session, so no auth traffic to restore one.
  expect(loaded.filter((url) => url.includes('/auth/v1/') || url.includes('/rest/v1/profiles'))).toEqual([]);
});

const roles = [
  { who: 'admin', dashboard: [['Admin Dashboard', '/admin']], becomeProvider: false, profile: '/profile' },
  {
    who: 'provider',
    dashboard: [
      ['Provider Dashboard', '/dashboard'],
      ['Add New Service', '/service/add'],
    ],
    becomeProvider: false,
    profile: '/provider/profile',
  },
  // The seed's applicant is still a guest until approval (user_type changes then): the spec's
  // guest items apply, and the provider registration page tells them their application is pending.
  { who: 'pending', dashboard: [], becomeProvider: true, profile: '/profile' },
  { who: 'customer', dashboard: [], becomeProvider: true, profile: '/profile' },
] as const;

for (const role of roles) {
  test(`the top bar of the ${role.who}`, async ({ page }) => {
    await signInViaApi(page, DEMO[role.who].email);
    await page.goto('/about');
    const bar = topBar(page);
    await expect(bar.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(bar.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

    if (role.dashboard.length) {
      await bar.getByRole('button', { name: 'Dashboard' }).click();
      const items = page.getByRole('menuitem');
      await expect(items).toHaveCount(role.dashboard.length);
      for (const [index, [name, href]] of role.dashboard.entries()) {
        await expect(items.nth(index)).toHaveText(name);
        await expect(items.nth(index)).toHaveAttribute('href', href);
      }
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
    } else {
      // Wait for the role to be known before checking what is absent.
      await expect(bar.getByRole('button', { name: 'Account menu' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(bar.getByRole('button', { name: 'Dashboard' })).toHaveCount(0);
    }
    await expect(bar.getByRole('link', { name: 'Become a Provider' })).toHaveCount(role.becomeProvider ? 1 : 0);
    if (role.becomeProvider) await expect(bar.getByRole('link', { name: 'Become a Provider' })).toHaveAttribute('href', '/register/service-provider');

    // The user menu, by keyboard.
    await bar.getByRole('button', { name: 'Account menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toContainText(DEMO[role.who].email);
    await expect(page.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', role.profile);
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  });
}

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side sheet has the same role-based items and Sign Out', async ({ page }) => {
    await signInViaApi(page, DEMO.provider.email);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByRole('link', { name: 'Provider Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(sheet.getByRole('link', { name: 'Add New Service' })).toHaveAttribute('href', '/service/add');
    await expect(sheet.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/provider/profile');
    await expect(sheet.getByRole('link', { name: /^Notifications/ })).toHaveAttribute('href', '/notifications');
    await sheet.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a guest gets Become a Provider in the sheet; a visitor gets Sign In and Join Us', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Join Us' })).toBeVisible();
    await page.keyboard.press('Escape');

    await signInViaApi(page, DEMO.customer.email);
    await page.reload();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Become a Provider' })).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  });
});
