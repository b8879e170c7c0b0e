// The profile's own journeys against the real backend. Its widgets are their apps' specs'
// (booking-request.spec.ts lists a new booking there, catalog-favourites-widget.spec.ts the
// favourites; their states are booking-history-widget.test.tsx's and favourites-widget.test.tsx's).
import { expect, test, type Page } from '@playwright/test';
import { AUTH_STORAGE_KEY, createThrowawayUser, seedSession, signInViaApi, toastWith } from '../support/auth';
import { DEMO, sql } from '../support/db';

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('personal information is edited and saved, the account menu names the profile before and after; the preferred language switches the site', async ({ page }) => {
  const user = await createThrowawayUser('profile', { full_name: 'Meera I', phone: '9876501234' });
  try {
    // Renamed in the profile before this session: the session's copy from sign-up is stale, and
    // the account menu shows the profile's name.
    await sql('update public.profiles set full_name = $2 where id = $1', [user.user.id, 'Meera Iyer']);
    await seedSession(page, user);
    await page.goto('/profile');
    const avatar = page.locator('.site-header__account').getByRole('button', { name: /^Account menu/ });
    await avatar.click();
    await expect(page.getByTestId('account-menu-name')).toHaveText('Meera Iyer');
    await page.keyboard.press('Escape');
    const personal = section(page, 'Personal information');
    await expect(personal.getByLabel('Full name')).toHaveValue('Meera Iyer');
    // The database stores every phone as +91 and the ten digits (migration 0020).
    await expect(personal.getByLabel('Phone number (optional)')).toHaveValue('+919876501234');

    // (Bad input beside the fields: personal-info-form.test.tsx.)
    await personal.getByLabel('Full name').fill('Meera Krishnan');
    await personal.getByLabel('Phone number (optional)').fill('+91 99000 11223');
    await personal.getByLabel('City (optional)').fill('Chennai');
    await personal.getByLabel('Preferred language').selectOption('ta');
    await personal.getByRole('button', { name: 'Save changes' }).click();
    await expect(toastWith(page, 'சுயவிவரம் சேமிக்கப்பட்டது')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'என் சுயவிவரம்' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('utsav.lang'))).toBe('ta');
    const [row] = await sql('select full_name, phone, city, preferred_language from public.profiles where id = $1', [user.user.id]);
    expect(row).toEqual({ full_name: 'Meera Krishnan', phone: '+919900011223', city: 'Chennai', preferred_language: 'ta' });
    // The account menu has the new name at once (its button now named in Tamil).
    await page.locator('.site-header__account').getByRole('button', { name: /^கணக்கு மெனு/ }).click();
    await expect(page.getByTestId('account-menu-name')).toHaveText('Meera Krishnan');
  } finally {
    await sql('delete from auth.users where id = $1', [user.user.id]);
  }
});

test('Delete Account asks first, removes the personal data and signs out', async ({ page }) => {
  const user = await createThrowawayUser('delete');
  await sql(`insert into public.notifications (user_id, title, message) values ($1, 'E2E hello', 'x')`, [user.user.id]);
  try {
    await seedSession(page, user);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    // Cancel keeps everything.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await sql('select 1 from auth.users where id = $1', [user.user.id])).toHaveLength(1);

    await page.getByRole('button', { name: 'Delete Account' }).click();
    // The database asks for the password before it erases anyone (0048).
    await page.getByRole('alertdialog').getByLabel('Your password', { exact: true }).fill('Utsav@123');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(toastWith(page, 'Your account has been deleted')).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await expect(page.locator('.site-header__account').getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
    expect(await sql('select 1 from auth.users where id = $1', [user.user.id])).toHaveLength(0);
    expect(await sql('select 1 from public.profiles where id = $1', [user.user.id])).toHaveLength(0);
    expect(await sql('select 1 from public.notifications where user_id = $1', [user.user.id])).toHaveLength(0);
  } finally {
    await sql('delete from auth.users where id = $1', [user.user.id]);
  }
});

test('a provider with customer bookings is told why the account cannot be deleted here', async ({ page }) => {
  await signInViaApi(page, DEMO.provider.email);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('alertdialog');
  // The database asks for the password before it erases anyone (0048).
  await dialog.getByLabel('Your password', { exact: true }).fill('Utsav@123');
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/has bookings with customers/);
  expect(await sql('select 1 from auth.users where id = $1', [DEMO.provider.id])).toHaveLength(1);
});

