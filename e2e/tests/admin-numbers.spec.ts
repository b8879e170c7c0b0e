// Issue 26, item 7: the numbers page's figures equal what this test works out from rows it made
// (support/admin.ts: a week of bookings in March 2019, no one else's), in the cards and in each
// chart's table view; a chart's CSV export, read back from the download; and the page in Hindi
// on a phone.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { axe } from '../support/axe';
import { signInViaApi } from '../support/auth';
import { DEMO } from '../support/db';
import { expectedMetrics, metricsFixture, METRICS_WINDOW, type MetricsFixture } from '../support/admin';

let fixture: MetricsFixture;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  fixture = await metricsFixture();
});
test.afterAll(async () => {
  await fixture?.cleanup();
});

const AT = `/admin/numbers?from=${METRICS_WINDOW.from}&to=${METRICS_WINDOW.to}`;
// Written out here rather than borrowed from the app: ₹ with Indian grouping, whole rupees.
const rupees = (paise: number) => `₹${Math.round(paise / 100).toLocaleString('en-IN')}`;
const cells = (page: Page, panel: string) =>
  page.getByRole('region', { name: panel, exact: true }).getByRole('table').locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')));
const STATUS_WORDS: Record<string, string> = {
  confirmed: 'Confirmed', completed: 'Completed', declined: 'Declined', requested: 'Requested', payment_expired: 'Payment time ran out',
};

test('the cards and tables equal the figures worked out from the rows made for the range', async ({ page }) => {
  const expected = expectedMetrics(fixture.rows);
  // The fixture is what it means to be: every kind of figure has something to count.
  expect(expected.requests).toBe(4);
  expect(expected.refunds).toBeGreaterThan(0);

  await signInViaApi(page, DEMO.admin.email);
  await page.goto(AT);
  await expect(page.getByRole('heading', { level: 1, name: 'Numbers' })).toBeVisible();
  const card = (label: string) => page.locator('.numbers-cards > div').filter({ has: page.getByRole('term').filter({ hasText: label }) }).getByRole('definition').first();
  await expect(card('GMV confirmed')).toHaveText(rupees(expected.gmvConfirmed));
  await expect(card('GMV completed')).toHaveText(rupees(expected.gmvCompleted));
  await expect(card('Advances collected')).toHaveText(rupees(expected.advances));
  await expect(card('Refunds')).toHaveText(rupees(expected.refunds));
  await expect(card('Requests confirmed')).toHaveText(`${(expected.conversion! * 100).toFixed(1)}%`);
  await expect(page.getByText(`${expected.confirmed} of ${expected.requests} requests`)).toBeVisible();
  // One hour, the middle of the three answers (30 min, 1 h, 3 h).
  expect(expected.medianResponseSeconds).toBe(3600);
  await expect(card('Median provider response')).toHaveText('1 h 0 min');

  // Bookings by status, day by day across the seven days (India's days: the 02:00 booking is on the 7th).
  const byStatus = page.getByRole('region', { name: 'Bookings by status, per day', exact: true });
  await byStatus.getByRole('button', { name: 'Table' }).click();
  const header = await byStatus.getByRole('table').locator('thead th').allTextContents();
  const statuses = header.slice(1, -1);
  const dayRows = await cells(page, 'Bookings by status, per day');
  expect(dayRows).toHaveLength(7);
  const days = ['2019-03-04', '2019-03-05', '2019-03-06', '2019-03-07', '2019-03-08', '2019-03-09', '2019-03-10'];
  const statusOfHeader = Object.fromEntries(Object.entries(STATUS_WORDS).map(([status, words]) => [words, status]));
  expect(statuses.map((words) => statusOfHeader[words]).sort()).toEqual([...new Set(fixture.rows.map((row) => row.status))].sort());
  dayRows.forEach((row, index) => {
    const counts = expected.byDay.get(days[index]!) ?? new Map<string, number>();
    expect(row.slice(1, -1), days[index]).toEqual(statuses.map((words) => String(counts.get(statusOfHeader[words]!) ?? 0)));
    expect(row.at(-1)).toBe(String([...counts.values()].reduce((a, b) => a + b, 0)));
  });

  for (const [panel, list] of [['Top categories', expected.categories.map((c) => [c.name, c.bookings, c.gmv] as const)], ['Top cities', expected.cities.map((c) => [c.city, c.bookings, c.gmv] as const)]] as const) {
    await page.getByRole('region', { name: panel, exact: true }).getByRole('button', { name: 'Table' }).click();
    expect(await cells(page, panel), panel).toEqual(list.map(([name, bookings, gmv]) => [name, String(bookings), rupees(gmv)]));
  }
});

test('a chart exports as CSV: the downloaded file has the BOM, the header and a row per city', async ({ page }) => {
  const expected = expectedMetrics(fixture.rows);
  await signInViaApi(page, DEMO.admin.email);
  await page.goto(AT);
  const cities = page.getByRole('region', { name: 'Top cities', exact: true });
  const [download] = await Promise.all([page.waitForEvent('download'), cities.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`utsav-top-cities-${METRICS_WINDOW.from}-${METRICS_WINDOW.to}.csv`);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).trimEnd().split('\r\n');
  expect(lines).toEqual(['City,Bookings,GMV (₹)', ...expected.cities.map((c) => `${c.city},${c.bookings},${(c.gmv / 100).toFixed(2)}`)]);
});

test('in Hindi on a 390 px phone: the page in Hindi, nothing sideways, axe clean', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('utsav.lang', 'hi'));
  await signInViaApi(page, DEMO.admin.email);
  await page.goto(AT);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'आँकड़े' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'पिछले 7 दिन' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'शीर्ष शहर', exact: true })).toBeVisible();
  await page.getByRole('region', { name: 'स्थिति के अनुसार बुकिंग, प्रतिदिन', exact: true }).getByRole('button', { name: 'तालिका' }).click();
  await expect(page.getByRole('columnheader', { name: 'पक्की हो गई' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const { violations } = await axe(page).include('.numbers-page').analyze();
  expect(violations).toEqual([]);
  await context.close();
});
