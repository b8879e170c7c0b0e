// checkout.js in a real browser (Debian's Chromium, as the e2e suite drives it): a merchant page on
// another origin opens the dialog, pays by card and by UPI, sees failures and dismissal through
// Razorpay's callbacks, at 320 px and by keyboard.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { startTestGateway, type TestGateway } from './helpers.ts';

let gw: TestGateway;
let browser: Browser;
let merchant: Server;
let merchantUrl: string;

type Outcome = [kind: 'success', response: Record<string, string>] | [kind: 'failed', error: Record<string, unknown>] | [kind: 'dismiss'];
declare global {
  interface Window {
    outcomes: Outcome[];
  }
}

// The app's side: load the gateway's checkout.js and open Checkout for the order in the query.
const merchantPage = (scriptUrl: string, keyId: string) => `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Merchant</title></head>
<body><button id="buy">Pay advance</button>
<script src="${scriptUrl}"></script>
<script>
window.outcomes = [];
document.getElementById('buy').addEventListener('click', function () {
  var rzp = new Razorpay({
    key: ${JSON.stringify(keyId)},
    order_id: new URLSearchParams(location.search).get('order'),
    name: 'Utsav',
    description: 'Mehendi advance',
    prefill: { email: 'asha@example.com', contact: '+919876543210' },
    theme: { color: '#c2410c' },
    handler: function (response) { window.outcomes.push(['success', response]); },
    modal: { ondismiss: function () { window.outcomes.push(['dismiss']); } },
  });
  rzp.on('payment.failed', function (response) { window.outcomes.push(['failed', response.error]); });
  rzp.open();
});
</script></body></html>`;

beforeAll(async () => {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No Chromium found: install Debian’s chromium or set PLAYWRIGHT_CHROMIUM.');
  gw = await startTestGateway();
  merchant = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(merchantPage(gw.checkoutScriptUrl, gw.keyId)));
  await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
  // localhost, not 127.0.0.1: the merchant and the gateway are different origins, as in production.
  merchantUrl = `http://localhost:${(merchant.address() as AddressInfo).port}/`;
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  merchant?.closeAllConnections();
  await new Promise((resolve) => merchant?.close(resolve));
  await gw?.stop();
});

async function openCheckout(width = 1024): Promise<{ page: Page; orderId: string }> {
  const order = await gw.order(123_456_700);
  const page = await (await browser.newContext({ viewport: { width, height: 720 } })).newPage();
  // A stuck step fails with Playwright's message naming it, well inside the test's own timeout.
  page.setDefaultTimeout(15_000);
  await page.goto(`${merchantUrl}?order=${order.id}`);
  await page.getByRole('button', { name: 'Pay advance' }).click();
  await expect.poll(() => page.getByRole('dialog', { name: 'Utsav' }).count(), SLOW).toBe(1);
  return { page, orderId: order.id };
}

// vitest polls for 1 s by default; a browser beside the rest of the suite on two cores needs longer.
const SLOW = { timeout: 15_000 };

/** Names the steps a test reaches, printed if it fails: a timeout alone does not say where. */
function steps() {
  const reached: string[] = [];
  const started = Date.now();
  onTestFailed(() => console.error(`checkout-browser steps reached: ${reached.join(' → ')}`));
  return (name: string) => reached.push(`${name} @${Date.now() - started} ms`);
}

const checkout = (page: Page) => page.frameLocator('iframe[title="Razorpay Checkout"]');
const outcomes = (page: Page) => page.evaluate(() => window.outcomes);

