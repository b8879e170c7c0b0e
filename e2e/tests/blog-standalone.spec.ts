import { expect, test } from '@playwright/test';
import { E2E_BLOG_URL } from '../support/e2e-env';

test('the blog runs standalone: / lists its registry routes, each one click away; an unknown path is not found', async ({ page }) => {
  await page.goto(`${E2E_BLOG_URL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'blog: routes' })).toBeVisible();
  const routes = page.getByRole('list', { name: 'Routes of blog' }).getByRole('listitem');
  await expect(routes).toHaveCount(2);
  await expect(routes.nth(0)).toContainText('Public');
  // No shell here: the standalone frame has no site navigation.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await routes.nth(0).getByRole('link', { name: '/blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Planning guides' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Articles' }).getByRole('listitem')).toHaveCount(7);

  // The dynamic route comes with a real article to open.
  await page.getByRole('link', { name: 'Routes' }).click();
  await expect(page.getByLabel('Value of slug')).toHaveValue('timeless-wedding-traditions');
  await page.getByRole('button', { name: 'Open /blog/:slug' }).click();
  await expect(page).toHaveURL(`${E2E_BLOG_URL}/blog/timeless-wedding-traditions`);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();

  // An unknown path is the shared not-found page.
  await page.goto(`${E2E_BLOG_URL}/no-such-page`);
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible();
});

test('the standalone blog switches language with the frame, and keeps the choice', async ({ page }) => {
  await page.goto(`${E2E_BLOG_URL}/blog`);
  await expect(page.getByRole('heading', { level: 1, name: 'Planning guides' })).toBeVisible();
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.getByRole('heading', { level: 1, name: 'योजना गाइड' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'रूट' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'योजना गाइड' })).toBeVisible();
});
