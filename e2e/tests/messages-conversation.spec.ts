// Issue 25: one conversation seen from both sides, live, in two browsers: a customer asks from a
// provider's page, the provider answers from the dashboard; read ticks and typing; a message
// written offline goes out once on reconnect; a photo; report and block. The widget is the
// messages remote's, hosted by the shell's /profile and the provider remote's /dashboard.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CATALOG } from '../support/catalog-ids';
import { signInAs, signInAsNewCustomer } from '../support/catalog-session';
import { DEMO, sql } from '../support/db';
import { solidPng } from '../support/providers';

const tag = () => `msg${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A new customer's first message from the provider page, then their conversation open in /profile. */
async function customerAsks(browser: Browser, text: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const label = tag();
  const user = await signInAsNewCustomer(page, label);
  await page.goto(`/provider/${CATALOG.shubhUtsav}`);
  await page.getByRole('textbox', { name: 'Message Shubh Utsav Events' }).fill(text);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/profile\?conversation=[0-9a-f-]{36}$/);
  const conversationId = new URL(page.url()).searchParams.get('conversation')!;
  const widget = page.getByRole('region', { name: 'Messages', exact: true });
  await expect(widget.getByRole('heading', { name: 'Shubh Utsav Events' })).toBeVisible();
  return { context, page, user, name: `Catalog ${label}`, conversationId, widget };
}

async function providerOpens(browser: Browser, conversationId: string): Promise<{ page: Page; widget: ReturnType<Page['getByRole']> }> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, DEMO.provider.email);
  await page.goto(`/dashboard?conversation=${conversationId}`);
  return { page, widget: page.getByRole('region', { name: 'Messages', exact: true }) };
}

const thread = (widget: ReturnType<Page['getByRole']>) => widget.getByRole('list', { name: 'Messages in this conversation' });

test('a customer asks from the provider page, the provider answers from the dashboard, both live with read ticks and typing', async ({ browser }) => {
  const customer = await customerAsks(browser, 'Namaste, can you do a Telugu Gruhapravesam on 14 December?');
  await expect(thread(customer.widget)).toContainText('Telugu Gruhapravesam');

  const provider = await providerOpens(browser, customer.conversationId);
  await expect(provider.widget.getByRole('heading', { name: customer.name })).toBeVisible();
  await expect(thread(provider.widget)).toContainText('Telugu Gruhapravesam');
  // The provider read it: the customer's tick turns to Read without a reload.
  await expect(thread(customer.widget).getByLabel('Read')).toBeVisible();

  // Typing shows on the other side over the private broadcast channel.
  await provider.widget.getByLabel('Your message').pressSequentially('Yes', { delay: 50 });
  await expect(customer.widget.getByText('Shubh Utsav Events is typing…')).toBeVisible();
  await provider.widget.getByLabel('Your message').fill('Yes, we are free that day. How many guests?');
  await provider.widget.getByRole('button', { name: 'Send' }).click();
  await expect(thread(customer.widget)).toContainText('How many guests?');

  await customer.widget.getByLabel('Your message').fill('About 120 guests.');
  await customer.widget.getByRole('button', { name: 'Send' }).click();
  await expect(thread(provider.widget)).toContainText('About 120 guests.');

  // Both sides' lists show the conversation with its last message.
  await provider.widget.getByRole('button', { name: 'All conversations' }).click();
  await expect(provider.widget.getByRole('button', { name: new RegExp(customer.name) })).toContainText('About 120 guests.');

  // The customer's list is live too: a new answer moves its last message and unread count, and the tab title counts it.
  await customer.widget.getByRole('button', { name: 'All conversations' }).click();
  await provider.widget.getByRole('button', { name: new RegExp(customer.name) }).click();
  await provider.widget.getByLabel('Your message').fill('See you on the 14th.');
  await provider.widget.getByRole('button', { name: 'Send' }).click();
  const row = customer.widget.getByRole('button', { name: /Shubh Utsav Events/ });
  await expect(row).toContainText('See you on the 14th.');
  await expect(row.getByLabel('1 unread message')).toBeVisible();
  await expect(customer.page).toHaveTitle(/^\(1\) /);
});

test('a message sent offline shows Not sent and goes out exactly once when the connection returns', async ({ browser }) => {
  const customer = await customerAsks(browser, 'Is the mandap decoration available in marigold?');
  await customer.context.setOffline(true);
  await customer.widget.getByLabel('Your message').fill('Also, do you bring your own lights?');
  await customer.widget.getByRole('button', { name: 'Send' }).click();
  await expect(customer.widget.getByText('Not sent')).toBeVisible();
  await customer.context.setOffline(false);
  // Sent: neither "Not sent" nor "Sending…" any more, and the message shown once, with its tick.
  await expect(customer.widget.getByText(/^(Not sent|Sending…)/)).toHaveCount(0);
  const sentItem = thread(customer.widget).getByRole('listitem').filter({ hasText: 'Also, do you bring your own lights?' });
  await expect(sentItem).toHaveCount(1);
  await expect(sentItem.getByLabel(/^(Sent|Read)$/)).toBeVisible();
  const count = async () =>
    Number(
      (await sql<{ count: string }>(`select count(*) from public.messages where conversation_id = $1 and body = $2`, [customer.conversationId, 'Also, do you bring your own lights?']))[0]!
        .count,
    );
  expect(await count()).toBe(1);
});

test('a photo goes through the browser resize into the private bucket and shows on both sides through a signed URL', async ({ browser }) => {
  const customer = await customerAsks(browser, 'Here is the hall we booked.');
  await customer.widget.getByLabel('Attach a photo or PDF').setInputFiles({ name: 'hall.png', mimeType: 'image/png', buffer: solidPng(64, 48, [200, 120, 40]) });
  const photo = thread(customer.widget).getByRole('img', { name: 'Photo: hall.png' });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', /\/storage\/v1\/object\/sign\/message-attachments\//);
  await expect(photo).toHaveJSProperty('naturalWidth', 64);

  const provider = await providerOpens(browser, customer.conversationId);
  await expect(thread(provider.widget).getByRole('img', { name: 'Photo: hall.png' })).toBeVisible();
});

test('a customer reports the conversation to the admins and blocks the provider, who can no longer reply', async ({ browser }) => {
  const customer = await customerAsks(browser, 'Please stop calling me.');
  await customer.widget.getByRole('button', { name: 'Report or block' }).click();
  await customer.widget.getByLabel('What is wrong?').fill('Asked me to pay outside Utsav.');
  await customer.widget.getByRole('button', { name: 'Report to Utsav' }).click();
  await expect(customer.widget.getByText('Thank you: our team will review this conversation.')).toBeVisible();
  const reports = await sql<{ reason: string }>(`select reason from public.conversation_reports where conversation_id = $1`, [customer.conversationId]);
  expect(reports.map((row) => row.reason)).toEqual(['Asked me to pay outside Utsav.']);

  await customer.widget.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(customer.widget.getByText('Blocked: they can no longer message you here.')).toBeVisible();

  const provider = await providerOpens(browser, customer.conversationId);
  await expect(provider.widget.getByText('You cannot reply in this conversation.')).toBeVisible();
  await expect(provider.widget.getByLabel('Your message')).toHaveCount(0);
});
