// Razorpay Checkout as the booking specs drive it: the local gateway's dialog (checkout.js) in
// its iframe, paid with Razorpay's test card.
import type { Page } from '@playwright/test';

export const checkoutFrame = (page: Page) => page.frameLocator('iframe[title="Razorpay Checkout"]');

/** Checkout asks for a phone number, as Razorpay's does; the specs' customers signed up without one. */
export async function fillCheckoutContact(page: Page): Promise<void> {
  const phone = checkoutFrame(page).getByLabel('Phone');
  if (!(await phone.inputValue())) await phone.fill('9876543210');
}

/** Pays the open Checkout with the test card that succeeds. */
export async function payByCard(page: Page): Promise<void> {
  const frame = checkoutFrame(page);
  await fillCheckoutContact(page);
  await frame.getByLabel('Card number').fill('5104 0600 0000 0008');
  await frame.getByLabel('Expiry (MM/YY)').fill('12/40');
  await frame.getByLabel('CVV').fill('123');
  await frame.getByRole('button', { name: /^Pay ₹/ }).click();
}
