// The flows that go through an email, as hosted Supabase runs them: the emails are read
// from the local stack's mail catcher (MailDev), as a user reads their inbox.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AUTH_STORAGE_KEY, createConfirmedUser, passwordSession, signInViaApi, toastWith } from '../support/auth';
import { sql } from '../support/db';
import { E2E_ANON_KEY, E2E_INBOX_URL, E2E_SHELL_URL, E2E_SUPABASE_URL } from '../support/e2e-env';
import { linkIn, waitForEmail } from '../support/mail';

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.in`;

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
}

/** A sign-up through the auth API that waits for its confirmation, as the registration form leaves it. */
async function unconfirmedUser(email: string, password: string) {
  const r = await fetch(`${E2E_SUPABASE_URL}/auth/v1/signup?redirect_to=${encodeURIComponent(`${E2E_SHELL_URL}/auth/callback`)}`, {
    method: 'POST',
    headers: { apikey: E2E_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, data: { full_name: 'Kiran Das' } }),
  });
  expect(r.status).toBe(200);
  return (await waitForEmail(email)).id;
}

test('signing in unconfirmed explains beside the form and resends the link, which then signs in', async ({ page }) => {
  const email = uniqueEmail('unconfirmed');
  const firstMail = await unconfirmedUser(email, 'Utsav@2026');
  try {
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Utsav@2026');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const message = `Please confirm your email address first: open the link we sent to ${email}.`;
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page.locator('form')).toHaveAccessibleDescription(message);
    await expectNoViolations(page);

    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByRole('status').filter({ hasText: `We sent a new confirmation link to ${email}.` })).toBeVisible();
    const mail = await waitForEmail(email, { except: [firstMail] });
    await page.goto(linkIn(mail));
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    expect(page.url()).not.toContain('access_token');
  } finally {
    await sql('delete from auth.users where email = $1', [email]);
  }
});

test('a used confirmation link explains itself and offers the way back', async ({ page }) => {
  const email = uniqueEmail('usedlink');
  await unconfirmedUser(email, 'Utsav@2026');
  try {
    const link = linkIn(await waitForEmail(email));
    await page.goto(link);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't sign you in" })).toBeVisible();
    await expect(page.getByText('This link has expired or was already used.')).toBeVisible();
  } finally {
    await sql('delete from auth.users where email = $1', [email]);
  }
});

test('forgot password: the link opens a page that sets a new password, and the old one stops working', async ({ page }) => {
  const email = uniqueEmail('forgot');
  await createConfirmedUser(email, 'Utsav@2026', { full_name: 'Nila Raman' });
  try {
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Enter your email address.');
    await expectNoViolations(page);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();

    const mail = await waitForEmail(email);
    expect(mail.subject).toBe('Reset your Utsav password');
    await page.goto(linkIn(mail));
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(/Use at least 8 characters/);
    await expectNoViolations(page);
    await page.getByLabel('New password', { exact: true }).fill('Reset@2026');
    await page.getByLabel('Confirm password').fill('Reset@2026');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(toastWith(page, 'Your password has been changed')).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await expect(passwordSession(email, 'Utsav@2026')).rejects.toThrow(/400/);
    await passwordSession(email, 'Reset@2026');
  } finally {
    await sql('delete from auth.users where email = $1', [email]);
  }
});

test('the reset page without a reset session offers a new link', async ({ page }) => {
  await page.goto('/auth/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'This reset link has expired' })).toBeVisible();
  await page.getByRole('link', { name: 'Send a new reset link' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
});

test('changing the password asks for the current one and signs out the other devices', async ({ page }) => {
  const email = uniqueEmail('changepw');
  await createConfirmedUser(email, 'Utsav@2026', { full_name: 'Arun Pillai' });
  const otherDevice = await passwordSession(email, 'Utsav@2026');
  try {
    await signInViaApi(page, email, 'Utsav@2026');
    await page.goto('/profile');
    const settings = page.getByRole('region', { name: 'Settings' });
    await settings.getByLabel('New password').fill('Newer@2026');
    await settings.getByLabel('Confirm password').fill('Newer@2026');
    await settings.getByRole('button', { name: 'Change password' }).click();
    await expect(settings.getByLabel('Current password')).toHaveAccessibleDescription('Enter your current password.');
    await settings.getByLabel('Current password').fill('Wrong@2026');
    await settings.getByRole('button', { name: 'Change password' }).click();
    await expect(settings.getByLabel('Current password')).toHaveAccessibleDescription('Your current password is not correct.');
    await expect(settings.getByLabel('Current password')).toBeFocused();
    await expectNoViolations(page);
    await settings.getByLabel('Current password').fill('Utsav@2026');
    await settings.getByRole('button', { name: 'Change password' }).click();
    await expect(toastWith(page, 'Password changed')).toBeVisible();

    const r = await fetch(`${E2E_SUPABASE_URL}/auth/v1/user`, { headers: { apikey: E2E_ANON_KEY, authorization: `Bearer ${otherDevice.access_token}` } });
    expect(r.status).toBe(403);
    // This tab stays signed in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    // The new password signs in (the form itself is the sign-in specs').
    await passwordSession(email, 'Newer@2026');
  } finally {
    await sql('delete from auth.users where email = $1', [email]);
  }
});

test('reloading /auth/callback after signing in keeps the user signed in', async ({ page }) => {
  const email = uniqueEmail('reload');
  await unconfirmedUser(email, 'Utsav@2026');
  try {
    // Where the link lands, tokens and all (what the address bar held before the page cleared it).
    const landing = await fetch(linkIn(await waitForEmail(email)), { redirect: 'manual' });
    const callbackUrl = landing.headers.get('location')!;
    expect(callbackUrl).toContain('/auth/callback#access_token=');
    await page.goto(callbackUrl);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    // The tokens left the address bar at once: a reload of the callback has none to replay.
    await page.goto('/auth/callback');
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    // Even the old URL with its tokens again (from history) signs nobody out.
    await page.goto(callbackUrl);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), AUTH_STORAGE_KEY);
    expect(stored?.user?.email).toBe(email);
    const r = await fetch(`${E2E_SUPABASE_URL}/auth/v1/user`, { headers: { apikey: E2E_ANON_KEY, authorization: `Bearer ${stored.access_token}` } });
    expect(r.status).toBe(200);
  } finally {
    await sql('delete from auth.users where email = $1', [email]);
  }
});

test('the mail catcher has a web inbox where the emails can be read', async ({ page }) => {
  const email = uniqueEmail('inbox');
  await unconfirmedUser(email, 'Utsav@2026');
  try {
    await page.goto(E2E_INBOX_URL);
    await expect(page.getByText(email).first()).toBeVisible();
    await expect(page.getByText('Confirm your email for Utsav').first()).toBeVisible();
  } finally {
    await sql('delete from auth.users where email = $1', [email]);
  }
});
