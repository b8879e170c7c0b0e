// The contact form: sent through rpc('send_contact_message') into contact_messages,
// rate-limited, nothing lost on failure. Its checks in the browser (messages beside the fields,
// focus, Hindi, Utsav unreachable with the message kept to send again) are component tests:
// shell/src/features/contact/components/contact-page.test.tsx.
import { expect, test, type Page } from '@playwright/test';
import { sql } from '../support/db';

const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: false });

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

test('a valid message is stored and thanked for', async ({ page }) => {
  const marker = `Hall for 300 guests in Mysuru, test ${Date.now()}`;
  await page.goto('/contact');
  await fill(page, {
    'Full name': 'Ravi Kumar',
    'Email address': 'ravi.kumar@example.in',
    'Mobile number': '98123 45678',
    Subject: 'Hall booking',
    'Your message': marker,
  });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you, your message has been sent.' })).toBeVisible();
  const rows = await sql<{ name: string; phone: string; subject: string; handled: boolean }>(
    'select name, phone, subject, handled from public.contact_messages where message = $1',
    [marker],
  );
  expect(rows).toEqual([{ name: 'Ravi Kumar', phone: '+919812345678', subject: 'Hall booking', handled: false }]);
  await sql('delete from public.contact_messages where message = $1', [marker]);

  // "Send another message" gives an empty form again.
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(field(page, 'Your message')).toHaveValue('');
});

test('over the rate limit the form says so beside it and keeps the message', async ({ page }) => {
  // This address has already sent its five messages this hour (the limiter keeps hashes only).
  const email = `limited.${Date.now()}@example.in`;
  await sql(
    `insert into private.rate_limit_hits (bucket, key_hash)
     select 'contact:email', extensions.digest('contact:email:' || $1, 'sha256') from generate_series(1, 5)`,
    [email],
  );
  const message = `Sixth message of the hour, test ${Date.now()}`;
  await page.goto('/contact');
  await fill(page, { 'Full name': 'Ravi Kumar', 'Email address': email, 'Your message': message });
  await page.getByRole('button', { name: 'Send message' }).click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toHaveText(/Too many messages have been sent from here recently/);
  await expect(alert).toBeFocused();
  await expect(field(page, 'Your message')).toHaveValue(message);
  expect(await sql('select 1 from public.contact_messages where message = $1', [message])).toHaveLength(0);
});
