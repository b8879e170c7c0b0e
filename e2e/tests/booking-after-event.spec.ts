// After the event: the customer of a completed booking reviews it (a verified review), the review
// shows on the provider's public page, and the provider's reply comes back to the booking page.
// The review form's own rules (a rating required, the comment kept, editing) are component tests:
// mf-booking/src/features/bookings/components/booking-page.test.tsx; who may review and reply is
// supabase/tests/reviews.test.ts's.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { passwordSession } from '../support/auth';
import { completedBooking, patchAs } from '../support/bookings';
import { CATALOG } from '../support/catalog-ids';
import { signInAsNewCustomer } from '../support/catalog-session';
import { sql } from '../support/db';

test('a completed booking is reviewed: the review shows on the provider’s page, and the provider’s reply on the booking', async ({ page }) => {
  const customer = await signInAsNewCustomer(page, 'review');
  // A music service of a provider no other spec counts reviews of (Shubh Utsav's seven are counted).
  const [service] = await sql<{ id: string; provider_id: string; business_name: string; email: string }>(
    `select s.id, p.id as provider_id, p.business_name, u.email
       from public.services s
       join public.service_providers p on p.id = s.provider_id and p.status = 'approved'
       join auth.users u on u.id = p.profile_id
      where s.category_slug = 'music' and s.active and p.id <> $1
      order by s.id limit 1`,
    [CATALOG.shubhUtsav],
  );
  const booking = await completedBooking(customer.id, service!.id, 120 + Math.floor(Math.random() * 200), 6 + Math.floor(Math.random() * 14));
  const comment = `Lovely nadaswaram, though they started ten minutes late (${booking.code}).`;
  try {
    await page.goto(`/bookings/${booking.code}`);
    await expect(page.getByText('Completed', { exact: true })).toBeVisible();
    const form = page.getByRole('region', { name: `How was ${service!.business_name}?` });
    await form.getByLabel(/^Tell other families about it/).fill(comment);
    await form.getByRole('radio', { name: '3 stars out of 5' }).check();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
    await form.getByRole('button', { name: 'Post review' }).click();

    const mine = page.getByRole('region', { name: 'Your review' });
    await expect(mine.getByText('3 stars out of 5')).toBeAttached();
    await expect(mine.getByText(comment)).toBeVisible();
    const [stored] = await sql<{ rating: number; provider_id: string }>('select rating, provider_id from public.reviews where booking_id = $1', [booking.id]);
    expect(stored).toEqual({ rating: 3, provider_id: service!.provider_id });

    // The provider's public page lists it.
    await page.goto(`/provider/${service!.provider_id}`);
    await expect(page.getByText(comment)).toBeVisible();

    // The provider replies (through the API until the provider dashboard exists).
    const provider = await passwordSession(service!.email);
    expect(await patchAs(provider.access_token, `reviews?booking_id=eq.${booking.id}`, { provider_reply: 'Sorry about the delay, and thank you!' })).toBe(204);
    await page.goto(`/bookings/${booking.code}`);
    const replied = page.getByRole('region', { name: 'Your review' });
    await expect(replied.getByText(`Reply from ${service!.business_name}`)).toBeVisible();
    await expect(replied.getByText('Sorry about the delay, and thank you!')).toBeVisible();
  } finally {
    // The provider's rating goes back to what the catalogue specs expect.
    await sql('delete from public.reviews where booking_id = $1', [booking.id]);
  }
});
