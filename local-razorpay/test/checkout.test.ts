// A payment through the checkout page's form endpoint (card and UPI, success and failure), the
// handler's signature, checkout.js and the page itself, over real HTTP.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_FAILS, MASTERCARD_OK, startTestGateway, VISA_OK, type TestGateway } from './helpers.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.stop());

type Success = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
type Failure = { error: { code: string; description: string; source: string; step: string; reason: string; metadata: { payment_id: string; order_id: string }; field?: string } };

// Computed here as the payment code will: never through the gateway's own helper.
const expectedSignature = (orderId: string, paymentId: string) => createHmac('sha256', gw.keySecret).update(`${orderId}|${paymentId}`).digest('hex');

describe('a successful payment', () => {
  it.each([
    ['Mastercard', { card: MASTERCARD_OK }, 'card'],
    ['Visa', { card: VISA_OK }, 'card'],
    ['UPI success@razorpay', { vpa: 'success@razorpay' }, 'upi'],
  ] as const)('by %s returns Checkout’s three fields with a correct signature and captures the payment', async (_name, instrument, method) => {
    const order = await gw.order(123_456_700);
    const { status, body } = await gw.pay<Success>(order.id, instrument, { description: 'Mehendi, 2 hours', notes: { booking: 'UT-1' } });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature']);
    expect(body.razorpay_order_id).toBe(order.id);
    expect(body.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(body.razorpay_signature).toBe(expectedSignature(order.id, body.razorpay_payment_id));
    // A signature made with anything but the key secret (the webhook secret, say) does not match.
    expect(body.razorpay_signature).not.toBe(createHmac('sha256', gw.webhookSecret).update(`${order.id}|${body.razorpay_payment_id}`).digest('hex'));

    const payment = (await gw.api(`GET`, `/v1/payments/${body.razorpay_payment_id}`)).body;
    expect(payment).toMatchObject({
      entity: 'payment',
      amount: 123_456_700,
      currency: 'INR',
      status: 'captured',
      captured: true,
      order_id: order.id,
      method,
      amount_refunded: 0,
      refund_status: null,
      description: 'Mehendi, 2 hours',
      email: 'asha@example.com',
      contact: '+919876543210',
      notes: { booking: 'UT-1' },
      error_code: null,
    });
    if (method === 'card') expect(payment.card).toMatchObject({ entity: 'card', last4: instrument.card.slice(-4) });
    else expect(payment.vpa).toBe('success@razorpay');

    const paidOrder = (await gw.api('GET', `/v1/orders/${order.id}`)).body;
    expect(paidOrder).toMatchObject({ status: 'paid', attempts: 1, amount_paid: 123_456_700, amount_due: 0 });
  });
});

describe('a failed payment', () => {
  it.each([
    ['card 4000 0000 0000 0002', { card: CARD_FAILS }, 'card_declined'],
    ['UPI failure@razorpay', { vpa: 'failure@razorpay' }, 'payment_failed'],
  ] as const)('by %s answers Razorpay’s error object, records a failed payment and leaves the order payable', async (_name, instrument, reason) => {
    const order = await gw.order();
    const { status, body } = await gw.pay<Failure>(order.id, instrument);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', step: 'payment_authorization', reason, metadata: { order_id: order.id } });
    expect(body.error.description.length).toBeGreaterThan(10);
    const paymentId = body.error.metadata.payment_id;
    expect(paymentId).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect((await gw.api('GET', `/v1/payments/${paymentId}`)).body).toMatchObject({ status: 'failed', captured: false, error_reason: reason });
    expect((await gw.api('GET', `/v1/orders/${order.id}`)).body).toMatchObject({ status: 'attempted', attempts: 1, amount_paid: 0 });

    // A retry on the same order succeeds; the order lists both attempts, newest first.
    const retry = await gw.pay<Success>(order.id, { card: MASTERCARD_OK });
    expect(retry.status).toBe(200);
    const payments = (await gw.api<{ count: number; items: { id: string; status: string }[] }>('GET', `/v1/orders/${order.id}/payments`)).body;
    expect(payments.count).toBe(2);
    expect(payments.items.map((p) => [p.id, p.status])).toEqual([
      [retry.body.razorpay_payment_id, 'captured'],
      [paymentId, 'failed'],
    ]);
    expect((await gw.api('GET', `/v1/orders/${order.id}`)).body).toMatchObject({ status: 'paid', attempts: 2 });
  });
});

describe('the form endpoint’s field errors create no payment', () => {
  it.each([
    ['a card number failing the Luhn check', { card: '4111 1111 1111 1112' }, 'card_number'],
    ['a valid card that is not a test card', { card: '4111 1111 1111 1111' }, 'card_number'],
    ['an expired card', { card: VISA_OK, expiry: '01/20' }, 'card_expiry'],
    ['a malformed expiry', { card: VISA_OK, expiry: '13/40' }, 'card_expiry'],
    ['a short CVV', { card: VISA_OK, cvv: '12' }, 'card_cvv'],
    ['a malformed UPI ID', { vpa: 'not-a-vpa' }, 'vpa'],
    ['a UPI ID that is not a test one', { vpa: 'asha@okbank' }, 'vpa'],
  ] as const)('%s', async (_name, instrument, field) => {
    const order = await gw.order();
    const { status, body } = await gw.pay<Failure>(order.id, instrument);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', field, reason: 'input_validation_failed', metadata: {} });
    expect((await gw.api('GET', `/v1/orders/${order.id}`)).body).toMatchObject({ status: 'created', attempts: 0 });
  });

  it('refuses a bad email, phone, method, key or order', async () => {
    const order = await gw.order();
    expect((await gw.pay<Failure>(order.id, { card: VISA_OK }, { email: 'asha' })).body.error.field).toBe('email');
    expect((await gw.pay<Failure>(order.id, { card: VISA_OK }, { contact: '12' })).body.error.field).toBe('contact');
    expect((await gw.pay<Failure>(order.id, { card: VISA_OK }, { method: 'wallet' })).body.error.field).toBe('method');
    expect((await gw.pay<Failure>(order.id, { card: VISA_OK }, { key_id: 'rzp_test_SomeOtherKey00' })).body.error.field).toBe('key_id');
    const unknown = await gw.pay<Failure>('order_AAAAAAAAAAAAAA', { card: VISA_OK });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.description).toBe('The id provided does not exist');
    expect((await gw.api('GET', `/v1/orders/${order.id}`)).body).toMatchObject({ attempts: 0 });
  });

  it('refuses to take a second payment on a paid order', async () => {
    const order = await gw.order();
    expect((await gw.pay(order.id, { vpa: 'success@razorpay' })).status).toBe(200);
    const again = await gw.pay<Failure>(order.id, { vpa: 'success@razorpay' });
    expect(again.status).toBe(400);
    expect(again.body.error.reason).toBe('order_already_paid');
    expect((await gw.api('GET', `/v1/orders/${order.id}/payments`)).body.count).toBe(1);
  });
});

