// Issue 14: a booking from the request form to a paid request, through Razorpay Checkout served by
// the local payment gateway (local-razorpay) and verified by the payment Edge Functions: one paid
// journey, cancelled with its refund shown first; a UPI payment that fails, then a card in the same
// Checkout; the provider's answer arriving live. Closing Checkout and the hold running out are
// booking-request.spec.ts's. Below this layer: the refund tiers and their edges
// (supabase/tests/cancellation_preview.test.ts), a decline's refund (razorpay_refunds.test.ts), the
// booking page declined or expired and a bundle request (mf-booking's component tests).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { passwordSession } from '../support/auth';
import { paidRequest, patchAs } from '../support/bookings';
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

test('a service booked and its advance paid by card: the provider is asked, the receipt is there; cancelled, the refund shown first is queued', async ({ page }) => {
  await signInAsNewCustomer(page, 'pay-card');
  await page.goto(`/services/catering/${CATALOG.bananaLeafMeals}`);
  await page.getByRole('link', { name: 'Book Banana Leaf Wedding Meals' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request a booking' })).toBeVisible();
  await fillRequest(page, { day: dayIn(200), guests: '150', venue: '12, 4th Cross, Jayanagar, Bengaluru' });
  await page.getByRole('button', { name: 'Pay ₹16,500 advance to send the request' }).click();

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

  // Cancelled 200 days or more ahead: the Terms' first tier, the whole advance, shown before the
  // customer confirms; and what the dialog promised is what was queued.
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: /^Cancel booking UTS-/ });
  await expect(dialog.getByTestId('cancel-refund')).toContainText('so 100% of the advance comes back: you get ₹16,500.');
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText('Cancelled by you', { exact: true })).toBeVisible();
  const refunds = await sql<{ amount: string }>(
    `select r.amount_paise::text as amount from public.refunds r join public.bookings b on b.id = r.booking_id where b.tracking_code = $1`, [code]);
  expect(refunds).toEqual([{ amount: '1650000' }]);
});

test('a failed UPI payment keeps Checkout open; a card then pays the same order', async ({ page }) => {
  await signInAsNewCustomer(page, 'pay-retry');
  await page.goto(`/service-request?service=${CATALOG.bananaLeafMeals}`);
  await fillRequest(page, { day: dayIn(230), guests: '120', venue: '3 Temple Street, Basavanagudi, Bengaluru' });
  await page.getByRole('button', { name: 'Pay ₹13,200 advance to send the request' }).click();
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

test('the provider confirms: the page shows it live, and the customer can now call or message them', async ({ page }) => {
  // Paid already (the fact here is what follows the payment): a request of the test's own day and hour.
  const customer = await signInAsNewCustomer(page, 'confirmed');
  const { code } = await paidRequest(customer.id, CATALOG.bananaLeafMeals, dayIn(60), 6 + Math.floor(Math.random() * 14));
  await page.goto(`/bookings/${code}`);
  await expect(page.getByText('Requested', { exact: true })).toBeVisible();
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
