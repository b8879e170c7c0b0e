// Issue 14, item 10: a request made with the keyboard alone; one whole booking in Hindi; a paid
// booking tracked by its code as a visitor; and, with the booking remote's server down, the
// catalogue still works and Book shows the unavailable panel.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CATALOG } from '../support/catalog-ids';
import { signInAsNewCustomer } from '../support/catalog-session';
import { checkoutFrame, payByCard } from '../support/checkout';
import { setRemoteServer, STOPS_SERVERS } from '../support/remote-control';

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A day of its own per test and per run (a request holds its slot): ranges no other spec uses. */
const dayIn = (from: number) => from + Math.floor(Math.random() * 9);

/** Types into whatever has focus, as a keyboard does. */
const type = (page: Page, text: string) => page.keyboard.type(text);

/** Presses Tab until the element has focus (date and time inputs take several presses: their parts). */
async function tabTo(page: Page, target: ReturnType<Page['getByLabel']>, most = 40) {
  for (let i = 0; i < most && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test('the whole request with the keyboard alone, Checkout included', async ({ page }) => {
  await signInAsNewCustomer(page, 'keyboard');
  await page.goto(`/service-request?service=${CATALOG.bananaLeafMeals}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Request a booking' })).toBeVisible();

  // Tab to the date; the date input takes digits in its own order, so it is given its value the way
  // a keyboard user's browser would after typing it, then Tab moves on as usual.
  const date = page.getByLabel('Event date');
  await tabTo(page, date);
  await date.fill(dayAhead(dayIn(355 - 30)));
  // Past the date's parts and the list of unavailable days (a disclosure) to the time.
  const time = page.getByLabel('Start time');
  await tabTo(page, time, 10);
  await time.fill('10:00');
  await tabTo(page, page.getByLabel('Number of guests'), 6);
  await type(page, '100');
  await tabTo(page, page.getByLabel('Venue address'), 3);
  await type(page, '21 Gandhi Bazaar, Basavanagudi, Bengaluru');
  const submit = page.getByRole('button', { name: 'Request booking' });
  await tabTo(page, submit, 10);
  await page.keyboard.press('Enter');

  // Checkout takes the keyboard too: its fields in order, then Pay.
  const frame = checkoutFrame(page);
  await expect(frame.getByLabel('Phone')).toBeVisible();
  await frame.getByLabel('Phone').focus();
  await type(page, '9876543210');
  await frame.getByLabel('Card number').focus();
  await type(page, '5104060000000008');
  await page.keyboard.press('Tab');
  await type(page, '12/40');
  await page.keyboard.press('Tab');
  await type(page, '123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bookings\/UTS-[2-9A-HJKMNP-Z]{6}$/);
  await expect(page.getByText('Requested', { exact: true })).toBeVisible();
});

test('a whole booking in Hindi: the form, the payment and the booking page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('utsav.lang', 'hi'));
  await signInAsNewCustomer(page, 'hindi');
  await page.goto(`/service-request?service=${CATALOG.bananaLeafMeals}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'बुकिंग का अनुरोध करें' })).toBeVisible();
  await page.getByLabel('कार्यक्रम की तारीख').fill(dayAhead(dayIn(345 - 30)));
  await page.getByLabel('शुरू होने का समय').fill('12:00');
  await page.getByLabel('मेहमानों की संख्या').fill('2000');
  await page.getByRole('button', { name: 'बुकिंग का अनुरोध करें' }).click();
  // The limit, in Hindi, beside the field; nothing sent.
  await expect(page.getByLabel('मेहमानों की संख्या')).toHaveAccessibleDescription(/1,500/);
  await page.getByLabel('मेहमानों की संख्या').fill('100');
  await page.getByLabel('कार्यक्रम स्थल का पता').fill('12, 4th Cross, Jayanagar, Bengaluru');
  await page.getByRole('button', { name: 'बुकिंग का अनुरोध करें' }).click();
  await payByCard(page);
  await expect(page).toHaveURL(/\/bookings\/UTS-[2-9A-HJKMNP-Z]{6}$/);
  await expect(page.getByText('अनुरोध भेजा गया', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'भुगतान और रसीदें' })).toContainText('₹11,000');
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});

test('a visitor tracks a paid booking by its code: the timeline, and nothing personal', async ({ page, browser }) => {
  await signInAsNewCustomer(page, 'tracked');
  await page.goto(`/service-request?service=${CATALOG.bananaLeafMeals}`);
  await page.getByLabel('Event date').fill(dayAhead(dayIn(335 - 30)));
  await page.getByLabel('Start time').fill('14:00');
  await page.getByLabel('Number of guests').fill('100');
  await page.getByLabel('Venue address').fill('77 Secret Lane, Koramangala, Bengaluru');
  await page.getByRole('button', { name: 'Request booking' }).click();
  await payByCard(page);
  await expect(page).toHaveURL(/\/bookings\/UTS-[2-9A-HJKMNP-Z]{6}$/);
  const code = page.url().split('/').pop()!;

  const visitor = await browser.newPage();
  try {
    await visitor.goto(`/track-booking?code=${code.toLowerCase()}`);
    const timeline = visitor.getByRole('region', { name: 'What has happened so far' });
    await expect(timeline.getByRole('listitem')).toHaveCount(2);
    await expect(timeline).toContainText('Held for payment');
    await expect(timeline).toContainText('Requested');
    await expect(visitor.locator('main')).not.toContainText('Secret Lane');
    await expect(visitor.locator('main')).not.toContainText('9876543210');
  } finally {
    await visitor.close();
  }
});

test('with the booking remote down the catalogue works and Book shows the unavailable panel', { tag: STOPS_SERVERS }, async ({ page }) => {
  await signInAsNewCustomer(page, 'remote-down');
  await setRemoteServer('booking', 'stop');
  try {
    await page.goto(`/services/catering/${CATALOG.bananaLeafMeals}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Banana Leaf Wedding Meals' })).toBeVisible();
    await page.getByRole('link', { name: 'Book Banana Leaf Wedding Meals' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'This section is unavailable' })).toBeVisible();
    // The rest of the site still answers.
    await page.goto('/services/catering');
    await expect(page.getByRole('heading', { level: 1, name: 'Catering' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  } finally {
    await setRemoteServer('booking', 'start');
  }
});
