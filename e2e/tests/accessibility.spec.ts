import { expect, test } from '@playwright/test';
import { axe } from '../support/axe';

// The home page and /contact are checked below in the state that shows the most: with the Services
// menu open, and with the form's errors showing.
for (const path of ['/blog', '/blog/photography-tips', '/about', '/policies/terms-conditions', '/no-such-page']) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await axe(page).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
  });
}

test('axe finds no violations on the blog in Hindi', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('utsav.lang', 'hi'));
  await page.goto('/blog/essential-home-ceremonies');
  await expect(page.locator('.blog-article__body h2').first()).toBeVisible();
  const { violations } = await axe(page).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});

test('axe finds no violations in the open Services menu and the mobile side sheet', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Services' }).click();
  await expect(page.locator('.services-panel')).toBeVisible();
  expect((await axe(page).analyze()).violations.map((violation) => violation.id)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect((await axe(page).analyze()).violations.map((violation) => violation.id)).toEqual([]);
});

test('axe finds no violations on the contact form showing its errors', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('.form-field__error').first()).toBeVisible();
  expect((await axe(page).analyze()).violations.map((violation) => violation.id)).toEqual([]);
});
