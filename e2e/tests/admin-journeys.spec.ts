// Issue 26, item 7: what an admin does for others, end to end through the admin remote: suspend a
// provider (their services leave search, their open request ends with a full refund), cancel a
// booking for its customer (the advance goes back through the gateway), hide a review (gone from
// the provider's public page). Each on rows of the test's own (support/admin.ts).
import { expect, test, type Page } from '@playwright/test';
import { createThrowawayUser, seedSession, signInViaApi } from '../support/auth';
import { DEMO, sql } from '../support/db';
import { ownProvider, paidThroughGateway, reviewedBooking } from '../support/admin';

/** Confirms the open dialog with a reason (every admin action asks why). */
async function confirmWithReason(page: Page, reason: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').fill(reason);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden();
}

const results = (page: Page) => page.getByRole('main').getByRole('article');

test('suspend a provider: their service leaves search and their open request ends with a full refund', async ({ page }) => {
  test.setTimeout(60_000);
  const provider = await ownProvider('admin-suspend');
  const customer = await createThrowawayUser('admin-suspend-customer');
  const booking = await paidThroughGateway(customer, provider.serviceId);

  // Search is for signed-in users: the admin looks first.
  await signInViaApi(page, DEMO.admin.email);
  await page.goto(`/search?q=${provider.word}`);
  await expect(results(page).filter({ hasText: provider.title })).toHaveCount(1);

  await page.goto('/admin/people');
  await page.getByLabel('Name, email or phone').fill(provider.applicant.user.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // The row of this person (the list shows everyone until the search's answer replaces it).
  await page.getByRole('table', { name: 'People found' }).getByRole('row').filter({ hasText: provider.applicant.user.email }).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/people/${provider.applicant.user.id}$`));
  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  await confirmWithReason(page, 'Customers reported repeated no-shows');
  await expect(page.getByText(/Suspended since .*Customers reported repeated no-shows/)).toBeVisible();

  await page.goto(`/search?q=${provider.word}`);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(results(page).filter({ hasText: provider.title })).toHaveCount(0);
  const [ended] = await sql<{ status: string; refunded: string }>(
    `select b.status, (select coalesce(sum(r.amount_paise), 0) from public.refunds r where r.booking_id = b.id) as refunded from public.bookings b where b.id = $1`,
    [booking.id],
  );
  expect(['declined', 'cancelled_by_provider']).toContain(ended!.status);
  expect(Number(ended!.refunded)).toBe(booking.advancePaise);
});

test('cancel a booking for its customer: the advance is refunded in full, and the customer sees it', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const provider = await ownProvider('admin-cancel');
  const customer = await createThrowawayUser('admin-cancel-customer');
  const booking = await paidThroughGateway(customer, provider.serviceId);

  await signInViaApi(page, DEMO.admin.email);
  await page.goto('/admin/bookings');
  await page.getByLabel('Tracking code, name or email').fill(booking.code);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('table', { name: 'Bookings found' }).getByRole('link', { name: booking.code }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${booking.id}$`));
  await page.getByRole('button', { name: 'Cancel for the customer' }).click();
  await confirmWithReason(page, 'The family called support: the wedding is postponed');

  // The whole advance is owed back, started by the admin; the scheduler sends it to the gateway within the minute.
  const [refund] = await sql<{ status: string; amount_paise: string; initiated_by: string }>('select status, amount_paise, initiated_by from public.refunds where booking_id = $1', [booking.id]);
  expect(refund).toMatchObject({ amount_paise: String(booking.advancePaise), initiated_by: 'admin' });
  const [row] = await sql<{ status: string }>('select status from public.bookings where id = $1', [booking.id]);
  expect(row!.status).toBe('cancelled_by_customer');
  const amount = `₹${Math.round(booking.advancePaise / 100).toLocaleString('en-IN')}`;
  await page.reload();
  await expect(page.getByRole('region', { name: 'Refunds', exact: true })).toContainText(amount);

  // The customer sees it on their booking.
  const customerContext = await browser.newContext();
  const mine = await customerContext.newPage();
  await seedSession(mine, customer);
  await mine.goto(`/bookings/${booking.code}`);
  await expect(mine.locator('.booking-refunds')).toContainText(new RegExp(`${amount}: (being refunded|refunded)`));
  await customerContext.close();
});

test('hide a review: it leaves the provider\'s public page', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const provider = await ownProvider('admin-review-provider');
  const comment = `Arrived two hours late and left early (${Math.random().toString(36).slice(2, 8)})`;
  const review = await reviewedBooking(provider.serviceId, comment);
  // The public page as a family reads it (signed in: the page asks for it); admins read hidden reviews too.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await seedSession(visitor, await createThrowawayUser('admin-review-reader'));
  await visitor.goto(`/provider/${review.providerId}`);
  await expect(visitor.getByText(comment)).toBeVisible();

  await signInViaApi(page, DEMO.admin.email);
  await page.goto('/admin/moderation?tab=reviews');
  await page.getByLabel('Text, reviewer or provider').fill(comment.slice(-7, -1));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: comment });
  await row.getByRole('button', { name: 'Hide' }).click();
  await confirmWithReason(page, 'Personal remarks about the staff');
  await expect(page.getByRole('row').filter({ hasText: comment })).toContainText('Personal remarks about the staff');

  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText(comment)).toHaveCount(0);
  const [stored] = await sql<{ hidden_reason: string }>('select hidden_reason from public.reviews where id = $1', [review.reviewId]);
  expect(stored!.hidden_reason).toBe('Personal remarks about the staff');
  await visitorContext.close();
});
