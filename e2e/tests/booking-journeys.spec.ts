// Issue 14, item 10: a request made with the keyboard alone, Checkout included; and, with the
// booking remote's server down, the catalogue still works and Book shows the unavailable panel.
// The form and the booking page in Hindi are component tests (service-request-page.test.tsx,
// booking-page.test.tsx); what tracking shows a visitor, and withholds, is track_booking's
// (supabase/tests/bookings.test.ts) and booking-track.spec.ts's.
import { expect, test, type Page } from '@playwright/test';
import { CATALOG } from '../support/catalog-ids';
import { signInAsNewCustomer } from '../support/catalog-session';
import { checkoutFrame } from '../support/checkout';
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
  const submit = page.getByRole('button', { name: 'Pay ₹11,000 advance to send the request' });
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
