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

// One role in the running app: the provider, whose top bar has the most (the Dashboard menu's two
// links, the provider profile). What each role gets is accountLinksFor's
// (shell/src/features/account/utils/account-links.test.ts); that the seed's applicant is still a
// guest is the database's (supabase/tests/seed.test.ts); the sheet's items and its Sign Out are
// shell/src/app/layout/signed-in-sheet-items.test.tsx's and account-entry.spec.ts's.
test('the top bar of a provider: the bell, the Dashboard menu, and the user menu by keyboard', async ({ page }) => {
  await signInViaApi(page, DEMO.provider.email);
  await page.goto('/about');
  const bar = topBar(page);
  await expect(bar.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(bar.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

  await bar.getByRole('button', { name: 'Dashboard' }).click();
  const items = page.getByRole('menuitem');
  await expect(items).toHaveText(['Provider Dashboard', 'Add New Service']);
  await expect(items.nth(0)).toHaveAttribute('href', '/dashboard');
  await expect(items.nth(1)).toHaveAttribute('href', '/service/add');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(bar.getByRole('link', { name: 'Become a Provider' })).toHaveCount(0);

  // The user menu, by keyboard.
  await bar.getByRole('button', { name: 'Account menu' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toContainText(DEMO.provider.email);
  await expect(page.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/provider/profile');
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
});
