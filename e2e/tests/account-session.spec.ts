import { expect, test } from '@playwright/test';
import { AUTH_STORAGE_KEY, createThrowawayUser, seedSession, signInViaApi, signInViaUi, toastWith } from '../support/auth';
import { DEMO, DEMO_PASSWORD, sql } from '../support/db';

// Where each role goes is destinationForRole's (shell/src/features/account/utils/redirect-rules.test.ts);
// here one account the server must be asked about: a provider record awaiting approval still
// counts as one (spec §4). The admin's way to /admin is the Google test's below; home when the
// type cannot be read is destinationForRole(undefined)'s.
test('after sign-in the pending provider goes to the dashboard, the session kept under the fixed key', async ({ page }) => {
  await signInViaUi(page, DEMO.pending.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), AUTH_STORAGE_KEY);
  expect(stored?.user?.email).toBe(DEMO.pending.email);
  expect(stored?.refresh_token).toBeTruthy();
});

test('a wrong password is refused beside the form, and what was typed stays', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(DEMO.customer.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.customer.email);
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('Sign Out clears local storage, says so and goes to the login page', async ({ page }) => {
  // Sign Out ends every session of the account: a user of its own, so no test running beside
  // this one (signed in as a demo account) loses its session.
  const user = await createThrowawayUser('signout');
  await seedSession(page, user);
  await page.goto('/about');
  await page.evaluate(() => {
    localStorage.setItem('utsav.lang', 'en');
    localStorage.setItem('utsav.recent', 'x');
  });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(toastWith(page, 'Signed out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  const keys = await page.evaluate(() => Object.keys(localStorage));
  // Everything personal is gone; the language stays a choice of this device.
  expect(keys).toEqual(['utsav.lang']);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  // The session is really over: a protected page now asks to sign in.
  await page.goto('/profile');
  await expect(toastWith(page, 'Authentication Required')).toBeVisible();
  await sql('delete from auth.users where id = $1', [user.user.id]);
});

test('a failed sign-out says so and keeps the user signed in', async ({ page }) => {
  await signInViaApi(page, DEMO.customer.email);
  await page.goto('/about');
  await page.route('**/auth/v1/logout*', (route) => route.abort());
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(toastWith(page, 'Failed to sign out. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).not.toBeNull();
});

test('the session is shared: a sign-in in one tab reaches the other', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/about');
  await expect(first.getByRole('link', { name: 'Join Us' })).toBeVisible();
  const second = await context.newPage();
  await signInViaUi(second, DEMO.customer.email);
  await expect(first.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('Continue with Google signs in through the local OpenID provider and returns to the page asked for', async ({ page }) => {
  // A new test Google account: the stand-in only makes them at its own domain, as Google does.
  const email = `google-${Date.now()}@gmail.test`;
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fprofile$/);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await page.getByLabel('New account email').fill(email);
  await page.getByLabel('New account password').fill('Google@2026');
  await page.getByRole('button', { name: 'Create account and continue' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // The tokens never stay in the address bar.
  expect(page.url()).not.toContain('access_token');
});

test('Google sign-in of the demo admin needs its password and lands on /admin', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  // The stand-in's demo accounts have the README's demo password; without it, nothing.
  await page.getByLabel('Email address').fill(DEMO.admin.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('alert')).toContainText('Wrong email or password');
  await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('a callback with an error explains and offers the way back', async ({ page }) => {
  await page.goto('/auth/callback#error=access_denied&error_description=The+user+cancelled');
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't sign you in" })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});
