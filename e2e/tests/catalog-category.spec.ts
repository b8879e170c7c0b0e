import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CATALOG } from '../support/catalog-ids';

const count = (page: Page) => page.getByRole('heading', { level: 2, name: /^\d+ services?$/ });
const cards = (page: Page) => page.getByRole('list', { name: 'Services', exact: true }).getByRole('article');

test('the services overview lists the seven categories with live counts, and bundles', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  const tiles = page.getByRole('list', { name: 'Service categories' }).getByRole('article');
  await expect(tiles).toHaveCount(8);
  await expect(tiles.filter({ hasText: 'Catering' })).toContainText('25 services in 6 cities');
  await tiles.getByRole('link', { name: 'Function halls' }).click();
  await expect(page).toHaveURL(/\/services\/function-hall$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Function halls' })).toBeVisible();
  // Halls filter by capacity, not by cuisine.
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Minimum capacity (guests)' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Cuisine' })).toHaveCount(0);
});

test('each category has its own introduction and filters, and pages through its services', async ({ page }) => {
  await page.goto('/services/pooja-services');
  await expect(page.getByText(/Filter by the language they conduct the pooja in and by tradition/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Tradition' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Dakshina per pooja (₹)' })).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager).toContainText('Page 1 of 3');
  const firstPage = await cards(page).first().getAttribute('aria-labelledby');
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(pager).toContainText('Page 2 of 3');
  await expect(cards(page).first()).not.toHaveAttribute('aria-labelledby', firstPage ?? '');
  await expect(cards(page)).toHaveCount(12);
  await page.goto('/services/catering');
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Cuisine' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('checkbox', { name: 'Vegetarian only' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Price per plate (₹)' })).toBeVisible();
  await page.goto('/services/no-such-category');
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible();
});

test('filtering a category: city, veg, price and sort live in the URL and a link reproduces the view; axe finds no violations', async ({ page }) => {
  await page.goto('/services/catering');
  await expect(count(page)).toHaveText('25 services');
  const first = cards(page).first();
  await expect(first.locator('img')).toHaveAttribute('width', '320');
  await expect(first.locator('img')).toHaveAttribute('height', '200');

  await page.getByRole('main').getByRole('combobox', { name: 'City' }).selectOption('Bengaluru');
  await expect(count(page)).toHaveText('5 services');
  await expect(page).toHaveURL(/\/services\/catering\?city=Bengaluru$/);
  for (const card of await cards(page).all()) await expect(card).toContainText('Bengaluru');
  // A card's Book goes to the booking request (what else a card shows is service-card.test.tsx's).
  await expect(page.getByRole('article', { name: 'Banana Leaf Wedding Meals' }).getByRole('link', { name: 'Book Banana Leaf Wedding Meals' })).toHaveAttribute(
    'href',
    `/service-request?service=${CATALOG.bananaLeafMeals}`,
  );
  const { violations } = await new AxeBuilder({ page }).include('#main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);

  await page.getByRole('main').getByRole('checkbox', { name: 'Vegetarian only' }).check();
  await expect(count(page)).toHaveText('4 services');
  await page.getByRole('main').getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await expect(first).toContainText('High Tea and Snacks');
  await expect(first).toContainText('from ₹280 per plate');
  const to = page.getByRole('main').getByRole('textbox', { name: 'To' });
  await to.fill('520');
  await to.press('Enter');
  await expect(count(page)).toHaveText('2 services');
  await expect(page).toHaveURL(/\?city=Bengaluru&max=520&veg=1&sort=price_asc$/);

  // The same link in a fresh tab shows the same view.
  const url = page.url();
  const other = await page.context().newPage();
  await other.goto(url);
  await expect(count(other)).toHaveText('2 services');
  await expect(other.getByRole('main').getByRole('combobox', { name: 'City' })).toHaveValue('Bengaluru');
  await expect(other.getByRole('main').getByRole('checkbox', { name: 'Vegetarian only' })).toBeChecked();
  await expect(other.getByRole('main').getByRole('textbox', { name: 'To' })).toHaveValue('520');
  await other.close();

  // Back undoes the last filter.
  await page.goBack();
  await expect(count(page)).toHaveText('4 services');
  await page.getByRole('button', { name: 'Clear 2 filters' }).click();
  await expect(count(page)).toHaveText('25 services');
  await expect(page).toHaveURL(/\/services\/catering\?sort=price_asc$/);
});

test('each filter change shows the new results; the time it takes is reported, not asserted', async ({ page }) => {
  await page.goto('/services/catering');
  await expect(count(page)).toHaveText('25 services');
  const samples: { sync: number; afterData: number }[] = [];
  // Three changes give a median to read; the results themselves are the filtering test's.
  for (const city of ['Chennai', 'Kochi', 'Bengaluru']) {
    // In the page: the change handler's synchronous work, and the time from the moment the
    // new page of results arrives (its response ends) to the new cards being in the DOM.
    samples.push(
      await page.evaluate(async (wanted) => {
        const results = document.querySelector('[aria-labelledby="catalog-results-heading"]')!;
        const select = document.querySelector<HTMLSelectElement>('#main select[name="city"]')!;
        let shownAt = 0;
        const observer = new MutationObserver(() => {
          const first = results.querySelector('article');
          if (!shownAt && first?.textContent?.includes(`· ${wanted}`) && !results.querySelector('.catalog-stale')) shownAt = performance.now();
        });
        observer.observe(results, { subtree: true, childList: true, attributes: true, characterData: true });
        const start = performance.now();
        select.value = wanted;
        select.dispatchEvent(new Event('change', { bubbles: true }));
        const sync = performance.now() - start;
        for (let waited = 0; !shownAt && waited < 5000; waited += 5) await new Promise((resolve) => setTimeout(resolve, 5));
        observer.disconnect();
        const response = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/rpc/list_services') && entry.startTime >= start)
          .at(-1) as PerformanceResourceTiming | undefined;
        return { sync, afterData: shownAt && response ? shownAt - response.responseEnd : Number.NaN };
      }, city),
    );
    await expect(cards(page).first()).toContainText(city);
  }
  // Speed is a figure to read, not a pass/fail on a shared, noisy machine (the team's rule):
  // the medians go into the report as an annotation.
  const round = (n: number) => Math.round(n * 10) / 10;
  const median = (values: number[]) => round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!);
  expect(samples.every((s) => Number.isFinite(s.afterData))).toBe(true);
  test.info().annotations.push({
    type: 'timing',
    description: `filter change: handler median ${median(samples.map((s) => s.sync))} ms; response → cards on screen median ${median(samples.map((s) => s.afterData))} ms`,
  });
});

