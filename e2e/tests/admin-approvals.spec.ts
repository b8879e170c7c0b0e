// Issue 26, item 7: an application decided in the admin remote, end to end. The applicant, in
// another browser, is told at once: the bell counts the news and the top bar's Dashboard menu
// appears without a reload (the shell re-reads the provider status when the notification lands
// over Realtime). A rejection's reason reaches the applicant's application page.
import { expect, test, type Page } from '@playwright/test';
import { createThrowawayUser, seedSession, signInViaApi } from '../support/auth';
import { DEMO, sql } from '../support/db';
import { submitApplicationAs } from '../support/providers';

const topBar = (page: Page) => page.locator('.site-header');
const bell = (page: Page) => page.locator('.site-header__account').getByRole('button', { name: /^Notifications/ });

/** Opens the application in the admin remote and takes a decision through its dialog. */
async function decide(admin: Page, providerId: string, businessName: string, decision: RegExp, reason: string) {
  await admin.goto('/admin/approvals');
  // The queue lists it (oldest first, so a fresh one is near the end): it links to the application.
  await admin.getByRole('link', { name: businessName }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/approvals/${providerId}$`));
  await expect(admin.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await admin.getByRole('button', { name: decision }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (reason) await dialog.getByRole('textbox').fill(reason);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden();
}

test('approve: the applicant, signed in elsewhere, sees the dashboard links appear without reloading', async ({ browser }) => {
  const applicant = await createThrowawayUser('admin-approve');
  const businessName = `Approve Studio ${Date.now().toString(36)}`;
  const providerId = await submitApplicationAs(applicant, businessName);

  const applicantContext = await browser.newContext();
  const provider = await applicantContext.newPage();
  await seedSession(provider, applicant);
  await provider.goto('/about');
  await expect(topBar(provider).getByRole('link', { name: 'Application under review' })).toBeVisible();
  await expect(topBar(provider).getByRole('button', { name: 'Dashboard' })).toHaveCount(0);
  const unreadBefore = (await bell(provider).getAttribute('aria-label')) ?? '';

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInViaApi(admin, DEMO.admin.email);
  await decide(admin, providerId, businessName, /^Approve/, '');

  // The applicant's page was not reloaded: the bell and the menu follow the database live.
  await expect(bell(provider)).not.toHaveAccessibleName(unreadBefore);
  await expect(topBar(provider).getByRole('button', { name: 'Dashboard' })).toBeVisible();
  await expect(topBar(provider).getByRole('link', { name: 'Application under review' })).toHaveCount(0);
  await topBar(provider).getByRole('button', { name: 'Dashboard' }).click();
  await expect(provider.getByRole('menuitem', { name: 'Provider Dashboard' })).toHaveAttribute('href', '/dashboard');
  await provider.getByRole('menuitem', { name: 'Provider Dashboard' }).click();
  await expect(provider.getByRole('heading', { level: 1, name: 'Provider dashboard' })).toBeVisible();

  // The decision is in the audit log, with who took it.
  const log = await sql<{ admin_id: string }>(`select admin_id from public.admin_audit_log where target_id = $1`, [providerId]);
  expect(log).toEqual([{ admin_id: DEMO.admin.id }]);
  await Promise.all([applicantContext.close(), adminContext.close()]);
});

test('reject with a reason: the applicant reads it on the application page', async ({ browser }) => {
  const applicant = await createThrowawayUser('admin-reject');
  const businessName = `Reject Studio ${Date.now().toString(36)}`;
  const providerId = await submitApplicationAs(applicant, businessName);
  const reason = 'The PAN on the card does not match the name given';

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInViaApi(admin, DEMO.admin.email);
  await decide(admin, providerId, businessName, /^Reject/, reason);
  await expect.poll(async () => sql(`select status, status_reason from public.service_providers where id = $1`, [providerId])).toEqual([{ status: 'rejected', status_reason: reason }]);

  const applicantContext = await browser.newContext();
  const page = await applicantContext.newPage();
  await seedSession(page, applicant);
  await page.goto('/register/service-provider');
  await expect(page.getByRole('status').filter({ hasText: 'Application not approved' })).toContainText(reason);
  // Told in the bell too.
  await expect(bell(page)).toHaveAccessibleName(/Notifications, [1-9]\d* unread/);
  await Promise.all([applicantContext.close(), adminContext.close()]);
});

test('ask for more information: the applicant\'s top bar changes live, and the form shows what was asked, filled in to send again', async ({ browser }) => {
  const applicant = await createThrowawayUser('admin-needs-info');
  const businessName = `Needs Info Studio ${Date.now().toString(36)}`;
  const providerId = await submitApplicationAs(applicant, businessName);
  const asked = 'Please add your GSTIN: you invoice families above the threshold';

  const applicantContext = await browser.newContext();
  const provider = await applicantContext.newPage();
  await seedSession(provider, applicant);
  await provider.goto('/about');
  await expect(topBar(provider).getByRole('link', { name: 'Application under review' })).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInViaApi(admin, DEMO.admin.email);
  await decide(admin, providerId, businessName, /^Ask for more information/, asked);

  const link = topBar(provider).getByRole('link', { name: 'More information needed' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(provider).toHaveURL(/\/register\/service-provider$/);
  const banner = provider.getByRole('status').filter({ hasText: 'More information needed' });
  await expect(banner).toContainText(asked);
  await expect(provider.getByLabel('Business name')).toHaveValue(businessName);
  await Promise.all([applicantContext.close(), adminContext.close()]);
});
