import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../support/e2e-env';

const url = `http://localhost:${E2E_PORTS.PROVIDER_PORT}`;

test('provider runs standalone: its route index at /, its pages behind the registry guards', async ({ page }) => {
  await page.goto(`${url}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'provider: routes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Routes of provider' }).getByRole('listitem')).toHaveCount(4);
  // /provider/profile asks for a session: the guard sends a visitor to sign in, then back.
  await page.goto(`${url}/provider/profile`);
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await page.getByLabel('Email').fill('customer@utsav.test');
  await page.getByLabel('Password').fill('Utsav@123');
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your provider profile' })).toBeVisible();
});
