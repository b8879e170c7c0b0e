// A remote hosting another remote's widget (issue 23, item 4): the booking remote, running on its
// own port as QA runs it, starts the federation runtime with the registry's remotes (remotes.json)
// and renders the catalogue's favourites widget through shared/federation's RemoteWidget, with the
// signed-in customer's own rows; its own widget is never loaded through federation.
import { expect, test } from '@playwright/test';
import { CATALOG } from '../support/catalog-ids';
import { signInAsNewCustomer } from '../support/catalog-session';
import { sql } from '../support/db';
import { E2E_CATALOG_URL, E2E_PORTS } from '../support/e2e-env';

const booking = `http://localhost:${E2E_PORTS.BOOKING_PORT}`;

test("booking, standalone, renders the catalogue's favourites widget with the customer's favourites", async ({ page }) => {
  const user = await signInAsNewCustomer(page, 'booking-hosts-widget');
  await sql(`insert into public.favourites (user_id, service_id) values ($1, $2)`, [user.id, CATALOG.bananaLeafMeals]);
  const catalogCode: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(E2E_CATALOG_URL) && request.resourceType() === 'script') catalogCode.push(request.url());
  });
  await page.goto(`${booking}/`);
  await page.getByRole('link', { name: "Other apps' widgets" }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Other apps' widgets" })).toBeVisible();
  const favourites = page.getByRole('region', { name: 'Favourites' });
  await expect(favourites.getByRole('listitem')).toHaveCount(1);
  await expect(favourites.getByRole('listitem')).toContainText('Banana Leaf Wedding Meals');
  // The widget's code came from the catalogue's own server, through its federation entry.
  expect(catalogCode.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  await expect(page.getByRole('article', { name: 'booking/BookingHistoryWidget' })).toHaveCount(0);
});
