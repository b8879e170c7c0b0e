import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { sql } from '../support/db';
import { CATALOG } from '../support/catalog-ids';
import { createThrowawayUser } from '../support/auth';
import { signInAs, signInAsNewCustomer } from '../support/catalog-session';
import { reviewProvider, submitApplicationAs } from '../support/providers';

test('a provider page shows the profile, services, bundles, languages, areas, rating and reviews with replies; an unknown id is not found', async ({ page }) => {
  await signInAs(page, 'customer@utsav.test');
  await page.goto(`/provider/${CATALOG.shubhUtsav}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Shubh Utsav Events' })).toBeVisible();
  await expect(page.getByText('Bengaluru · 14 years of experience')).toBeVisible();
  await expect(page.getByLabel(/^Rated \d\.\d out of 5 from 7 reviews$/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Languages' }).getByRole('listitem')).toHaveText(['Kannada', 'Tamil', 'English', 'Hindi']);
  await expect(page.getByRole('region', { name: 'Areas served' })).toContainText('Jayanagar');
  await expect(page.getByRole('list', { name: 'Services' }).getByRole('article')).toHaveCount(7);
  await expect(page.getByRole('list', { name: 'Bundles' }).getByRole('article')).toHaveCount(3);
  const reviews = page.getByRole('region', { name: 'Reviews (7)' });
  await expect(reviews.getByRole('article')).toHaveCount(5);
  await reviews.getByRole('button', { name: 'Show more reviews' }).click();
  await expect(reviews.getByRole('article')).toHaveCount(7);
  const priya = reviews.getByRole('article', { name: 'Review by Priya S.' });
  await expect(priya).toContainText('Reply from Shubh Utsav Events');
  await expect(priya).toContainText('Thank you Priya ji!');
  // The demo customer saved this provider in the seed.
  await expect(page.getByRole('button', { name: 'Remove Shubh Utsav Events from favourites' })).toHaveAttribute('aria-pressed', 'true');
  // She has bookings the provider confirmed, so she may call (migrations 0022, 0034); phones are stored as +91 and ten digits.
  await expect(page.getByRole('link', { name: 'Call +919845012345' })).toHaveAttribute('href', 'tel:+919845012345');
  const { violations } = await new AxeBuilder({ page }).include('#main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);

  // An unknown or malformed provider id is not found.
  await page.goto('/provider/b0000000-0000-4000-8000-000000000999');
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible();
  await page.goto('/provider/not-a-uuid');
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible();
});

test('messaging a provider starts the conversation (send_message) and opens it in the profile; an empty message is refused, contact details are masked', async ({ page }) => {
  const user = await signInAsNewCustomer(page, 'contact');
  await page.goto(`/provider/${CATALOG.shubhUtsav}`);
  const box = page.getByRole('textbox', { name: 'Message Shubh Utsav Events' });
  // No booking the provider confirmed: no phone number, the message box instead.
  await expect(box).toBeVisible();
  await expect(page.getByRole('link', { name: /^Call / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Write a message first.')).toBeVisible();
  await box.fill('Namaste, are you free for a griha pravesh on the 14th? Call me on 98450 12345.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent to Shubh Utsav Events').first()).toBeVisible();
  await expect(page).toHaveURL(/\/profile\?conversation=[0-9a-f-]{36}$/);
  const conversation = new URL(page.url()).searchParams.get('conversation');
  const rows = await sql<{ conversation_id: string; body: string; masked: boolean; client_id: string | null; booking_id: string | null }>(
    `select m.conversation_id, m.body, m.masked, m.client_id, c.booking_id from public.messages m join public.conversations c on c.id = m.conversation_id
     where c.customer_id = $1 and c.provider_id = $2`,
    [user.id, CATALOG.shubhUtsav],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ conversation_id: conversation, masked: true, booking_id: null });
  expect(rows[0]!.client_id).toMatch(/^[0-9a-f-]{36}$/);
  // Stored masked: the provider can never read the number before a confirmed booking.
  expect(rows[0]!.body).toContain('Namaste, are you free for a griha pravesh on the 14th?');
  expect(rows[0]!.body).not.toMatch(/98450|12345/);
  // Back on the provider's page, the conversation is one click away.
  await page.goto(`/provider/${CATALOG.shubhUtsav}`);
  await expect(page.getByRole('link', { name: 'Your conversation with Shubh Utsav Events' })).toHaveAttribute('href', `/profile?conversation=${conversation}`);
});

test('a provider on their own page is sent to their messages, not offered a box to write to themselves', async ({ page }) => {
  await signInAs(page, 'provider@utsav.test');
  await page.goto(`/provider/${CATALOG.shubhUtsav}`);
  const contact = page.getByRole('region', { name: 'Contact' });
  await expect(contact.getByRole('link', { name: 'Your messages from customers are in your dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(contact.getByRole('textbox')).toHaveCount(0);
});

test('on a 320 px phone a customer sees what an approved provider edits: the portfolio at its size, travel and how to reach them', async ({ browser }) => {
  const applicant = await createThrowawayUser('provider-page');
  // Three 64×48 photos uploaded to Storage as the form does, then approved through the API.
  const providerId = await submitApplicationAs(applicant, 'Adyar Mehendi House');
  await reviewProvider(providerId, 'approved');

  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  // The registry guards /provider/:id (signed-in users), as for the seeded provider above.
  await signInAsNewCustomer(page, 'provider-page');
  await page.goto(`/provider/${providerId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Adyar Mehendi House' })).toBeVisible();
  const photos = page.getByRole('region', { name: 'Portfolio' }).getByRole('img');
  await expect(photos).toHaveCount(3);
  await expect(photos.nth(1)).toHaveAccessibleName('Work by Adyar Mehendi House, photo 2 of 3');
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveAttribute('width', '64');
    await expect(photo).toHaveAttribute('height', '48');
    // Served by Storage's public bucket: the browser decoded a real 64×48 image.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
  }
  await expect(page.getByRole('region', { name: 'Travel' })).toHaveText(/Works in and around Chennai only\./);
  await expect(page.getByRole('region', { name: 'Prefers to be reached by' }).getByRole('listitem')).toHaveText(['WhatsApp']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const { violations } = await new AxeBuilder({ page }).include('#main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  await context.close();
});
