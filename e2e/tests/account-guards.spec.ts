import { expect, test } from '@playwright/test';
import { signInViaApi, signInViaUi, toastWith } from '../support/auth';
import { DEMO } from '../support/db';
import { registryApps } from '../../tooling/ports.mjs';

// Every guarded route of the registry really sits behind its guard in the running apps. How a
// guard behaves (its 500 ms spinner, the toasts, a failed admin check, a session that ends) is
// the component tests' (shared/auth/route-guards.test.tsx).

// A made-up id in place of each parameter.
const guarded = (guard: 'auth' | 'admin') =>
  (registryApps as { routes: { path: string; guard: string }[] }[])
    .flatMap((app) => app.routes)
    .filter((route) => route.guard === guard)
    .map((route) => route.path.replace(/:[A-Za-z]+/g, '6b1f3c2e-0000-4000-8000-000000000000'));
const PROTECTED = guarded('auth');
const ADMIN = guarded('admin');

test('the registry has guarded routes to test', () => {
  expect(PROTECTED).toContain('/profile');
  expect(ADMIN).toContain('/admin');
});

test.describe('signed out', () => {
  for (const path of [...PROTECTED, ...ADMIN]) {
    test(`${path} redirects to the login page with the Authentication Required toast`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/auth/login\\?redirect=${encodeURIComponent(path).replace(/[.?]/g, '\\$&')}$`));
      const toast = toastWith(page, 'Authentication Required');
      await expect(toast).toContainText('Please log in to access this page');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    });
  }

  // Why toastWith looks for the toast in its region: Radix's role=status copy of it, for screen
  // readers, is gone after 1 s, while the toast stays for its 5 s. Matching that copy failed the
  // admin-route tests now and then on a loaded machine (a screencast showed the toast on screen).
  test('the refusal toast stays on screen after its screen-reader copy is gone', async ({ page }) => {
    await page.goto('/profile');
    const toast = toastWith(page, 'Authentication Required');
    // Hovering pauses the toast's timer, so nothing here races its 5 s.
    await toast.hover();
    await expect(page.getByRole('status').filter({ hasText: 'Authentication Required' })).toHaveCount(0);
    await expect(toast).toContainText('Please log in to access this page');
  });

  test('after signing in, the user returns to the page that sent them away', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fprofile$/);
    await page.getByLabel('Email').fill(DEMO.customer.email);
    await page.getByLabel('Password', { exact: true }).fill('Utsav@123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  });

  // The other spellings of another site are the unit tests' (shared/auth/login-url.test.ts).
  test('a return address on another site is ignored after signing in (no open redirect)', async ({ page }) => {
    await signInViaUi(page, DEMO.customer.email, undefined, `/auth/login?redirect=${encodeURIComponent('https://evil.example/')}`);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  });
});

test.describe('admin route', () => {
  for (const path of ADMIN) {
    test(`an admin passes the admin check on ${path}`, async ({ page }) => {
      await signInViaApi(page, DEMO.admin.email);
      const check = page.waitForRequest((request) => request.url().includes('/rest/v1/rpc/is_user_admin'));
      await page.goto(path);
      expect((await check).postDataJSON()).toEqual({ user_id: DEMO.admin.id });
      await expect(page.getByTestId('auth-guard-spinner')).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(toastWith(page, /Access Denied|Authentication/)).toHaveCount(0);
    });
  }

  for (const who of ['customer', 'provider'] as const) {
    test(`a ${who} gets Access Denied and goes to the login page`, async ({ page }) => {
      await signInViaApi(page, DEMO[who].email);
      await page.goto('/admin');
      const toast = toastWith(page, 'Access Denied');
      await expect(toast).toContainText("You don't have admin privileges.");
      await expect(page).toHaveURL(/\/auth\/login$/);
      await expect(page.getByText(`You're signed in as ${DEMO[who].email}.`)).toBeVisible();
    });
  }
});
