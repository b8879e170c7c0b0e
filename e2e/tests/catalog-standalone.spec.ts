import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { toastWith } from '../support/auth';
import { CATALOG } from '../support/catalog-ids';
import { DEMO_PASSWORD } from '../support/db';
import { E2E_CATALOG_URL } from '../support/e2e-env';

test('the catalogue runs standalone: / lists its registry routes with their guards, fits 320 px, passes axe, and switches language', async ({ page }) => {
  await page.goto(`${E2E_CATALOG_URL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'catalog: routes' })).toBeVisible();
  const routes = page.getByRole('list', { name: 'Routes of catalog' }).getByRole('listitem');
  await expect(routes).toHaveCount(7);
  await expect(routes.filter({ hasText: '/search' })).toContainText('Sign-in required');
  await expect(routes.filter({ hasText: '/provider/:id' })).toContainText('Sign-in required');
  await expect(routes.filter({ has: page.getByRole('link', { name: '/bundles', exact: true }) })).toContainText('Public');
  // The detail pages are for visitors too.
  await expect(routes.filter({ hasText: '/services/:category/:serviceId' })).toContainText('Public');
  await expect(routes.filter({ hasText: '/bundles/:bundleId' })).toContainText('Public');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await page.getByRole('link', { name: '/services', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Service categories' }).getByRole('article')).toHaveCount(8);
  await page.getByRole('link', { name: 'Mehendi artists' }).click();
  await expect(page).toHaveURL(`${E2E_CATALOG_URL}/services/mehendi-artists`);
  await expect(page.getByRole('heading', { level: 2, name: '25 services' })).toBeVisible();

  // The index and the sign-in page fit a 320 px phone and pass axe.
  await page.setViewportSize({ width: 320, height: 640 });
  for (const [path, heading] of [
    ['/', 'catalog: routes'],
    ['/auth/login', 'Sign in'],
  ] as const) {
    await page.goto(`${E2E_CATALOG_URL}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
  }

  // The language switcher.
  await page.goto(`${E2E_CATALOG_URL}/`);
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('ta');
  await expect(page.getByRole('heading', { level: 1, name: 'catalog: வழிகள்' })).toBeVisible();
  await page.getByRole('link', { name: '/services', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('banner').getByRole('link', { name: 'உள்நுழை' })).toBeVisible();
});

test('a protected page of the standalone catalogue is guarded as in the shell, and reached after signing in', async ({ page }) => {
  await page.goto(`${E2E_CATALOG_URL}/search`);
  // The shell's guard: the toast, then the sign-in page, remembering where the user was going.
  await expect(toastWith(page, 'Authentication Required')).toBeVisible();
  await expect(page).toHaveURL(`${E2E_CATALOG_URL}/auth/login?redirect=%2Fsearch`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // e2e serves production builds: the one-click demo accounts are a development-build aid only.
  await expect(page.getByRole('button', { name: /^Sign in as / })).toHaveCount(0);
  await expect(page.getByText('@utsav.test')).toHaveCount(0);

  const form = page.getByRole('main');
  await form.getByLabel('Email').fill('customer@utsav.test');
  await form.getByLabel('Password').fill('not-the-password');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');

  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${E2E_CATALOG_URL}/search`);
  await expect(page.getByRole('searchbox', { name: 'Search services, providers and bundles' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Signed in as customer@utsav.test');

  // The other guarded route, from the index, with its real example.
  await page.getByRole('link', { name: 'Routes' }).click();
  await expect(page.getByLabel('Value of id')).toHaveValue(CATALOG.shubhUtsav);
  await page.getByRole('button', { name: 'Open /provider/:id' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shubh Utsav Events' })).toBeVisible();

  // Sign out: back to the index, and the guard closes the page again.
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(toastWith(page, 'You are signed out')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'catalog: routes' })).toBeVisible();
  await page.goto(`${E2E_CATALOG_URL}/search`);
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fsearch$/);
});
