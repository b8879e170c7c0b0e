import { expect, test } from '@playwright/test';
import { signInViaApi, signInViaUi, toastWith } from '../support/auth';
import { DEMO } from '../support/db';
import { registryApps } from '../../tooling/ports.mjs';

// Every guarded route of the registry, a made-up id in place of each parameter.
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

  test('the guard shows its spinner for 500 ms before redirecting', async ({ page }) => {
    // Timestamps taken in the page: when the spinner first appears and when the URL changes.
    await page.addInitScript(() => {
      const marks: Record<string, number> = {};
      (window as unknown as { __guard: typeof marks }).__guard = marks;
      new MutationObserver(() => {
        if (!marks.spinner && document.querySelector('[data-testid="auth-guard-spinner"]')) marks.spinner = performance.now();
        if (!marks.left && location.pathname === '/auth/login') marks.left = performance.now();
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth\/login/);
    const { spinner, left } = await page.evaluate(() => (window as unknown as { __guard: { spinner: number; left: number } }).__guard);
    expect(spinner).toBeGreaterThan(0);
    expect(left - spinner).toBeGreaterThanOrEqual(480);
    expect(left - spinner).toBeLessThan(1500);
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

  for (const next of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
    test(`a return address of ${next} is ignored (no open redirect)`, async ({ page }) => {
      await signInViaUi(page, DEMO.customer.email, undefined, `/auth/login?redirect=${encodeURIComponent(next)}`);
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    });
  }
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

  test('a failed admin check gets Authentication Error and goes to the login page', async ({ page }) => {
    await signInViaApi(page, DEMO.admin.email);
    await page.route('**/rest/v1/rpc/is_user_admin', (route) => route.abort());
    await page.goto('/admin');
    const toast = toastWith(page, 'Authentication Error');
    await expect(toast).toContainText('Unable to verify admin privileges.');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

test('a signed-in customer sees protected pages after the guard', async ({ page }) => {
  await signInViaApi(page, DEMO.customer.email);
  await page.addInitScript(() => {
    const marks: Record<string, number> = {};
    (window as unknown as { __guard: typeof marks }).__guard = marks;
    new MutationObserver(() => {
      if (!marks.spinner && document.querySelector('[data-testid="auth-guard-spinner"]')) marks.spinner = performance.now();
      if (!marks.page && document.querySelector('.profile-page')) marks.page = performance.now();
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  const { spinner, page: shown } = await page.evaluate(() => (window as unknown as { __guard: { spinner: number; page: number } }).__guard);
  expect(spinner).toBeGreaterThan(0);
  expect(shown - spinner).toBeGreaterThanOrEqual(480);
});
