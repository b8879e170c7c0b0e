// Orders API: Razorpay's validation, receipt uniqueness, Basic auth and error shape, over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, uniqueReceipt, type TestGateway } from './helpers.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.stop());

const ERROR_KEYS = ['code', 'description', 'metadata', 'reason', 'source', 'step'];

function expectError(reply: { status: number; body: Record<string, unknown> }, status: number, description: RegExp | string, field?: string) {
  expect(reply.status).toBe(status);
  const error = reply.body.error as Record<string, unknown>;
  expect(Object.keys(error).filter((key) => key !== 'field').sort()).toEqual(ERROR_KEYS);
  expect(error.code).toBe('BAD_REQUEST_ERROR');
  if (typeof description === 'string') expect(error.description).toBe(description);
  else expect(error.description).toMatch(description);
  expect(error.field).toBe(field);
}

describe('POST /v1/orders', () => {
  it('creates an order shaped as Razorpay returns it', async () => {
    const receipt = uniqueReceipt();
    const before = Math.floor(Date.now() / 1000);
    const { status, body } = await gw.api('POST', '/v1/orders', { amount: 29_500, currency: 'INR', receipt, notes: { booking: 'UT-7' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      entity: 'order',
      amount: 29_500,
      amount_paid: 0,
      amount_due: 29_500,
      currency: 'INR',
      receipt,
      status: 'created',
      attempts: 0,
      notes: { booking: 'UT-7' },
      offer_id: null,
    });
    expect(body.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(body.created_at).toBeGreaterThanOrEqual(before);
    expect(body.created_at).toBeLessThanOrEqual(before + 5);
    const fetched = await gw.api('GET', `/v1/orders/${body.id as string}`);
    expect(fetched.body).toEqual(body);
  });

  it('accepts form-encoded bodies with bracketed notes, as the API does', async () => {
    const receipt = uniqueReceipt();
    const { status, body } = await gw.api('POST', '/v1/orders', `amount=10000&currency=INR&receipt=${receipt}&notes[booking]=UT-9`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ amount: 10_000, notes: { booking: 'UT-9' } });
  });

  it('returns an empty array for notes when none were given (as Razorpay does)', async () => {
    const { body } = await gw.api('POST', '/v1/orders', { amount: 100, currency: 'INR' });
    expect(body.notes).toEqual([]);
    expect(body.receipt).toBeNull();
  });

  it('refuses amounts that are missing, not integers or below ₹1', async () => {
    expectError(await gw.api('POST', '/v1/orders', { currency: 'INR' }), 400, 'The amount field is required.', 'amount');
    expectError(await gw.api('POST', '/v1/orders', { amount: 100.5, currency: 'INR' }), 400, 'The amount must be an integer.', 'amount');
    expectError(await gw.api('POST', '/v1/orders', { amount: 'lots', currency: 'INR' }), 400, 'The amount must be an integer.', 'amount');
    const low = await gw.api('POST', '/v1/orders', { amount: 99, currency: 'INR' });
    expectError(low, 400, 'Order amount less than minimum amount allowed', 'amount');
    expect((low.body.error as Record<string, unknown>).reason).toBe('amount_less_than_minimum_amount');
    expectError(await gw.api('POST', '/v1/orders', { amount: -100, currency: 'INR' }), 400, 'Order amount less than minimum amount allowed', 'amount');
  });

  it('refuses other currencies and a missing currency', async () => {
    expectError(await gw.api('POST', '/v1/orders', { amount: 100, currency: 'USD' }), 400, 'Currency is not supported', 'currency');
    expectError(await gw.api('POST', '/v1/orders', { amount: 100 }), 400, 'The currency field is required.', 'currency');
  });

  it('keeps receipts unique and at most 40 characters', async () => {
    const receipt = uniqueReceipt();
    expect((await gw.api('POST', '/v1/orders', { amount: 100, currency: 'INR', receipt })).status).toBe(200);
    expectError(await gw.api('POST', '/v1/orders', { amount: 200, currency: 'INR', receipt }), 400, 'Order receipt should be unique.', 'receipt');
    expectError(await gw.api('POST', '/v1/orders', { amount: 100, currency: 'INR', receipt: 'r'.repeat(41) }), 400, 'The receipt may not be greater than 40 characters.', 'receipt');
    expect((await gw.api('POST', '/v1/orders', { amount: 100, currency: 'INR', receipt: `${'r'.repeat(30)}${Date.now() % 1e10}`.slice(0, 40) })).status).toBe(200);
  });

  it('allows at most 15 notes of at most 256 characters', async () => {
    const notes = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 'v']));
    expect((await gw.api('POST', '/v1/orders', { amount: 100, currency: 'INR', notes: notes(15) })).status).toBe(200);
    expectError(await gw.api('POST', '/v1/orders', { amount: 100, currency: 'INR', notes: notes(16) }), 400, 'Number of notes should be less than or equal to 15', 'notes');
    expectError(await gw.api('POST', '/v1/orders', { amount: 100, currency: 'INR', notes: { k: 'v'.repeat(257) } }), 400, 'The notes may not be greater than 256 characters.', 'notes');
    expectError(await gw.api('POST', '/v1/orders', { amount: 100, currency: 'INR', notes: 'text' }), 400, /notes/, 'notes');
  });

  it('refuses fields the API does not take', async () => {
    const reply = await gw.api('POST', '/v1/orders', { amount: 100, currency: 'INR', transfers: [] });
    expectError(reply, 400, 'transfers is/are not required and should not be sent', 'transfers');
    expect((reply.body.error as Record<string, unknown>).reason).toBe('extra_field_sent');
  });

  it('answers a body that is not JSON with a 400, not a 500', async () => {
    const response = await fetch(`${gw.url}/v1/orders`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${gw.keyId}:${gw.keySecret}`).toString('base64')}`, 'content-type': 'application/json' },
      body: '{"amount":',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST_ERROR');
  });
});

