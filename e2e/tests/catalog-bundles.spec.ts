import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CATALOG } from '../support/catalog-ids';

// Opening a bundle's own page is catalog-detail.spec.ts's; a bad price beside its field is
// range-fields.test.tsx's and filter-input.test.ts's; the searches and filters themselves are
// supabase/tests/list_bundles.test.ts's. Here, the page over the seed.
// Unfiltered, the list holds the bundles the featured strip does not ("7 more bundles"); a search
// or filter lists every match ("1 bundle found").
const count = (page: Page) => page.getByRole('heading', { level: 2, name: /(bundles? found|more bundles?)$/ });
const list = (page: Page) => page.getByRole('list', { name: 'Bundles', exact: true });

test.describe('/bundles', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/bundles');
    await expect(count(page)).toHaveText('7 more bundles');
  });

  test('shows featured bundles, the others once below them, and the why-choose-bundles block; axe finds no violations', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Service bundles' })).toBeVisible();
    const featured = page.getByRole('list', { name: 'Featured bundles' }).getByRole('listitem');
    await expect(featured).toHaveCount(5);
    await expect(featured.first().getByRole('link', { name: /^Book the / })).toHaveAttribute('href', /\/service-request\?bundle=/);
    // No bundle twice: the featured ones are not in the list below.
    const featuredNames = await page.getByRole('list', { name: 'Featured bundles' }).getByRole('heading', { level: 3 }).allTextContents();
    const listed = await list(page).getByRole('article').evaluateAll((articles) => articles.map((a) => a.querySelector('h3')?.textContent));
    expect(featuredNames.filter((name) => listed.includes(name))).toEqual([]);
    const why = page.getByRole('region', { name: 'Why choose a bundle?' });
    for (const title of ['Save money', 'Coordinated service', 'Simplified planning']) {
      await expect(why.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(list(page).getByRole('article')).toHaveCount(7);
    await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).include('#main').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });

  test('each bundle shows its services with quantities, totals, discount, guests, days, advance, terms and Book', async ({ page }) => {
    await page.getByRole('searchbox', { name: 'Search bundles' }).fill('Complete South Indian Wedding');
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
    await expect(card.getByText(/Cancellations follow Utsav's refund table: in full 30 or more days before the event/)).toBeVisible();
    const book = card.getByRole('link', { name: 'Book the Complete South Indian Wedding bundle' });
    await expect(book).toHaveAttribute('href', `/service-request?bundle=${CATALOG.southIndianWedding}`);
    await book.click();
    await expect(page).toHaveURL(new RegExp(`/service-request\\?bundle=${CATALOG.southIndianWedding}$`));
  });

  test('the search box finds bundles by name (and a misspelling), the URL keeps the search, and nothing found has a way back', async ({ page }) => {
    await page.getByRole('searchbox', { name: 'Search bundles' }).fill('sadya');
    await expect(count(page)).toHaveText('1 bundle found');
    await expect(list(page).getByRole('article')).toHaveAccessibleName('Kerala Wedding Sadya Package');
    await expect(page).toHaveURL(/\/bundles\?q=sadya$/);
    await page.getByRole('searchbox', { name: 'Search bundles' }).fill('weding');
    await expect(list(page).getByRole('article', { name: 'Complete South Indian Wedding' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search bundles' })).toHaveValue('weding');
    await expect(list(page).getByRole('article', { name: 'Complete South Indian Wedding' })).toBeVisible();

    // Nothing found: the empty state, with a way back.
    await page.getByRole('searchbox', { name: 'Search bundles' }).fill('xyzzy plugh');
    await expect(count(page)).toHaveText('0 bundles found');
    const empty = page.getByTestId('bundles-empty');
    await expect(empty.getByRole('heading', { name: 'No bundles found' })).toBeVisible();
    await empty.getByRole('button', { name: 'Clear filters' }).click();
    await expect(count(page)).toHaveText('7 more bundles');
    await expect(page.getByRole('searchbox', { name: 'Search bundles' })).toHaveValue('');
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
    await expect(count(page)).toHaveText('7 more bundles');
    await expect(page.getByRole('main').getByRole('combobox', { name: 'City' })).toHaveValue('');
    await expect(to).toHaveValue('');
  });
});
