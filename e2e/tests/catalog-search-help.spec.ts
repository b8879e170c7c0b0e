// /search when the words do not fit (issue 13 item 10): a misspelling gets "Did you mean" and
// categories, and the suggestion finds results. Real backend: search_catalogue and
// search_suggestions (0017, 0028) over the seed. The page's other states (every category for
// nonsense, a text over 100 characters, a page past the end) are component tests:
// mf-catalog/src/features/search/components/search-page.test.tsx.
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

  test('a misspelling finds nothing, suggests the spelling and categories, and the suggestion finds results; axe, and 320 px', async ({ page }) => {
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
    await expect(page.getByRole('link', { name: 'wedding photographer' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('#main').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    // On the narrowest phone the suggestions and categories wrap; nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 640 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });
});
