// The search box, its filters and the address against the real search_catalogue. What a query
// matches (misspellings, every word, the category filters, a booked day) is
// supabase/tests/search_catalogue.test.ts's; a past event date refused is filter-input.test.ts's.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sql } from '../support/db';
import { CATALOG } from '../support/catalog-ids';
import { signInAs } from '../support/catalog-session';

const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('article');
const count = (page: Page) => page.getByRole('heading', { level: 2, name: /results? (for|$)/ });

test.describe('/search (signed in)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'customer@utsav.test');
  });

  test('one query finds services, providers and bundles, ranked; axe finds no violations', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('searchbox', { name: 'Search services, providers and bundles' }).fill('udupi');
    await expect(count(page)).toHaveText('2 results for “udupi”');
    await expect(results(page).nth(0)).toHaveAccessibleName('Udupi Grand Caterers');
    await expect(results(page).nth(0)).toContainText('Provider');
    await expect(results(page).nth(1)).toHaveAccessibleName('Udupi Festival Feast');
    await expect(results(page).nth(1)).toContainText('Bundle');
    await expect(page).toHaveURL(/\/search\?q=udupi$/);
    const { violations } = await new AxeBuilder({ page }).include('#main').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });

  test('filters narrow the results, an event date hides providers booked that day, and a category brings its own filters', async ({ page }) => {
    await page.goto('/search?q=wedding');
    await page.getByRole('main').getByRole('combobox', { name: 'Show' }).selectOption('bundle');
    await expect(page).toHaveURL(/q=wedding&type=bundle/);
    await expect.poll(async () => (await results(page).allTextContents()).every((text) => text.startsWith('Bundle'))).toBe(true);
    await expect(page.getByRole('article', { name: 'Complete South Indian Wedding' })).toBeVisible();

    const rows = await sql<{ day: string }>(`select to_char(event_date, 'YYYY-MM-DD') as day from public.bookings where id = $1`, [CATALOG.confirmedBooking]);
    const day = rows[0]?.day ?? '';
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByLabel('Event date').fill(day);
    await expect(page).toHaveURL(new RegExp(`date=${day}`));
    await expect(page.getByRole('article', { name: 'Complete South Indian Wedding' })).toHaveCount(0);
    await expect(results(page).first()).toBeVisible();

    // A category brings its own filters.
    await page.goto('/search?q=pooja');
    await expect(page.getByRole('main').getByRole('combobox', { name: 'Tradition' })).toHaveCount(0);
    await page.getByRole('main').getByRole('combobox', { name: 'Category' }).selectOption('pooja-services');
    await page.getByRole('main').getByRole('combobox', { name: 'Tradition' }).selectOption('Kannada Smartha');
    await expect(page).toHaveURL(/category=pooja-services.*tradition=Kannada\+Smartha|category=pooja-services.*tradition=Kannada%20Smartha/);
    // Every card once the filtered page has replaced the previous one.
    await expect.poll(async () => {
      const texts = await results(page).allTextContents();
      return texts.length > 0 && texts.every((text) => text.includes('Kannada Smartha'));
    }).toBe(true);
  });
});