// A browser on two shared cores, beside the rest of the unit and backend tests: a dialog, a
// payment and its callbacks take 1 to 6 s; every step that waits has its own 15 s limit.
describe('checkout.js in Chromium', { timeout: 60_000 }, () => {
  it('pays by card and calls the handler with a signature the server can verify', async () => {
    const { page, orderId } = await openCheckout();
    const frame = checkout(page);
    await expect.poll(() => frame.locator('#amount').textContent(), SLOW).toBe('₹12,34,567.00');
    await expect.poll(() => frame.getByText('Mehendi advance').count(), SLOW).toBe(1);
    await frame.getByLabel('Card number').fill('5104 0600 0000 0008');
    await frame.getByLabel('Expiry (MM/YY)').fill('12/40');
    await frame.getByLabel('CVV').fill('123');
    await frame.getByRole('button', { name: /^Pay ₹12,34,567\.00$/ }).click();
    await expect.poll(() => outcomes(page), SLOW).toHaveLength(1);
    const [[kind, response]] = (await outcomes(page)) as [[string, Record<string, string>]];
    expect(kind).toBe('success');
    expect(response.razorpay_order_id).toBe(orderId);
    expect(response.razorpay_signature).toBe(createHmac('sha256', gw.keySecret).update(`${orderId}|${response.razorpay_payment_id}`).digest('hex'));
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('reports a failed UPI payment through payment.failed, keeps the dialog for a retry, and calls ondismiss on close', async () => {
    const { page, orderId } = await openCheckout();
    const frame = checkout(page);
    await frame.getByRole('radio', { name: 'UPI' }).check();
    await frame.getByLabel('UPI ID').fill('failure@razorpay');
    await frame.getByRole('button', { name: /^Pay / }).click();
    await expect.poll(() => outcomes(page), SLOW).toHaveLength(1);
    const [[kind, error]] = (await outcomes(page)) as [[string, { reason: string; metadata: { order_id: string; payment_id: string } }]];
    expect(kind).toBe('failed');
    expect(error.metadata.order_id).toBe(orderId);
    expect(error.metadata.payment_id).toMatch(/^pay_/);
    await expect.poll(() => frame.getByRole('alert').textContent(), SLOW).toMatch(/^Payment failed/);
    expect(await page.getByRole('dialog').count()).toBe(1);

    await frame.getByRole('button', { name: 'Close checkout' }).click();
    await expect.poll(() => outcomes(page), SLOW).toHaveLength(2);
    expect((await outcomes(page))[1]).toEqual(['dismiss']);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('shows a field error beside its input, and fits and works by keyboard at 320 px', async () => {
    const step = steps();
    const { page } = await openCheckout(320);
    step('opened');
    const frame = checkout(page);
    const number = frame.getByLabel('Card number');
    // The page puts focus in the card number field, and checkout.js focuses the frame once it has
    // loaded: only then do keys reach the field, so wait for both before typing.
    await expect.poll(() => number.evaluate((input) => input === document.activeElement && document.hasFocus()), SLOW).toBe(true);
    step('focused');
    await page.keyboard.type('4111 1111 1111 1112');
    step('typed');
    await page.keyboard.press('Enter');
    step('submitted');
    await expect.poll(() => number.getAttribute('aria-invalid'), SLOW).toBe('true');
    step('invalid');
    expect(await frame.locator('#err-card_number').textContent()).toBe('Enter a valid card number.');
    const widths = await frame.locator('body').evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    expect(widths[1]).toBeLessThanOrEqual(320);
    step('measured');
    // Escape's keydown removes the checkout frame, which runs in its own renderer (another
    // origin). press() would send the keyup to that frame as it goes, and Chromium then never
    // answers the keyup: 3 hangs in 60 presses on a loaded machine, 0 in 80 with the keyup sent
    // once the dialog has closed, as here. This was the 90 s timeout CI saw.
    await page.keyboard.down('Escape');
    await expect.poll(() => outcomes(page), SLOW).toEqual([['dismiss']]);
    await page.keyboard.up('Escape');
    step('dismissed');
    await page.context().close();
  });

  it('has no axe violations in the dialog, with the page’s field errors showing', async () => {
    const { page } = await openCheckout(320);
    const frame = checkout(page);
    await frame.getByRole('button', { name: /^Pay / }).click();
    await expect.poll(() => frame.getByLabel('Card number').getAttribute('aria-invalid'), SLOW).toBe('true');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.context().close();
  });
});
