// Webhooks: Razorpay-shaped, signed events for each state change, delivered to a real local
// receiver, retried with back-off, given up on, resent with the same id, and sent out of order.
import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalRazorpayOptions } from '../src/server.ts';
import { MASTERCARD_OK, startReceiver, startTestGateway, type TestGateway } from './helpers.ts';

const running: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});

async function setup(script: number[], options: LocalRazorpayOptions = {}, hangMs = 0) {
  const receiver = await startReceiver(script, hangMs);
  const gw: TestGateway = await startTestGateway({ webhookUrls: [receiver.url], ...options });
  running.push(gw, receiver);
  return { gw, receiver };
}

const sign = (raw: string, secret: string) => createHmac('sha256', secret).update(raw).digest('hex');

type Deliveries = { deliveries: { state: string; tries: { status?: number; error?: string }[] }[] };

describe('webhook events', () => {
  it('posts payment.authorized, payment.captured and order.paid for a paid order, signed over the raw body', async () => {
    const { gw, receiver } = await setup([200]);
    const order = await gw.order(29_500, { receipt: `UT-${Date.now()}` });
    const paid = await gw.pay<{ razorpay_payment_id: string }>(order.id, { card: MASTERCARD_OK });
    await gw.webhooks.idle();

    expect(receiver.events().map((e) => e.event)).toEqual(['payment.authorized', 'payment.captured', 'order.paid']);
    for (const request of receiver.received) {
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['x-razorpay-signature']).toBe(sign(request.raw, gw.webhookSecret));
      expect(request.headers['x-razorpay-signature']).not.toBe(sign(request.raw, gw.keySecret));
      expect(request.headers['x-razorpay-event-id']).toMatch(/^evt_[A-Za-z0-9]{14}$/);
    }
    const ids = receiver.received.map((r) => r.headers['x-razorpay-event-id']);
    expect(new Set(ids).size).toBe(3);

    const [authorized, captured, orderPaid] = receiver.events();
    expect(authorized).toMatchObject({ entity: 'event', event: 'payment.authorized', contains: ['payment'], account_id: expect.stringMatching(/^acc_/) });
    expect(authorized!.payload.payment!.entity).toMatchObject({ id: paid.body.razorpay_payment_id, status: 'authorized', captured: false, order_id: order.id });
    // Each payload is the snapshot of its moment, not the payment's latest state.
    expect(captured!.payload.payment!.entity).toMatchObject({ status: 'captured', captured: true });
    expect(orderPaid).toMatchObject({ contains: ['payment', 'order'] });
    expect(orderPaid!.payload.order!.entity).toMatchObject({ id: order.id, status: 'paid', amount_paid: 29_500, receipt: order.receipt });
    expect(typeof (orderPaid as unknown as { created_at: number }).created_at).toBe('number');
  });

  it('posts payment.failed for a failed payment', async () => {
    const { gw, receiver } = await setup([200]);
    const order = await gw.order();
    await gw.pay(order.id, { vpa: 'failure@razorpay' });
    await gw.webhooks.idle();
    expect(receiver.events().map((e) => e.event)).toEqual(['payment.failed']);
    expect(receiver.events()[0]!.payload.payment!.entity).toMatchObject({ status: 'failed', error_reason: 'payment_failed', order_id: order.id });
  });

  it('posts refund.created then refund.processed, or refund.failed', async () => {
    const { gw, receiver } = await setup([200], { refundSettleMs: 10 });
    const order = await gw.order(50_000);
    const { body } = await gw.pay<{ razorpay_payment_id: string }>(order.id, { vpa: 'success@razorpay' });
    const ok = await gw.api<{ id: string }>('POST', `/v1/payments/${body.razorpay_payment_id}/refund`, { amount: 20_000 });
    const bad = await gw.api<{ id: string }>('POST', `/v1/payments/${body.razorpay_payment_id}/refund`, { amount: 10_000, notes: { simulate: 'failure' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await gw.webhooks.idle();
    const refundEvents = receiver.events().filter((e) => e.event.startsWith('refund.'));
    const of = (id: string) => refundEvents.filter((e) => e.payload.refund!.entity.id === id).map((e) => e.event);
    expect(of(ok.body.id)).toEqual(['refund.created', 'refund.processed']);
    expect(of(bad.body.id)).toEqual(['refund.created', 'refund.failed']);
    const failed = refundEvents.find((e) => e.event === 'refund.failed')!;
    expect(failed).toMatchObject({ contains: ['refund', 'payment'] });
    expect(failed.payload.payment!.entity).toMatchObject({ amount_refunded: 20_000 });
  });
});

describe('delivery', () => {
  it('retries with back-off after failures and stops at the first 2xx, with the same id, body and signature', async () => {
    const { gw, receiver } = await setup([500, 503, 200], { webhookRetryDelaysMs: [60, 120, 240] });
    const order = await gw.order();
    await gw.pay(order.id, { vpa: 'failure@razorpay' });
    await gw.webhooks.idle();

    expect(receiver.received).toHaveLength(3);
    const [first, second, third] = receiver.received;
    for (const request of [second!, third!]) {
      expect(request.raw).toBe(first!.raw);
      expect(request.headers['x-razorpay-event-id']).toBe(first!.headers['x-razorpay-event-id']);
      expect(request.headers['x-razorpay-signature']).toBe(sign(request.raw, gw.webhookSecret));
    }
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(55);
    expect(third!.at - second!.at).toBeGreaterThanOrEqual(115);

    const id = first!.headers['x-razorpay-event-id'] as string;
    const record = await gw.api<Deliveries>('GET', `/_local/webhooks/${id}`);
    expect(record.body.deliveries).toEqual([{ url: receiver.url, state: 'delivered', tries: [expect.objectContaining({ status: 500 }), expect.objectContaining({ status: 503 }), expect.objectContaining({ status: 200 })] }]);
  });

  it('counts no answer within the timeout as a failed try, and gives up after the last retry', async () => {
    const { gw, receiver } = await setup([0], { webhookRetryDelaysMs: [20, 20], webhookTimeoutMs: 150 }, 1_000);
    const order = await gw.order();
    await gw.pay(order.id, { vpa: 'failure@razorpay' });
    await gw.webhooks.idle();
    expect(receiver.received).toHaveLength(3);
    const id = receiver.received[0]!.headers['x-razorpay-event-id'] as string;
    const { body } = await gw.api<Deliveries>('GET', `/_local/webhooks/${id}`);
    expect(body.deliveries[0]!.state).toBe('failed');
    expect(body.deliveries[0]!.tries.map((t) => t.error)).toEqual(Array(3).fill('no answer within 150 ms'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received).toHaveLength(3);
  });

  it('gives up on a receiver that keeps failing after N tries', async () => {
    const { gw, receiver } = await setup([500], { webhookRetryDelaysMs: [10, 10, 10] });
    const order = await gw.order();
    await gw.pay(order.id, { vpa: 'failure@razorpay' });
    await gw.webhooks.idle();
    expect(receiver.received).toHaveLength(4);
    const { body } = await gw.api<{ items: { deliveries: { state: string }[] }[] }>('GET', '/_local/webhooks');
    expect(body.items.map((item) => item.deliveries[0]!.state)).toEqual(['failed']);
  });

  it('counts an unreachable receiver as a failed try', async () => {
    const receiver = await startReceiver([200]);
    const url = receiver.url;
    await receiver.stop();
    const gw = await startTestGateway({ webhookUrls: [url], webhookRetryDelaysMs: [10] });
    running.push(gw);
    const order = await gw.order();
    await gw.pay(order.id, { vpa: 'failure@razorpay' });
    await gw.webhooks.idle();
    const { body } = await gw.api<{ items: Deliveries[] }>('GET', '/_local/webhooks');
    expect(body.items[0]!.deliveries[0]).toMatchObject({ state: 'failed', tries: [{ error: expect.stringMatching(/ECONNREFUSED/) }, { error: expect.stringMatching(/ECONNREFUSED/) }] });
  });
});

describe('test hooks', () => {
  it('resends an event with the same id and body (a duplicate the receiver must ignore)', async () => {
    const { gw, receiver } = await setup([200]);
    const order = await gw.order();
    await gw.pay(order.id, { vpa: 'failure@razorpay' });
    await gw.webhooks.idle();
    const id = receiver.received[0]!.headers['x-razorpay-event-id'] as string;
    const reply = await gw.api('POST', `/_local/webhooks/${id}/resend`);
    expect(reply.body).toMatchObject({ id, event: 'payment.failed' });
    await gw.webhooks.idle();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.raw).toBe(receiver.received[0]!.raw);
    expect(receiver.received[1]!.headers['x-razorpay-event-id']).toBe(id);
    expect((await gw.api('POST', '/_local/webhooks/evt_AAAAAAAAAAAAAA/resend')).status).toBe(400);
  });

  it('sends chosen events in the order asked (payment.captured before payment.authorized)', async () => {
    const { gw, receiver } = await setup([200]);
    const order = await gw.order();
    await gw.pay(order.id, { card: MASTERCARD_OK });
    await gw.webhooks.idle();
    const ids = Object.fromEntries(receiver.events().map((e, i) => [e.event, receiver.received[i]!.headers['x-razorpay-event-id'] as string]));
    receiver.received.length = 0;
    const reply = await gw.api('POST', '/_local/webhooks/send', { event_ids: [ids['order.paid'], ids['payment.captured'], ids['payment.authorized']] });
    expect(reply.status).toBe(200);
    expect(receiver.events().map((e) => e.event)).toEqual(['order.paid', 'payment.captured', 'payment.authorized']);
    expect((await gw.api('POST', '/_local/webhooks/send', { event_ids: ['evt_AAAAAAAAAAAAAA'] })).status).toBe(400);
    expect((await gw.api('POST', '/_local/webhooks/send', {})).status).toBe(400);
  });

  it('withholds an order\'s events when asked (deliveries that never arrive), and can still send them', async () => {
    const { gw, receiver } = await setup([200]);
    const order = await gw.order();
    const other = await gw.order();
    expect((await gw.api('POST', `/_local/orders/${order.id}/withhold-webhooks`)).body).toEqual({ order_id: order.id, webhooks_withheld: true });
    await gw.pay(order.id, { card: MASTERCARD_OK });
    await gw.pay(other.id, { card: MASTERCARD_OK });
    await gw.webhooks.idle();
    // Only the other order's events went out; the withheld ones are recorded, undelivered.
    expect(receiver.events().map((e) => e.payload.payment!.entity.order_id)).toEqual([other.id, other.id, other.id]);
    const listed = await gw.api<{ items: { id: string; event: string; deliveries: unknown[] }[] }>('GET', '/_local/webhooks');
    const withheld = listed.body.items.filter((item) => item.deliveries.length === 0);
    expect(withheld.map((item) => item.event)).toEqual(['payment.authorized', 'payment.captured', 'order.paid']);
    expect((await gw.api('POST', '/_local/webhooks/send', { event_ids: [withheld[1]!.id] })).status).toBe(200);
    expect(receiver.events().at(-1)).toMatchObject({ event: 'payment.captured', payload: { payment: { entity: { order_id: order.id } } } });
    expect((await gw.api('POST', '/_local/orders/order_AAAAAAAAAAAAAA/withhold-webhooks')).status).toBe(400);
  });
});
