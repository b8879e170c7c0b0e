import { expect, test } from '@playwright/test';
import { E2E_BLOG_URL } from '../support/e2e-env';

test('the blog runs standalone on its own port with its own router', async ({ page }) => {
  await page.goto(`${E2E_BLOG_URL}/blog`);
  await expect(page.getByRole('heading', { level: 1, name: 'Planning guides' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Articles' }).getByRole('listitem')).toHaveCount(7);
  await page.getByRole('list', { name: 'Articles' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/blog\/timeless-wedding-traditions$/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  // No shell here: the standalone frame has no site navigation.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});
