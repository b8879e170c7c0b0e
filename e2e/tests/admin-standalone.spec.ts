import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../support/e2e-env';
import { signInViaApi } from '../support/auth';
import { DEMO } from '../support/db';

const url = `http://localhost:${E2E_PORTS.ADMIN_PORT}`;

test('admin runs standalone: its route index at /, its pages behind the registry guards', async ({ page }) => {
  await page.goto(`${url}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'admin: routes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Routes of admin' }).getByRole('listitem')).toHaveCount(10);
  // /admin asks for an admin: the guard sends a visitor to sign in, then back.
  await page.goto(`${url}/admin`);
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await page.getByLabel('Email').fill('admin@utsav.test');
  await page.getByLabel('Password').fill('Utsav@123');
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin', exact: true })).toBeVisible();
});

test("the shell's /admin mounts the admin remote for an admin (no 'unavailable' panel)", async ({ page }) => {
  await signInViaApi(page, DEMO.admin.email);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('This section is unavailable')).toHaveCount(0);
});
