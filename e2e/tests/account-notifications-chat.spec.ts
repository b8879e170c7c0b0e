// Issue 25: a chat notification opens its conversation where its reader keeps their messages:
// the provider's dashboard (/dashboard?conversation=<id>), the customer's profile
// (/profile?conversation=<id>). The messages are sent through send_message over the API as the
// apps send them; the bell's other behaviour is account-notifications.spec.ts's.
import { expect, test, type Page } from '@playwright/test';
import { createThrowawayUser, passwordSession, seedSession, type ApiSession } from '../support/auth';
import { CATALOG } from '../support/catalog-ids';
import { DEMO, sql } from '../support/db';
import { E2E_ANON_KEY, E2E_SUPABASE_URL } from '../support/e2e-env';

async function sendMessage(session: ApiSession, args: Record<string, string>): Promise<{ conversation_id: string }> {
  const response = await fetch(`${E2E_SUPABASE_URL}/rest/v1/rpc/send_message`, {
    method: 'POST',
    headers: { apikey: E2E_ANON_KEY, authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ p_client_id: crypto.randomUUID(), ...args }),
  });
  if (!response.ok) throw new Error(`send_message failed: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as { conversation_id: string };
}

async function openFromBell(page: Page, name: string) {
  await page.goto('/about');
  await page.locator('.site-header__account').getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('menuitem', { name: new RegExp(`New message from ${name}`) }).first().click();
}

let conversation: string | undefined;
test.afterEach(async () => {
  if (conversation) await sql(`delete from public.notifications where type = 'chat' and params->>'conversationId' = $1`, [conversation]);
});

test('a chat notification opens its conversation: the dashboard for the provider, the profile for the customer', async ({ browser }) => {
  const customer = await createThrowawayUser('chat-bell', { full_name: 'Meera Chat' });
  ({ conversation_id: conversation } = await sendMessage(customer, { p_provider_id: CATALOG.shubhUtsav, p_body: 'Are you free on the 14th?' }));

  const providerPage = await (await browser.newContext()).newPage();
  await seedSession(providerPage, await passwordSession(DEMO.provider.email));
  await openFromBell(providerPage, 'Meera Chat');
  await expect(providerPage).toHaveURL(new RegExp(`/dashboard\\?conversation=${conversation}$`));

  await sendMessage(await passwordSession(DEMO.provider.email), { p_provider_id: CATALOG.shubhUtsav, p_conversation_id: conversation, p_body: 'Yes, we are.' });
  const customerPage = await (await browser.newContext()).newPage();
  await seedSession(customerPage, customer);
  await openFromBell(customerPage, 'Shubh Utsav Events');
  await expect(customerPage).toHaveURL(new RegExp(`/profile\\?conversation=${conversation}$`));
  await Promise.all([providerPage.context().close(), customerPage.context().close()]);
});
