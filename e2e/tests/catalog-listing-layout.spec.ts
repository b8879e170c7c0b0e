import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/catalog-session';

// Item 6 of issue 13, "results first on phones": a sticky Filters · Sort row opens a bottom
// sheet whose changes apply together with "Show N results"; active filters are removable
// chips; compact cards put three results on a 390 × 844 screen. On a wide screen the sidebar
// applies each change at once, typed numbers once typing pauses.

const PHONE = { width: 390, height: 844 };
const servicesCount = (page: Page) => page.getByRole('heading', { level: 2, name: /^\d+ services?$/ });
const serviceCards = (page: Page) => page.getByRole('list', { name: 'Services', exact: true }).getByRole('article');
const sheet = (page: Page) => page.getByRole('dialog', { name: 'Filters and sort' });
const chips = (page: Page) => page.getByRole('list', { name: 'Active filters' });

/** How many cards are wholly on screen, and where the first one is. */
async function cardsOnScreen(page: Page) {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll('.catalog-layout__results li > article')].map((card) => card.getBoundingClientRect());
    const toolbar = document.querySelector('.catalog-toolbar')!.getBoundingClientRect();
    return {
      firstTop: boxes[0]!.top,
      firstBottom: boxes[0]!.bottom,
      // Below the sticky row, above the bottom of the screen.
      whole: boxes.filter((box) => box.top >= toolbar.bottom - 1 && box.bottom <= innerHeight).length,
      scrollWidth: document.documentElement.scrollWidth,
    };
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the first result is on the first screen, and three fit a screen under the sticky row', async ({ page }) => {
    for (const path of ['/services/pooja-services', '/services/catering', '/bundles']) {
      await page.goto(path);
      const cards = page.locator('.catalog-layout__results li > article');
      await expect(cards.first()).toBeVisible();
      const first = await cardsOnScreen(page);
      expect(first.firstBottom, `${path}: the first result ends within the first screen`).toBeLessThanOrEqual(PHONE.height);
      expect(first.scrollWidth).toBeLessThanOrEqual(PHONE.width);

      // Scrolled into the list: the Filters · Sort row stays in view, and three whole cards show beneath it.
      await cards.nth(1).evaluate((card) => window.scrollBy(0, card.getBoundingClientRect().top - 200));
      const filtersButton = page.getByRole('button', { name: /^Filters · Sort/ });
      await expect(filtersButton).toBeInViewport();
      const scrolled = await cardsOnScreen(page);
      expect(scrolled.whole, path).toBeGreaterThanOrEqual(3);
    }
  });

  test('the sheet: labelled modal dialog that axe passes, Escape leaves the list as it was, Show N results applies everything at once', async ({ page }) => {
    await page.goto('/services/catering');
    await expect(servicesCount(page)).toHaveText('25 services');
    // The wide screen's sidebar is not on a phone.
    await expect(page.getByRole('main').getByRole('combobox', { name: 'City' })).toBeHidden();

    const open = page.getByRole('button', { name: 'Filters · Sort' });
    await open.click();
    const dialog = sheet(page);
    await expect(dialog).toBeVisible();
    // A modal dialog: the browser makes the page behind it inert, so focus cannot leave it.
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    await expect(dialog.locator(':focus')).toHaveCount(1);
    const { violations } = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await dialog.getByRole('combobox', { name: 'City' }).selectOption('Bengaluru');
    await dialog.getByRole('radio', { name: 'Price: low to high' }).check();
    await dialog.getByRole('checkbox', { name: 'Vegetarian only' }).check();
    const to = dialog.getByRole('textbox', { name: 'To' });
    await to.fill('520');
    // The count follows the draft; the list and the URL do not move until Show.
    await expect(dialog.getByRole('button', { name: 'Show 2 results' })).toBeVisible();
    await expect(page).toHaveURL(/\/services\/catering$/);
    await expect(servicesCount(page)).toHaveText('25 services');

    await dialog.getByRole('button', { name: 'Show 2 results' }).click();
    await expect(dialog).toBeHidden();
    await expect(servicesCount(page)).toHaveText('2 services');
    await expect(page).toHaveURL(/\?city=Bengaluru&max=520&veg=1&sort=price_asc$/);
    await expect(page.getByRole('button', { name: /^Filters · Sort\s*3 filters on$/ })).toBeVisible();

    // Each active filter is a chip; removing one applies at once.
    await expect(chips(page).getByRole('button')).toHaveText(['Bengaluru', 'Up to ₹520', 'Vegetarian only', 'Clear all']);
    await chips(page).getByRole('button', { name: 'Remove filter: Up to ₹520' }).click();
    await expect(page).toHaveURL(/\?city=Bengaluru&veg=1&sort=price_asc$/);
    await expect(servicesCount(page)).toHaveText('4 services');
    await chips(page).getByRole('button', { name: 'Clear all' }).click();
    await expect(servicesCount(page)).toHaveText('25 services');
    await expect(chips(page)).toHaveCount(0);
  });

  test('a typed price is applied by Show even when Show is tapped straight after typing', async ({ page }) => {
    await page.goto('/bundles');
    await page.getByRole('button', { name: 'Filters · Sort' }).click();
    const dialog = sheet(page);
    await dialog.getByRole('textbox', { name: 'To' }).fill('1,00,000');
    await dialog.getByRole('button', { name: /^Show \d+ results?$/ }).click();
    await expect(page).toHaveURL(/\/bundles\?max=100000$/);
    await expect(chips(page).getByRole('button', { name: 'Remove filter: Up to ₹1,00,000' })).toBeVisible();
  });

  test('/search (signed in) has the same row and sheet, without a sort', async ({ page }) => {
    await signInAs(page, 'customer@utsav.test');
    await page.goto('/search?q=udupi');
    await expect(page.getByRole('heading', { level: 2, name: '2 results for “udupi”' })).toBeVisible();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const dialog = sheet(page);
    await dialog.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Providers' });
    await dialog.getByRole('button', { name: 'Show 1 result' }).click();
    await expect(page).toHaveURL(/\/search\?q=udupi&type=provider$/);
    await expect(chips(page).getByRole('button', { name: 'Remove filter: Providers' })).toBeVisible();
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('every filter applies by itself: typed numbers once typing pauses, no Apply button, no Enter needed', async ({ page }) => {
    await page.goto('/services/function-hall');
    const count = servicesCount(page);
    await expect(count).toHaveText(/^\d+ services$/);
    const before = await count.textContent();
    await expect(page.getByRole('button', { name: 'Filters · Sort' })).toBeHidden();
    await expect(page.getByRole('main').getByRole('button', { name: 'Apply' })).toHaveCount(0);

    await page.getByRole('main').getByRole('textbox', { name: 'Minimum capacity (guests)' }).pressSequentially('800');
    await expect(page).toHaveURL(/\/services\/function-hall\?capacity=800$/);
    await expect(count).not.toHaveText(before!);
    await expect(chips(page).getByRole('button', { name: 'Remove filter: Seats 800+' })).toBeVisible();

    await page.getByRole('main').getByRole('textbox', { name: 'From' }).pressSequentially('50000');
    await expect(page).toHaveURL(/\?min=50000&capacity=800$/);
    await expect(chips(page).getByRole('button', { name: 'Remove filter: From ₹50,000' })).toBeVisible();
    for (const card of await serviceCards(page).all()) await expect(card).toBeVisible();
  });
});
