// Issue 13, items 7 and 9, on real category pages against the seeded database: cards of a
// category show different pictures, served, and the data words are in the reader's language.
// Read-only: nothing here changes a seed row. The orders ("Top rated" weighing the number of
// reviews, "Price" comparing what bookings cost) are supabase/tests/list_services.test.ts's; what a
// card shows (its own or its provider's rating, estimates, a hall's capacity) is
// mf-catalog/src/domain/offers/components/service-card.test.tsx's; the home page's reviews in the reader's
// language are home_highlights.test.ts's and shell/src/features/home/components/testimonials.test.tsx's.
import { expect, test, type Page } from '@playwright/test';

const results = (page: Page) => page.getByRole('list', { name: 'Services', exact: true }).getByRole('article');

test('a category’s cards show different pictures, each a small file that is served', async ({ page }) => {
  await page.goto('/services/catering');
  await expect(results(page)).toHaveCount(12);
  const sources = await results(page).locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  expect(new Set(sources).size).toBeGreaterThanOrEqual(8);
  // Every picture is a small file the catalogue ships, and it is served.
  for (const source of new Set(sources)) {
    const response = await page.request.get(new URL(source!, page.url()).href);
    expect(response.status(), source!).toBe(200);
    expect((await response.body()).length).toBeLessThan(2_500);
  }
});

test('in Tamil, a category page names the category once, and its cities, traditions and languages are Tamil words', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('utsav.lang', 'ta'));
  await page.goto('/services/pooja-services');
  await expect(page.getByRole('heading', { level: 1, name: 'பூஜை சேவைகள்' })).toBeVisible();
  const main = page.getByRole('main');
  const city = main.locator('select[name="city"]');
  await expect(city.locator('option', { hasText: 'டெல்லி' })).toHaveCount(1);
  await expect(city.locator('option', { hasText: 'Delhi' })).toHaveCount(0);
  await expect(main.locator('select[name="tradition"] option', { hasText: 'கேரள நம்பூதிரி' })).toHaveCount(1);
  await expect(main.locator('select[name="lang"] option', { hasText: 'சமஸ்கிருதம்' })).toHaveCount(1);
  // The value stays the database's word: choosing டெல்லி filters by Delhi.
  await city.selectOption({ label: 'டெல்லி' });
  await expect(page).toHaveURL(/city=Delhi/);
  const cards = main.locator('ul.catalog-grid > li > article');
  await expect(page.locator('.catalog-stale')).toHaveCount(0);
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasNotText: 'டெல்லி' })).toHaveCount(0);

  await page.goto('/services/function-hall');
  await expect(page.getByRole('heading', { level: 1, name: 'திருமண மண்டபங்கள்' })).toBeVisible();
});

