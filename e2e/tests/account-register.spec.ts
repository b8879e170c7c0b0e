import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { AUTH_STORAGE_KEY } from '../support/auth';
import { linkIn, waitForEmail } from '../support/mail';
import { DEMO, sql } from '../support/db';

const uniqueEmail = () => `join-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.in`;

test('bad input gets a message beside each field, nothing typed is lost, and fixing it clears the message', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Full name').fill('A');
  await page.getByLabel('Email').fill('asha@');
  await page.getByLabel('Phone number').fill('12345 67890');
  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByLabel('Confirm password').fill('passw0rd');
  await page.getByRole('button', { name: 'Create account' }).click();

  const field = (label: string) => page.getByLabel(label, { exact: true });
  await expect(field('Full name')).toHaveAccessibleDescription('Enter at least 2 characters.');
  await expect(field('Email')).toHaveAccessibleDescription('Enter an email address like name@example.com.');
  await expect(field('Phone number')).toHaveAccessibleDescription(
    'Indian mobile number, 10 digits, with or without +91 Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
  );
  await expect(field('Password')).toHaveAccessibleDescription(
    'At least 8 characters, with an upper-case letter, a lower-case letter and a number Use at least 8 characters, with an upper-case letter, a lower-case letter and a number.',
  );
  await expect(field('Confirm password')).toHaveAccessibleDescription('The passwords do not match.');
  await expect(field('Full name')).toBeFocused();
  await expect(field('Full name')).toHaveAttribute('aria-invalid', 'true');
  // Everything typed is still there.
  await expect(field('Email')).toHaveValue('asha@');
  await expect(field('Password')).toHaveValue('password');

  await field('Phone number').fill('+91 98765 43210');
  await expect(page.getByText('Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/register$/);
});

test('an email already in use is reported beside the email field, keeping the rest', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Priya Again');
  await page.getByLabel('Email').fill(DEMO.customer.email);
  await page.getByLabel('Phone number').fill('9876543210');
  await page.getByLabel('Password', { exact: true }).fill('Str0ngPass');
  await page.getByLabel('Confirm password').fill('Str0ngPass');
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

test('the form is translated: Hindi messages beside the fields', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('utsav.lang', 'hi'));
  await page.goto('/register');
  await page.getByRole('button', { name: 'खाता बनाएँ' }).click();
  await expect(page.getByText('अपना पूरा नाम दर्ज करें।')).toBeVisible();
  await expect(page.getByText('अपना मोबाइल नंबर दर्ज करें।')).toBeVisible();
});
