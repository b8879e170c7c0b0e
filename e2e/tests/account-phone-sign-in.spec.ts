import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { AUTH_STORAGE_KEY, createThrowawayUser, seedSession } from '../support/auth';
import { sql } from '../support/db';
import { codeIn, waitForSms } from '../support/sms';

// The form's own checks (number and code rules, the resend wait) are component tests:
// shell/src/features/account/components/phone-sign-in.test.tsx. Here, the real server texts the code.

/** A fresh Indian mobile number (ten digits starting 7), unlikely to be in the seed. */
const uniqueMobile = () => `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

test('a new number signs in with the texted code; a wrong code is explained beside the field', async ({ page }) => {
  const mobile = uniqueMobile();
  const e164 = `+91${mobile}`;
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Phone', exact: true }).click();
  await page.getByLabel('Phone number').fill(`${mobile.slice(0, 5)} ${mobile.slice(5)}`);
  await page.getByRole('button', { name: 'Send code' }).click();
  try {
    await expect(page.getByText(`We sent a 6-digit code by SMS to +91 ${mobile.slice(0, 5)} ${mobile.slice(5)}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);

    const code = codeIn(await waitForSms(e164));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const codeField = page.getByLabel('6-digit code');
    await codeField.fill(wrong);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(codeField).toHaveAccessibleDescription(/That code is wrong or has expired\./);

    await codeField.fill(code);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.user?.phone, AUTH_STORAGE_KEY)).toBe(e164.slice(1));
    const [profile] = await sql<{ phone: string; user_type: string }>(
      'select p.phone, p.user_type from public.profiles p join auth.users u on u.id = p.id where u.phone = $1',
      [e164.slice(1)],
    );
    expect(profile).toEqual({ phone: e164, user_type: 'guest' });

    // The profile names the account by its number, and has no password form for it.
    await page.goto('/profile');
    const spaced = `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
    await expect(page.locator('.profile-page__meta')).toContainText(spaced);
    await expect(page.getByText(`You sign in with a one-time code texted to ${spaced}; there is no password to change.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Change password' })).toHaveCount(0);
  } finally {
    await sql('delete from auth.users where phone = $1', [e164.slice(1)]);
  }
});

test('an email account adds its phone on the profile, and the number then signs in to the same account', async ({ page, browser }) => {
  const user = await createThrowawayUser('link-phone', { full_name: 'Meera Linked' });
  const mobile = uniqueMobile();
  const e164 = `+91${mobile}`;
  try {
    await seedSession(page, user);
    await page.goto('/profile');
    const settings = page.locator('section', { has: page.getByRole('heading', { name: 'Settings' }) });
    await expect(settings.getByRole('heading', { name: 'Sign in with your phone' })).toBeVisible();
    await settings.getByLabel('Phone number').fill(mobile);
    await settings.getByRole('button', { name: 'Send code' }).click();
    const first = await waitForSms(e164);
    await settings.getByLabel('6-digit code').fill(codeIn(first));
    await settings.getByRole('button', { name: 'Verify number' }).click();
    await expect(settings.getByText(`Your phone +91 ${mobile.slice(0, 5)} ${mobile.slice(5)} also signs in to this account.`)).toBeVisible();

    // A new device: the number reaches the same account (its name in the account menu).
    const other = await browser.newContext();
    try {
      const phonePage = await other.newPage();
      await sql(`update auth.users set confirmation_sent_at = null where phone = $1`, [e164.slice(1)]);
      await phonePage.goto('/auth/login');
      await phonePage.getByRole('button', { name: 'Phone', exact: true }).click();
      await phonePage.getByLabel('Phone number').fill(mobile);
      await phonePage.getByRole('button', { name: 'Send code' }).click();
      const second = await waitForSms(e164, { except: [first.id] });
      await phonePage.getByLabel('6-digit code').fill(codeIn(second));
      await phonePage.getByRole('button', { name: 'Verify and sign in' }).click();
      await expect(phonePage).toHaveURL(/^http:\/\/localhost:\d+\/$/);
      expect(await phonePage.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.user?.id, AUTH_STORAGE_KEY)).toBe(user.user.id);
    } finally {
      await other.close();
    }
  } finally {
    await sql('delete from auth.users where id = $1', [user.user.id]);
  }
});
