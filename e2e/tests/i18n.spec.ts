import { expect, test } from '@playwright/test';

test('the language choice changes shell and blog at once, moves to the Hindi address, and survives a reload', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Planning guides' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('hi');
  // No reload: the shell's header and the blog remote both switch, and the address is Hindi's.
  await expect(page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'ब्लॉग' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'योजना गाइड' })).toBeVisible();
  await expect(page).toHaveURL(/\/hi\/blog$/);
  await expect(page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'ब्लॉग' })).toHaveAttribute('href', '/hi/blog');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('utsav.lang'))).toBe('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'योजना गाइड' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
});

test('an article without a Tamil body falls back to English, and says so', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('utsav.lang', 'ta'));
  await page.goto('/blog/essential-home-ceremonies');
  await expect(page.getByRole('note')).toContainText('தமிழ்');
  await expect(page.locator('.blog-article__body').first()).toBeVisible();
});

// The browser's language when nothing was chosen: shared/i18n/language-detection.dom.test.ts picks it,
// and server-rendering.spec.ts loads /about with a Telugu browser and gets Telugu.
