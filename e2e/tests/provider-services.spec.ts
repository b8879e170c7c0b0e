// Issue 24, item 7: the seeded approved provider adds a service at /service/add and finds it on its
// category page and in search at once; blocks a day at /service/add?view=availability and a
// customer's request form refuses that day. What each role may do is
// supabase/tests/provider_services.test.ts's; the form's states are service-workspace-page.test.tsx's.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from '../support/auth';
import { CATALOG } from '../support/catalog-ids';
import { signInAsNewCustomer } from '../support/catalog-session';
import { DEMO, sql } from '../support/db';

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const axeViolations = async (page: Page, selector: string) =>
  (await new AxeBuilder({ page }).include(selector).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);

/** India's calendar day `days` from now, YYYY-MM-DD. */
const indiaDay = (days: number) => new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);

test('an approved provider adds a service and finds it on its category page and in search', async ({ page }) => {
  // A title of this run's own, so search finds exactly it.
  const token = Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6);
  const title = `Santoor recital ${token}`;
  await page.setViewportSize({ width: 320, height: 800 });
  await signInViaApi(page, DEMO.provider.email);
  try {
    await page.goto('/service/add');
    await expect(page.getByRole('heading', { level: 1, name: 'Add a new service' })).toBeVisible();
    await page.getByLabel('Category').selectOption('music');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Description (optional)', exact: true }).fill('Santoor and tabla for receptions and sangeet evenings.');
    await page.getByLabel('Price (₹)').fill('18000');
    await page.getByLabel('Duration (hours)').fill('2');
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.getByRole('button', { name: 'Save service' }).click();
    await expect(page.getByText('Saved. It is in the catalogue now.')).toBeVisible();
    // It is in the list of the provider's services, listed.
    await expect(page.locator('.services-list__item').filter({ hasText: title }).getByText('Listed', { exact: true })).toBeVisible();

    // Its public page names the provider, with a link to the provider's page.
    await page.getByRole('link', { name: 'See it as customers do' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.catalog-detail__header').getByRole('link', { name: 'Shubh Utsav Events' })).toHaveAttribute('href', `/provider/${CATALOG.shubhUtsav}`);

    // The category page, newest first, and search show it without waiting for anything.
    await page.goto('/services/music?sort=newest');
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    await page.goto(`/search?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole('link', { name: title, exact: true }).first()).toBeVisible();
  } finally {
    await sql(`delete from public.services where title = $1`, [title]);
  }
});

test('a provider blocks a day; the request form refuses it and the category page leaves them out that day', async ({ browser }) => {
  // A day of this spec's own, inside the request form's four-month calendar (other specs book
  // this provider 60-87 and 100-160 days ahead).
  const ahead = 90 + Math.floor(Math.random() * 10);
  const day = indiaDay(ahead);
  const providerContext = await browser.newContext();
  const provider = await providerContext.newPage();
  await provider.setViewportSize({ width: 320, height: 800 });
  await signInViaApi(provider, DEMO.provider.email);
  try {
    await provider.goto('/service/add?view=availability');
    await expect(provider.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
    const months = (Number(day.slice(0, 4)) - Number(indiaDay(0).slice(0, 4))) * 12 + Number(day.slice(5, 7)) - Number(indiaDay(0).slice(5, 7));
    for (let step = 0; step < months; step += 1) await provider.getByRole('button', { name: 'Next month' }).click();
    const label = new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
    const dayButton = provider.getByRole('button', { name: label, exact: true });
    await dayButton.click();
    await expect(dayButton).toHaveAttribute('aria-pressed', 'true');
    await provider.getByRole('button', { name: 'Block the whole day' }).click();
    await expect(provider.getByRole('button', { name: `${label}, blocked` })).toBeVisible();
    await expect(provider.getByText('You take no bookings on this day.')).toBeVisible();
    expect(await noSidewaysScroll(provider)).toBeLessThanOrEqual(0);
    expect(await axeViolations(provider, 'main')).toEqual([]);
    const blocked = await sql(`select 1 from public.provider_blocked_dates where provider_id = $1 and day = $2`, [CATALOG.shubhUtsav, day]);
    expect(blocked).toHaveLength(1);

    // A customer's request form greys the day out and refuses it beside the field.
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    await signInAsNewCustomer(customer, 'blocked-day');
    await customer.goto(`/service-request?service=${CATALOG.bananaLeafMeals}`);
    await expect(customer.getByRole('heading', { level: 1, name: 'Request a booking' })).toBeVisible();
    await customer.getByLabel('Event date').fill(day);
    await customer.getByLabel('Start time').fill('18:00');
    await customer.getByLabel('Number of guests').fill('150');
    await customer.getByLabel('Venue address').fill('12, 4th Cross, Jayanagar, Bengaluru');
    await customer.getByRole('button', { name: /to send the request$/ }).click();
    await expect(customer.getByLabel('Event date')).toHaveAccessibleDescription(/The provider is not available on this date\. Choose another date\./);
    expect(await sql(`select 1 from public.bookings where service_id = $1 and event_date = $2`, [CATALOG.bananaLeafMeals, day])).toHaveLength(0);

    // A visitor (not signed in) filtering a category by that date does not meet the provider's service.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/services/catering?date=${day}&sort=price_desc&city=Bengaluru`);
    await expect(visitor.locator('.catalog-toolbar__count')).toHaveText(/^\d+ services?$/);
    await expect(visitor.getByRole('link', { name: 'Banana Leaf Wedding Meals', exact: true })).toHaveCount(0);
    await visitor.goto(`/services/catering?sort=price_desc&city=Bengaluru`);
    await expect(visitor.getByRole('link', { name: 'Banana Leaf Wedding Meals', exact: true })).toBeVisible();
    await visitorContext.close();
    await customerContext.close();
  } finally {
    await sql(`delete from public.provider_blocked_dates where provider_id = $1 and day = $2`, [CATALOG.shubhUtsav, day]);
    await providerContext.close();
  }
});

test('Create Bundle: the provider combines two services with quantities, sees the totals the database works out, and the bundle is on /bundles', async ({ page }) => {
  const token = Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6);
  const name = `Griha pravesh with lunch ${token}`;
  const pooja = 'c0000000-0000-4000-8000-000000001001';
  const rupees = (paise: number) => `₹${new Intl.NumberFormat('en-IN').format(paise / 100)}`;
  const prices = Object.fromEntries(
    (await sql<{ id: string; price: string }>(`select id::text, price_paise::text as price from public.services where id in ($1, $2)`, [pooja, CATALOG.bananaLeafMeals])).map((row) => [row.id, Number(row.price)]),
  );
  const individual = prices[pooja]! + 150 * prices[CATALOG.bananaLeafMeals]!;
  const price = Math.floor((individual * 0.85) / 100) * 100;
  await page.setViewportSize({ width: 390, height: 844 });
  await signInViaApi(page, DEMO.provider.email);
  try {
    await page.goto('/service/add?view=bundle');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Bundle' })).toBeVisible();
    await page.getByLabel('Bundle name').fill(name);
    await page.getByRole('checkbox', { name: /^Griha Pravesh Pooja \(Kannada Smartha\)/ }).check();
    await page.getByRole('checkbox', { name: /^Banana Leaf Wedding Meals/ }).check();
    await page.locator(`#bundle-quantity-${CATALOG.bananaLeafMeals}`).fill('150');
    await page.getByLabel('Bundle price (₹)').fill(String(price / 100));
    const totals = page.getByRole('region', { name: 'Totals (worked out by Utsav)' });
    await expect(totals.getByTestId('bundle-individual')).toHaveText(rupees(individual));
    await expect(totals.getByTestId('bundle-saving')).toContainText(rupees(individual - price));
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.getByRole('button', { name: 'Save bundle' }).click();
    await expect(page.getByText('Saved. It is on the bundles page now.')).toBeVisible();

    await page.goto(`/bundles?q=${encodeURIComponent(token)}`);
    const card = page.getByTestId('bundle-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText(rupees(individual));
    await expect(card).toContainText(rupees(price));
    await expect(card).toContainText('Banana Leaf Wedding Meals');
  } finally {
    await sql(`delete from public.bundles where name = $1`, [name]);
  }
});

test('a service photo is resized in the browser, uploaded to Storage and shown on the service page with its size', async ({ page }) => {
  const token = Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6);
  const title = `Marigold mandap ${token}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await signInViaApi(page, DEMO.provider.email);
  try {
    await page.goto('/service/add');
    // A real picture of 64 × 40 pixels: a corner of the page itself.
    const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 64, height: 40 } });
    await page.getByLabel('Category').selectOption('decoration');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Price (₹)').fill('45000');
    await page.locator('#service-photos').setInputFiles({ name: 'mandap.png', mimeType: 'image/png', buffer: picture });
    await expect(page.getByRole('list', { name: 'Uploaded photos' }).getByRole('img', { name: 'Service photo 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Save service' }).click();
    await expect(page.getByText('Saved. It is in the catalogue now.')).toBeVisible();

    const [row] = await sql<{ photos: { url: string; width: number; height: number }[]; images: string[] }>(`select photos, images from public.services where title = $1`, [title]);
    expect(row!.photos).toHaveLength(1);
    expect(row!.photos[0]).toMatchObject({ width: 64, height: 40 });
    expect(row!.photos[0]!.url).toMatch(new RegExp(`/storage/v1/object/public/provider-photos/${DEMO.provider.id}/service-[^/]+\\.(webp|jpg)$`));
    expect(row!.images).toEqual([row!.photos[0]!.url]);

    await page.getByRole('link', { name: 'See it as customers do' }).click();
    const photo = page.getByRole('region', { name: `Photos of ${title}` }).getByRole('img').first();
    await expect(photo).toHaveAttribute('src', row!.photos[0]!.url);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  } finally {
    await sql(`delete from public.services where title = $1`, [title]);
  }
});
