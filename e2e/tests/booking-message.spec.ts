// Issue 25: "Message your provider" on the customer's booking page goes through send_message with
// the booking: the conversation about that booking opens in the profile's Messages. Before the
// provider confirms, a phone number in it is masked in the stored text; once confirmed, the same
// conversation carries it as written. The conversation itself (live, ticks, photos) is
// messages-*.spec.ts's; masking in every script is supabase/tests' masking tests.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { passwordSession } from '../support/auth';
import { paidRequest, patchAs } from '../support/bookings';
import { CATALOG } from '../support/catalog-ids';
import { signInAsNewCustomer } from '../support/catalog-session';
import { DEMO, sql } from '../support/db';

// Days no other booking test draws from, so the slot is the test's own.
const dayIn = () => 150 + Math.floor(Math.random() * 28);

test('the booking page messages the provider about that booking; the number is masked until the booking is confirmed', async ({ page }) => {
  const customer = await signInAsNewCustomer(page, 'booking-message');
  const { id: bookingId, code } = await paidRequest(customer.id, CATALOG.bananaLeafMeals, dayIn(), 6 + Math.floor(Math.random() * 14));

  const send = async (text: string) => {
    await page.goto(`/bookings/${code}`);
    const contact = page.getByRole('region', { name: 'Your provider' });
    await contact.getByRole('button', { name: 'Message your provider' }).click();
    const box = contact.getByRole('textbox', { name: /^Your message to / });
    await expect(box).toBeFocused();
    await box.fill(text);
    await contact.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/profile\?conversation=[0-9a-f-]{36}$/);
    return new URL(page.url()).searchParams.get('conversation');
  };

  // The box open with its error beside it, on a phone: labelled, described, axe clean.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/bookings/${code}`);
  const contact = page.getByRole('region', { name: 'Your provider' });
  await contact.getByRole('button', { name: 'Message your provider' }).click();
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(contact.getByText('Write a message first.')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('#main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);

  const first = await send('Can the counter be Jain-friendly? My number is 98450 12345.');
  const provider = await passwordSession(DEMO.provider.email);
  expect(await patchAs(provider.access_token, `bookings?tracking_code=eq.${code}`, { status: 'confirmed' })).toBe(204);
  const second = await send('Thank you! Call me on 98450 12345 about the menu.');
  // One conversation per booking: the second message continues it.
  expect(second).toBe(first);

  const rows = await sql<{ body: string; masked: boolean; booking_id: string }>(
    `select m.body, m.masked, c.booking_id from public.messages m join public.conversations c on c.id = m.conversation_id
      where c.id = $1 order by m.created_at`,
    [first],
  );
  expect(rows.map((row) => [row.booking_id, row.masked])).toEqual([
    [bookingId, true],
    [bookingId, false],
  ]);
  expect(rows[0]!.body).not.toMatch(/98450|12345/);
  expect(rows[1]!.body).toBe('Thank you! Call me on 98450 12345 about the menu.');
});
