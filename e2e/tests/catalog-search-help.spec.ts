// /search when the words do not fit: a misspelling gets "Did you mean" and categories, a text
// over the database's 100 characters is kept and its beginning searched, and a page past the
// end goes back to page 1 (issue 13 item 10). Real backend: search_catalogue and
// search_suggestions (0017, 0028) over the seed.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/catalog-session';

const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('article');
const count = (page: Page) => page.getByRole('heading', { level: 2, name: /results? (for|$)/ });
const searchbox = (page: Page) => page.getByRole('searchbox', { name: 'Search services, providers and bundles' });

test.describe('/search helps when the words do not fit (signed in)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'customer@utsav.test');
  });

  test('a misspelling finds nothing, suggests the spelling and categories, and the suggestion finds results', async ({ page }) => {
    await page.goto('/search');
    await searchbox(page).fill('wedding fotografer');
    await expect(page.getByText('Nothing matches “wedding fotografer”.')).toBeVisible();
    const empty = page.locator('.catalog-search-empty');
    await expect(empty.getByText('Browse these categories')).toBeVisible();
    await expect(empty.getByRole('list').getByRole('link').first()).toHaveAttribute('href', '/services/wedding-photography');

    await empty.getByRole('link', { name: 'wedding photographer' }).click();
    await expect(page).toHaveURL(/\/search\?q=wedding\+photographer$|\/search\?q=wedding%20photographer$/);
    await expect(searchbox(page)).toHaveValue('wedding photographer');
    await expect(count(page)).toHaveText(/^\d+ results? for “wedding photographer”$/);
    await expect(results(page).first()).toContainText(/Photograph/);
    // Back returns to the misspelt search.
    await page.goBack();
    await expect(searchbox(page)).toHaveValue('wedding fotografer');
  });

  test('nonsense gets every category to browse and no suggestion', async ({ page }) => {
    await page.goto('/search?q=xyzzyq');
    await expect(page.getByText('Nothing matches “xyzzyq”.')).toBeVisible();
    await expect(page.getByText('Or browse a category')).toBeVisible();
    await expect(page.locator('.catalog-search-empty').getByRole('listitem')).toHaveCount(7);
    await expect(page.getByText('Did you mean')).toHaveCount(0);
    // On the narrowest phone the categories wrap; nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 640 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });

  test('axe finds no violations on the empty page with its suggestions', async ({ page }) => {
    await page.goto('/search?q=wedding%20fotografer');
    await expect(page.getByRole('link', { name: 'wedding photographer' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('#main').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });

  test('a text over 100 characters is kept in the box and its first words searched, with a note', async ({ page }) => {
    const long = `mehendi chennai ${'bridal designs for the wedding week with family and friends '.repeat(3)}`.trim();
    expect(long.length).toBeGreaterThan(100);
    await page.goto('/search');
    await searchbox(page).fill(long);
    await expect(page).toHaveURL(/\/search\?q=mehendi/);
    await expect(searchbox(page)).toHaveValue(long);
    await expect(page.getByRole('note')).toContainText('Only the first 100 characters are searched: “mehendi chennai bridal');
    await expect(count(page)).toBeVisible();
    // Reloaded from the address, the whole text is still there.
    await page.reload();
    await expect(searchbox(page)).toHaveValue(long);
    await expect(page.getByRole('note')).toBeVisible();
  });

  test('a page past the end goes back to page 1, replacing the address', async ({ page }) => {
    await page.goto('/search?q=wedding');
    await expect(results(page).first()).toBeVisible();
    await page.goto('/search?q=wedding&page=99');
    await expect(page).toHaveURL(/\/search\?q=wedding$/);
    await expect(count(page)).toHaveText(/^\d+ results? for “wedding”$/);
    await expect(results(page).first()).toBeVisible();
    await expect(page.getByText(/Nothing matches/)).toHaveCount(0);
    // Replaced, not added: Back leaves page 99 behind.
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=wedding$/);
  });
});
