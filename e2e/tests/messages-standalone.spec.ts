import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../support/e2e-env';

const url = `http://localhost:${E2E_PORTS.MESSAGES_PORT}`;

test('messages runs standalone: its route index at /, its pages behind the registry guards', async ({ page }) => {
  await page.goto(`${url}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'messages: routes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Routes of messages' }).getByRole('listitem')).toHaveCount(1);
  // /messages asks for a session: the guard sends a visitor to sign in, then back.
  await page.goto(`${url}/messages`);
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await page.getByLabel('Email').fill('customer@utsav.test');
  await page.getByLabel('Password').fill('Utsav@123');
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
});
