import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { AUTH_STORAGE_KEY } from '../support/auth';
import { linkIn, waitForEmail } from '../support/mail';
import { DEMO, sql } from '../support/db';

// The form's own checks (messages beside the fields, focus, kept input, Hindi) are component
// tests: shell/src/features/account/components/register-page.test.tsx. Here, the real server.

const uniqueEmail = () => `join-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.in`;

test('an email already in use is reported beside the email field, keeping the rest', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Priya Again');
  await page.getByLabel('Email').fill(DEMO.customer.email);
  await page.getByLabel('Phone number').fill('9876543210');
  await page.getByLabel('Password', { exact: true }).fill('Str0ngPass');
  await page.getByLabel('Confirm password').fill('Str0ngPass');
  await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('An account with this email already exists. Sign in instead');
  await expect(page.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute('href', '/auth/login');
  await expect(page.getByLabel('Full name')).toHaveValue('Priya Again');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Str0ngPass');
});

test('good input creates a guest with a profile; the emailed link confirms and signs them in', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Asha Rao');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('+91 98450 12345');
  await page.getByLabel('Password', { exact: true }).fill('Utsav@2026');
  await page.getByLabel('Confirm password').fill('Utsav@2026');
  await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  try {
    // Email confirmation is on, as on hosted Supabase: no session yet.
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(`We sent a confirmation link to ${email}.`)).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
    expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
    const [profile] = await sql<{ user_type: string; full_name: string; phone: string }>(
      'select p.user_type, p.full_name, p.phone from public.profiles p join auth.users u on u.id = p.id where u.email = $1',
      [email],
    );
    expect(profile).toEqual({ user_type: 'guest', full_name: 'Asha Rao', phone: '+919845012345' });
    // The DPDP Act's proof: which policy versions were accepted, recorded by the sign-up trigger.
    const consents = await sql<{ method: string }>(
      'select c.method from public.user_consents c join auth.users u on u.id = c.user_id where u.email = $1',
      [email],
    );
    expect(consents).toEqual([{ method: 'sign_up_form' }]);

    const mail = await waitForEmail(email);
    expect(mail.subject).toBe('Confirm your email for Utsav');
    await page.goto(linkIn(mail));
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await expect(page.locator('.site-header__account').getByRole('link', { name: 'Become a Provider' })).toBeVisible();
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.user?.email, AUTH_STORAGE_KEY)).toBe(email);
  } finally {
    await sql('delete from auth.users where email = $1', [email]);
  }
});
