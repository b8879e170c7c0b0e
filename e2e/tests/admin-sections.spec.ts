// Issue 26: every section of the admin remote against the real database on a 320 px phone: each
// page answers from its SQL function (the seed's pending application, people, bookings, the audit
// log), nothing scrolls sideways (wide tables scroll inside their own box), the section tabs reach
// every section, and each page is axe clean. A list's Export CSV holds every row of its filter.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInViaApi } from '../support/auth';
import { axe } from '../support/axe';
import { DEMO } from '../support/db';

test.use({ viewport: { width: 320, height: 720 } });

const SECTIONS = [
  { tab: 'Overview', path: '/admin', heading: 'Admin' },
  { tab: 'Approvals', path: '/admin/approvals', heading: 'Approvals' },
  { tab: 'People', path: '/admin/people', heading: 'People' },
  { tab: 'Bookings', path: '/admin/bookings', heading: 'Bookings' },
  { tab: 'Moderation', path: '/admin/moderation', heading: 'Moderation' },
  { tab: 'Audit log', path: '/admin/audit', heading: 'Audit log' },
] as const;

test('each admin section loads its rows from the database at 320 px: no sideways scroll, axe clean', async ({ page }) => {
  await signInViaApi(page, DEMO.admin.email);
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  for (const section of SECTIONS) {
    await nav.getByRole('link', { name: section.tab }).click();
    await expect(page).toHaveURL(new RegExp(`${section.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: section.heading, exact: true })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Retry' })).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, section.path).toBeLessThanOrEqual(0);
    const { violations } = await axe(page).include('main').analyze();
    expect(violations, section.path).toEqual([]);
  }
});

test("the seed's pending application, a person and a booking open from their lists with the database's details", async ({ page }) => {
  await signInViaApi(page, DEMO.admin.email);
  await page.goto('/admin/approvals');
  const queue = page.getByRole('table', { name: /^Applications/ });
  await expect(queue.getByRole('row')).not.toHaveCount(1);
  await queue.getByRole('row').nth(1).getByRole('link').click();
  await expect(page.getByRole('region', { name: 'Details' })).toContainText(/@/);
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();

  await page.goto('/admin/people');
  await page.getByLabel('Name, email or phone').fill('customer@utsav.test');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('table', { name: 'People found' }).getByRole('row').filter({ hasText: 'customer@utsav.test' }).getByRole('link').click();
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('customer@utsav.test');
  await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toBeVisible();

  await page.goto('/admin/bookings');
  const bookings = page.getByRole('table', { name: 'Bookings found' });
  await bookings.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'Timeline' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Act for a party' })).not.toContainText('Loading');
});

test("Export CSV on the bookings list: every row of the filter, with the BOM and the list's columns", async ({ page }) => {
  await signInViaApi(page, DEMO.admin.email);
  await page.goto(`/admin/bookings?customer=${DEMO.customer.id}`);
  const range = page.getByRole('navigation', { name: /^Pages of Bookings found/ }).getByText(/ of /);
  const total = Number((await range.textContent())!.split(' of ')[1]!.replace(/,/g, ''));
  expect(total).toBeGreaterThan(0);
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Export CSV.*Bookings/ }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^utsav-bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Code,Status,Event date,Service or bundle,Customer,Provider,Total (₹),Advance (₹),Paid (₹),Refunded (₹),Created');
  expect(lines).toHaveLength(total + 1);
  expect(lines.slice(1).every((line) => /^UTS-[A-Z0-9]{6},/.test(line))).toBe(true);
});
