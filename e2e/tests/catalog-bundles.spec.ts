import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CATALOG } from '../support/catalog-ids';

const count = (page: Page) => page.getByRole('heading', { level: 2, name: /bundles? found$/ });
const list = (page: Page) => page.getByRole('list', { name: 'Bundles', exact: true });

test.describe('/bundles', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/bundles');
    await expect(count(page)).toHaveText('12 bundles found');
  });

  test('lists the featured bundles first, badged and only once, then the rest; the count and the why-choose-bundles block', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Service bundles' })).toBeVisible();
    // No second strip of featured bundles above the list (issue 13: they were listed twice).
    await expect(page.getByRole('list', { name: 'Featured bundles' })).toHaveCount(0);
    const cards = list(page).getByRole('article');
    await expect(cards).toHaveCount(9);
    for (let index = 0; index < 5; index++) await expect(cards.nth(index).getByText('Featured', { exact: true })).toBeVisible();
    await expect(cards.nth(5).getByText('Featured', { exact: true })).toHaveCount(0);
    await expect(cards.first().getByRole('link', { name: /^Book the / })).toHaveAttribute('href', /\/service-request\?bundle=/);
    const why = page.getByRole('region', { name: 'Why choose a bundle?' });
    for (const title of ['Save money', 'Coordinated service', 'Simplified planning']) {
      await expect(why.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 1 of 2');
  });

  test('each bundle shows its services with quantities, totals, discount, guests, days, advance, terms and Book', async ({ page }) => {
    const card = list(page).getByRole('article', { name: 'Complete South Indian Wedding' });
    await expect(card.getByRole('heading', { name: 'Included services' })).toBeVisible();
    await expect(card.getByRole('listitem').filter({ hasText: 'Banana leaf wedding meals' })).toContainText('× 300');
    await expect(card.getByRole('listitem').filter({ hasText: 'Kalyana Mantapa (2 days)' })).toContainText('× 2');
    const fact = (term: string) => card.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    await expect(fact('Individual total')).toHaveText('₹8,48,000');
    await expect(fact('Bundle price')).toHaveText('₹6,90,000');
    await expect(fact('You save')).toHaveText('₹1,58,000 (19%)');
    await expect(fact('Maximum guests')).toHaveText('300');
    await expect(fact('Duration')).toHaveText('2 days');
    await expect(fact('Minimum advance')).toHaveText('₹1,50,000');
    await card.getByText('Terms and conditions').click();
    await expect(card.getByText(/Cancellation 30\+ days before the event refunds 80% of the advance/)).toBeVisible();
    const book = card.getByRole('link', { name: 'Book the Complete South Indian Wedding bundle' });
    await expect(book).toHaveAttribute('href', `/service-request?bundle=${CATALOG.southIndianWedding}`);
    await book.click();
    await expect(page).toHaveURL(new RegExp(`/service-request\\?bundle=${CATALOG.southIndianWedding}$`));
  });

  test('the search box finds bundles by name (and a misspelling), and the URL keeps the search', async ({ page }) => {
    await page.getByRole('searchbox', { name: 'Search bundles' }).fill('sadya');
    await expect(count(page)).toHaveText('1 bundle found');
    await expect(list(page).getByRole('article')).toHaveAccessibleName('Kerala Wedding Sadya Package');
    await expect(page).toHaveURL(/\/bundles\?q=sadya$/);
    await page.getByRole('searchbox', { name: 'Search bundles' }).fill('weding');
    await expect(list(page).getByRole('article', { name: 'Complete South Indian Wedding' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search bundles' })).toHaveValue('weding');
    await expect(list(page).getByRole('article', { name: 'Complete South Indian Wedding' })).toBeVisible();
  });

  test('the city selector and price range filter the list; clear filters brings everything back', async ({ page }) => {
    await page.getByRole('main').getByRole('combobox', { name: 'City' }).selectOption('Bengaluru');
    await expect(count(page)).toHaveText('4 bundles found');
    await expect(page).toHaveURL(/city=Bengaluru/);
    const to = page.getByRole('main').getByRole('textbox', { name: 'To' });
    await to.fill('1,00,000');
    await to.press('Enter');
    await expect(count(page)).toHaveText('1 bundle found');
    await expect(list(page).getByRole('article')).toHaveAccessibleName('Griha Pravesh Package');
    await expect(page).toHaveURL(/city=Bengaluru&max=100000/);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(count(page)).toHaveText('12 bundles found');
    await expect(page.getByRole('main').getByRole('combobox', { name: 'City' })).toHaveValue('');
    await expect(to).toHaveValue('');
  });

  test('a bad price gets a message next to the field and keeps what was typed', async ({ page }) => {
    const from = page.getByRole('main').getByRole('textbox', { name: 'From' });
    const to = page.getByRole('main').getByRole('textbox', { name: 'To' });
    await from.fill('5,00,000');
    await to.fill('1000');
    await to.press('Enter');
    await expect(page.getByText('The upper limit must be at least the lower one.')).toBeVisible();
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveValue('1000');
    await expect(from).toHaveValue('5,00,000');
    await expect(count(page)).toHaveText('12 bundles found');
    await from.fill('lots');
    await from.press('Enter');
    await expect(page.getByText('Enter a whole number, like 25000.')).toBeVisible();
  });

  test('nothing found shows the empty state with a way back', async ({ page }) => {
    await page.getByRole('searchbox', { name: 'Search bundles' }).fill('xyzzy plugh');
    await expect(count(page)).toHaveText('0 bundles found');
    const empty = page.getByTestId('bundles-empty');
    await expect(empty.getByRole('heading', { name: 'No bundles found' })).toBeVisible();
    await empty.getByRole('button', { name: 'Clear filters' }).click();
    await expect(count(page)).toHaveText('12 bundles found');
    await expect(page.getByRole('searchbox', { name: 'Search bundles' })).toHaveValue('');
  });

  test('axe finds no violations on /bundles', async ({ page }) => {
    const { violations } = await new AxeBuilder({ page }).include('#main').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });
});
