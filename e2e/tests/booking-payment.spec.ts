// Issue 14: a booking from the request form to a paid request, through Razorpay Checkout served by
// the local payment gateway (local-razorpay) and verified by the payment Edge Functions. A card
// that works; a UPI payment that fails, then a card in the same Checkout; Checkout closed and the
// hold running out; a bundle; the provider's decline (through the API until the provider
// dashboard exists) and the refund it brings; a cancellation with its refund shown first.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { passwordSession } from '../support/auth';
import { patchAs } from '../support/bookings';
import { CATALOG } from '../support/catalog-ids';
import { signInAsNewCustomer } from '../support/catalog-session';
import { checkoutFrame, fillCheckoutContact, payByCard } from '../support/checkout';
import { DEMO, sql } from '../support/db';

/** A day `days` ahead as the date input takes it. */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/**
 * A day of its own for each test: a request holds its slot, and a retry of a test (or a second run
 * against the same stack) must not find its own earlier booking there. Each test draws from a range
 * no other test uses.
 */
const dayIn = (from: number) => from + Math.floor(Math.random() * 28);
async function fillRequest(page: Page, opts: { day: number; time?: string; guests: string; venue?: string }) {
  await page.getByLabel('Event date').fill(dayAhead(opts.day));
  await page.getByLabel('Start time').fill(opts.time ?? '11:00');
  await page.getByLabel('Number of guests').fill(opts.guests);
  if (opts.venue !== undefined) await page.getByLabel('Venue address').fill(opts.venue);
}

/** The booking page after paying: its code from the URL. */
async function bookingCode(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/bookings\/UTS-[2-9A-HJKMNP-Z]{6}$/);
  return page.url().split('/').pop()!;
}

