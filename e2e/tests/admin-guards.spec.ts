// Issue 26: the spec's admin check (§ Admin check, is_user_admin) in front of every /admin page as
// the shell mounts the admin remote: its exact toasts and where each visitor is sent.
// account-guards.spec.ts covers /admin itself; these are the remote's sections.
import { expect, test } from '@playwright/test';
import { signInViaApi, signInViaUi, toastWith } from '../support/auth';
import { DEMO } from '../support/db';

const loginFor = (path: string) => new RegExp(`/auth/login\\?redirect=${encodeURIComponent(path).replace(/[.?]/g, '\\$&')}$`);

test('signed out: an admin section sends to the login page with "Authentication Required", and signing in as the admin returns there', async ({ page }) => {
  await page.goto('/admin/numbers');
  await expect(page).toHaveURL(loginFor('/admin/numbers'));
  await expect(toastWith(page, 'Authentication Required')).toContainText('Please log in to access this page');
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Password', { exact: true }).fill('Utsav@123');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/numbers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Numbers' })).toBeVisible();
});

for (const who of ['customer', 'provider'] as const) {
  test(`a ${who} is refused with "Access Denied – You don't have admin privileges." and sent to the login page`, async ({ page }) => {
    await signInViaApi(page, DEMO[who].email);
    await page.goto('/admin/approvals');
    const toast = toastWith(page, 'Access Denied');
    await expect(toast).toContainText("You don't have admin privileges.");
    await expect(page).toHaveURL(/\/auth\/login$/);
    // Nothing of the section was shown on the way.
    await expect(page.getByRole('heading', { level: 1, name: 'Numbers' })).toHaveCount(0);
  });
}

test('the admin lands on /admin after signing in (spec: "After sign-in: admin goes to /admin")', async ({ page }) => {
  await signInViaUi(page, DEMO.admin.email);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(toastWith(page, /Access Denied|Authentication/)).toHaveCount(0);
});
