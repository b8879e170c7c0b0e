import { expect, test, type Page } from '@playwright/test';
import { axe } from '../support/axe';
import { signInViaApi } from '../support/auth';
import { DEMO } from '../support/db';

async function expectNoViolations(page: Page) {
  const { violations } = await axe(page).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
}

test('axe: sign-in page, and registration with its errors showing', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter your full name.')).toBeVisible();
  await expectNoViolations(page);
});

test('axe: profile page, the open notification menu and the delete dialog', async ({ page }) => {
  // Three full axe passes over the longest page of the account: on a busy two-core runner they
  // ran past the default 30 s in two platform runs (28 November, load average 30), with nothing wrong.
  test.setTimeout(60_000);
  await signInViaApi(page, DEMO.customer.email);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Favourites' })).not.toContainText('Loading…');
  await expectNoViolations(page);
  await page.locator('.site-header__account').getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoViolations(page);
});

test('axe: the notifications page', async ({ page }) => {
  await signInViaApi(page, DEMO.customer.email);
  await page.goto('/notifications');
  await expect(page.getByTestId('notification-row').first()).toBeVisible();
  await expectNoViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('axe: the header with the account menu open, and the menu sheet', async ({ page }) => {
    await signInViaApi(page, DEMO.customer.email);
    await page.goto('/about');
    await page.locator('.site-header__account').getByRole('button', { name: /^Account menu/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expectNoViolations(page);
  });
});