test('a service booked and its advance paid by card: the provider is asked, the receipt is there', async ({ page }) => {
  await signInAsNewCustomer(page, 'pay-card');
  await page.goto(`/services/catering/${CATALOG.bananaLeafMeals}`);
  await page.getByRole('link', { name: 'Book Banana Leaf Wedding Meals' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request a booking' })).toBeVisible();
  await fillRequest(page, { day: dayIn(200), guests: '150', venue: '12, 4th Cross, Jayanagar, Bengaluru' });
  await page.getByRole('button', { name: 'Request booking' }).click();

  // Checkout opens for the advance the database computed: 20 % of ₹550 × 150, in Indian grouping.
  await expect(page.getByRole('dialog', { name: 'Utsav' })).toBeVisible();
  await expect(checkoutFrame(page).locator('#amount')).toHaveText('₹16,500.00');
  await payByCard(page);

  const code = await bookingCode(page);
  await expect(page.getByText('Requested', { exact: true })).toBeVisible();
  const money = page.getByRole('region', { name: 'Payments and receipts' });
  await expect(money.getByRole('article', { name: new RegExp(`Receipt ${code}-A`) })).toContainText('₹16,500');
  const [row] = await sql<{ status: string; paid: string }>(
    `select b.status, (select sum(amount_paise) from public.payments p where p.booking_id = b.id and p.status = 'succeeded')::text as paid
     from public.bookings b where b.tracking_code = $1`, [code]);
  expect(row).toEqual({ status: 'requested', paid: '1650000' });
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
});

test('a failed UPI payment keeps Checkout open; a card then pays the same order', async ({ page }) => {
  await signInAsNewCustomer(page, 'pay-retry');
  await page.goto(`/service-request?service=${CATALOG.bananaLeafMeals}`);
  await fillRequest(page, { day: dayIn(230), guests: '120', venue: '3 Temple Street, Basavanagudi, Bengaluru' });
  await page.getByRole('button', { name: 'Request booking' }).click();
  const frame = checkoutFrame(page);
  await fillCheckoutContact(page);
  await frame.getByRole('radio', { name: 'UPI' }).check();
  await frame.getByLabel('UPI ID').fill('failure@razorpay');
  await frame.getByRole('button', { name: /^Pay / }).click();
  await expect(frame.getByRole('alert')).toContainText('Payment failed');
  await frame.getByRole('radio', { name: 'Card' }).check();
  await payByCard(page);
  const code = await bookingCode(page);
  await expect(page.getByText('Requested', { exact: true })).toBeVisible();
  const payments = await sql<{ gateway_status: string }>(
    `select p.gateway_status from public.payments p join public.bookings b on b.id = p.booking_id where b.tracking_code = $1`, [code]);
  // One order, one payment row: the retry paid into the same order.
  expect(payments).toEqual([{ gateway_status: 'captured' }]);
});

test('Checkout closed: the date stays held, the advance can be paid from the booking; once the hold runs out it is released', async ({ page }) => {
  await signInAsNewCustomer(page, 'pay-later');
  await page.goto(`/service-request?service=${CATALOG.bananaLeafMeals}`);
  await fillRequest(page, { day: dayIn(260), guests: '110', venue: '8 MG Road, Bengaluru' });
  await page.getByRole('button', { name: 'Request booking' }).click();
  await checkoutFrame(page).getByRole('button', { name: 'Close checkout' }).click();
  const code = await bookingCode(page);
  await expect(page.getByText('Held for payment', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay advance' })).toBeVisible();

  // Fifteen minutes later (the clock moved by hand) the timers release it.
  await sql(`update public.bookings set hold_expires_at = now() - interval '1 second' where tracking_code = $1`, [code]);
  await sql('select public.run_booking_timers()');
  await page.reload();
  await expect(page.getByText('Payment time ran out', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay advance' })).toHaveCount(0);
});

test('a bundle booked and paid', async ({ page }) => {
  await signInAsNewCustomer(page, 'pay-bundle');
  await page.goto(`/service-request?bundle=${CATALOG.southIndianWedding}`);
  await fillRequest(page, { day: dayIn(290), time: '09:00', guests: '250', venue: 'Sri Krishna Kalyana Mantapa, Jayanagar, Bengaluru' });
  await page.getByRole('button', { name: 'Request booking' }).click();
  await payByCard(page);
  const code = await bookingCode(page);
  await expect(page.getByText('Requested', { exact: true })).toBeVisible();
  const [row] = await sql<{ bundle_id: string; status: string }>(`select bundle_id, status from public.bookings where tracking_code = $1`, [code]);
  expect(row).toEqual({ bundle_id: CATALOG.southIndianWedding, status: 'requested' });
});

test('the provider declines: the customer sees it and the full refund', async ({ page }) => {
  await signInAsNewCustomer(page, 'declined');
  await page.goto(`/service-request?service=${CATALOG.bananaLeafMeals}`);
  await fillRequest(page, { day: dayIn(325), guests: '100', venue: '5 Lalbagh Road, Bengaluru' });
  await page.getByRole('button', { name: 'Request booking' }).click();
  await payByCard(page);
  const code = await bookingCode(page);

  // The provider answers through the API (what the provider dashboard will call).
  const provider = await passwordSession(DEMO.provider.email);
  expect(await patchAs(provider.access_token, `bookings?tracking_code=eq.${code}`, { status: 'declined', status_note: 'Our team is booked that day.' })).toBe(204);
  await page.reload();
  await expect(page.getByText('Declined', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payments and receipts' })).toContainText('₹11,000');
  const refunds = await sql<{ amount: string }>(
    `select r.amount_paise::text as amount from public.refunds r join public.bookings b on b.id = r.booking_id where b.tracking_code = $1`, [code]);
  expect(refunds).toEqual([{ amount: '1100000' }]);
});

test('the provider confirms: the page shows it live, and the customer can now call or message them', async ({ page }) => {
  await signInAsNewCustomer(page, 'confirmed');
  await page.goto(`/service-request?service=${CATALOG.bananaLeafMeals}`);
  await fillRequest(page, { day: dayIn(60), guests: '100', venue: '2 Bull Temple Road, Bengaluru' });
  await page.getByRole('button', { name: 'Request booking' }).click();
  await payByCard(page);
  const code = await bookingCode(page);
  const contact = page.getByRole('region', { name: 'Your provider' });
  await expect(contact.getByText('Their phone number appears here once they confirm your booking.')).toBeVisible();
  await expect(contact.getByRole('link', { name: /^Call / })).toHaveCount(0);

  const provider = await passwordSession(DEMO.provider.email);
  expect(await patchAs(provider.access_token, `bookings?tracking_code=eq.${code}`, { status: 'confirmed' })).toBe(204);
  // No reload: Realtime brings the answer.
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(contact.getByRole('link', { name: 'Call +91 98450 12345' })).toHaveAttribute('href', 'tel:+919845012345');
  await expect(contact.getByRole('link', { name: 'Message on WhatsApp' })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/919845012345\\?text=.*${code}`));
});

// The Terms' table: 30 days or more before the event, the whole advance; 7 to 29 days, half; under 7, nothing.
// Each tier has days of its own; an hour of the day of its own, too. 100 guests: an advance of ₹11,000.
for (const tier of [
  { name: 'the whole advance, 30 days or more ahead', from: 35, span: 14, refund: '₹11,000', percent: 100, paise: '1100000' },
  { name: 'half, 7 to 29 days ahead', from: 10, span: 4, refund: '₹5,500', percent: 50, paise: '550000' },
  { name: 'nothing, under 7 days ahead', from: 3, span: 3, refund: '₹0', percent: 0, paise: null },
]) {
  test(`cancelling shows the refund before the customer confirms: ${tier.name}`, async ({ page }) => {
    await signInAsNewCustomer(page, 'cancel');
    await page.goto(`/service-request?service=${CATALOG.bananaLeafMeals}`);
    const hour = String(6 + Math.floor(Math.random() * 16)).padStart(2, '0');
    await fillRequest(page, { day: tier.from + Math.floor(Math.random() * tier.span), time: `${hour}:00`, guests: '100', venue: '9 Residency Road, Bengaluru' });
    await page.getByRole('button', { name: 'Request booking' }).click();
    await payByCard(page);
    const code = await bookingCode(page);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: /^Cancel booking UTS-/ });
    await expect(dialog.getByTestId('cancel-refund')).toContainText(`so ${tier.percent}% of the advance comes back: you get ${tier.refund}.`);
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(page.getByText('Cancelled by you', { exact: true })).toBeVisible();
    // What the dialog promised is what was queued: no refund row at all when nothing comes back.
    const refunds = await sql<{ amount: string }>(
      `select r.amount_paise::text as amount from public.refunds r join public.bookings b on b.id = r.booking_id where b.tracking_code = $1`, [code]);
    expect(refunds).toEqual(tier.paise ? [{ amount: tier.paise }] : []);
  });
}