describe('authentication', () => {
  const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

  it('answers 401 with Razorpay’s error shape without credentials, with a wrong key or a wrong secret', async () => {
    expectError(await gw.api('POST', '/v1/orders', { amount: 100, currency: 'INR' }, null), 401, 'Please provide your api key for authentication purposes.');
    expectError(await gw.api('GET', '/v1/orders/order_AAAAAAAAAAAAAA', undefined, basic('rzp_test_SomeOtherKey00', gw.keySecret)), 401, 'The api key provided is invalid');
    expectError(await gw.api('GET', '/v1/orders/order_AAAAAAAAAAAAAA', undefined, basic(gw.keyId, 'wrong')), 401, 'Authentication failed');
    expectError(await gw.api('GET', '/v1/orders/order_AAAAAAAAAAAAAA', undefined, 'Bearer x'), 401, 'Please provide your api key for authentication purposes.');
  });

  it('guards the test hooks with the same credentials', async () => {
    expect((await gw.api('POST', '/_local/next-refund-fails', undefined, null)).status).toBe(401);
    expect((await gw.api('GET', '/_local/webhooks', undefined, null)).status).toBe(401);
  });
});

describe('lookups', () => {
  it('answers unknown ids with 400 "The id provided does not exist"', async () => {
    for (const path of ['/v1/orders/order_AAAAAAAAAAAAAA', '/v1/orders/order_AAAAAAAAAAAAAA/payments', '/v1/payments/pay_AAAAAAAAAAAAAA', '/v1/refunds/rfnd_AAAAAAAAAAAAAA', '/v1/payments/pay_AAAAAAAAAAAAAA/refunds']) {
      expectError(await gw.api('GET', path), 400, 'The id provided does not exist');
    }
  });

  it('answers unknown paths with 404 and a wrong method with 405, both in the error shape', async () => {
    expectError(await gw.api('GET', '/v1/customers'), 404, 'The requested URL was not found on the server.');
    expectError(await gw.api('DELETE', '/v1/orders'), 405, 'The requested method is not allowed for this URL.');
  });

  it('lists an order’s payments as an empty collection before any attempt', async () => {
    const order = await gw.order();
    const { status, body } = await gw.api('GET', `/v1/orders/${order.id}/payments`);
    expect(status).toBe(200);
    expect(body).toEqual({ entity: 'collection', count: 0, items: [] });
  });
});
