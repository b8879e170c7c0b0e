import { expect, test } from '@playwright/test';
import { toastWith } from '../support/auth';
import { E2E_CATALOG_URL } from '../support/e2e-env';

test('the catalogue runs standalone on its own port with its own router', async ({ page }) => {
  await page.goto(`${E2E_CATALOG_URL}/services`);
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Service categories' }).getByRole('article')).toHaveCount(8);
  await page.getByRole('link', { name: 'Mehendi artists' }).click();
  await expect(page).toHaveURL(`${E2E_CATALOG_URL}/services/mehendi-artists`);
  await expect(page.getByRole('heading', { level: 2, name: '25 services' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Catalogue' }).getByRole('link', { name: 'Bundles' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '12 bundles found' })).toBeVisible();
  // No shell here: the standalone frame has no site navigation; search is guarded as in the shell
  // (the registry's guard), so a visitor without a session is sent to sign in.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.goto(`${E2E_CATALOG_URL}/search`);
  await expect(page).toHaveURL(`${E2E_CATALOG_URL}/auth/login?redirect=%2Fsearch`);
  await expect(toastWith(page, 'Authentication Required')).toBeVisible();
});