/** A confirmed booking of the demo provider's catering for `user`, `days` ahead (as the system). */
async function confirmedBooking(userId: string, days: number) {
  const [booking] = await sql<{ id: string; advance_paise: string }>(
    `insert into public.bookings (customer_id, service_id, event_date, event_time, guest_count, special_requirements)
     values ($1, 'c0000000-0000-4000-8000-000000001004', current_date + $2::int, '12:00', 200, 'Venue: 12 MG Road')
     returning id, advance_paise`,
    [userId, days],
  );
  if (!booking) throw new Error('the booking fixture was not created');
  // The gateway's record of the advance (which asks the provider), then the provider's yes.
  await sql(`insert into public.payments (booking_id, kind, amount_paise, status, razorpay_payment_id)
             values ($1::uuid, 'advance', $2, 'succeeded', 'pay_' || substr(md5($1::text), 1, 14))`, [booking.id, booking.advance_paise]);
  await sql(`update public.bookings set status = 'confirmed' where id = $1`, [booking.id]);
  return booking;
}

test('Delete Account cancels upcoming bookings under the refund rules and leaves the provider its records', async ({ page }) => {
  const user = await createThrowawayUser('erase');
  const booking = await confirmedBooking(user.user.id, 47);
  try {
    await seedSession(page, user);
    await page.goto('/profile');
    await expect(section(page, 'Settings')).toContainText('Providers keep the records of your bookings and payments');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    // The database asks for the password before it erases anyone (0048).
    await page.getByRole('alertdialog').getByLabel('Your password', { exact: true }).fill('Utsav@123');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(toastWith(page, '1 upcoming booking was cancelled')).toBeVisible();
    expect(await sql('select 1 from auth.users where id = $1', [user.user.id])).toHaveLength(0);
    const [kept] = await sql('select status, customer_id, special_requirements from public.bookings where id = $1', [booking.id]);
    expect(kept).toEqual({ status: 'cancelled_by_customer', customer_id: null, special_requirements: null });
    const refunds = await sql<{ amount_paise: string }>(`select amount_paise from public.refunds where booking_id = $1`, [booking.id]);
    expect(refunds.map((r) => r.amount_paise)).toEqual([booking.advance_paise]);
  } finally {
    await sql('delete from auth.users where id = $1', [user.user.id]);
  }
});

test('Delete Account waits while a payment is being processed, and says why', async ({ page }) => {
  const user = await createThrowawayUser('inflight');
  const [booking] = await sql<{ id: string }>(
    `insert into public.bookings (customer_id, service_id, event_date, event_time, guest_count)
     values ($1, 'c0000000-0000-4000-8000-000000001004', current_date + 40, '12:00', 200) returning id`,
    [user.user.id],
  );
  if (!booking) throw new Error('the booking fixture was not created');
  await sql(`insert into public.payments (booking_id, kind, amount_paise) values ($1, 'advance', 100)`, [booking.id]);
  try {
    await seedSession(page, user);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('alertdialog');
    // The database asks for the password before it erases anyone (0048).
    await dialog.getByLabel('Your password', { exact: true }).fill('Utsav@123');
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/still being processed/);
    expect(await sql('select 1 from auth.users where id = $1', [user.user.id])).toHaveLength(1);
  } finally {
    await sql('delete from public.payments where booking_id = $1', [booking.id]);
    await sql('delete from auth.users where id = $1', [user.user.id]);
  }
});