describe('checkout.js', () => {
  it.each(['/v1/checkout.js', '/checkout.js'])('is served at %s as JavaScript defining window.Razorpay', async (path) => {
    const response = await fetch(`${gw.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    const source = await response.text();
    expect(source).toContain('window.Razorpay = Razorpay');
    for (const api of ['prototype.open', 'prototype.on', 'prototype.close', "'payment.failed'", 'ondismiss', 'callback_url']) expect(source).toContain(api);
    // It must at least parse as a script.
    expect(() => new Function(source)).not.toThrow();
  });
});

describe('the checkout page', () => {
  const pageUrl = (params: Record<string, string>) => `${gw.url}/checkout?${new URLSearchParams(params)}`;

  it('shows the order’s amount in rupees with Indian grouping, the description and labelled inputs', async () => {
    const order = await gw.order(123_456_700);
    const response = await fetch(pageUrl({ key: gw.keyId, order_id: order.id, name: 'Utsav', description: 'Advance for <Mehendi>', origin: 'http://localhost:3000', prefill_email: 'asha@example.com' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('₹12,34,567.00');
    expect(html).toContain('Advance for &lt;Mehendi&gt;');
    expect(html).not.toContain('<Mehendi>');
    for (const id of ['card_number', 'card_expiry', 'card_cvv', 'card_name', 'vpa', 'email', 'contact']) {
      expect(html).toMatch(new RegExp(`<label for="${id}">[^<]+</label><input id="${id}"`));
    }
    expect(html).toContain('value="asha@example.com"');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('name="viewport"');
  });

  it('keeps option values out of the script element', async () => {
    const order = await gw.order();
    const html = await (await fetch(pageUrl({ key: gw.keyId, order_id: order.id, description: '</script><script>alert(1)</script>' }))).text();
    expect(html).not.toContain('<script>alert(1)');
  });

  it('says why when the key or order is wrong (400, not a blank page)', async () => {
    const order = await gw.order();
    const wrongKey = await fetch(pageUrl({ key: 'rzp_test_SomeOtherKey00', order_id: order.id }));
    expect(wrongKey.status).toBe(400);
    expect(await wrongKey.text()).toContain('not this account’s key');
    const noOrder = await fetch(pageUrl({ key: gw.keyId, order_id: 'order_AAAAAAAAAAAAAA' }));
    expect(noOrder.status).toBe(400);
    expect(await noOrder.text()).toContain('This order does not exist.');
  });

  it('serves its script', async () => {
    const response = await fetch(`${gw.url}/checkout/page.js`);
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    const source = await response.text();
    expect(() => new Function(source)).not.toThrow();
  });
});

describe('the root URL', () => {
  it('tells a developer who opens it what runs here and which test instruments work', async () => {
    const response = await fetch(`${gw.url}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(gw.keyId);
    expect(html).toContain('5104 0600 0000 0008');
    expect(html).toContain('success@razorpay');
  });
});
