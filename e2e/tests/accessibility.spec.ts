import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

for (const path of ['/', '/blog', '/blog/photography-tips', '/about', '/no-such-page']) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
  });
}

test('axe finds no violations on the blog in Hindi', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('utsav.lang', 'hi'));
  await page.goto('/blog/essential-home-ceremonies');
  await expect(page.locator('.blog-article__body h2').first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});
