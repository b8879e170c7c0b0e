// Capture and refund rules: manual capture with the exact amount, refunds only of captured
// payments, partial refunds up to the captured amount, and refunds that fail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTERCARD_OK, startTestGateway, type TestGateway } from './helpers.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ refundSettleMs: 30 });
});
afterAll(() => gw.stop());

type ErrorReply = { error: { description: string; field?: string } };
type RefundBody = { id: string; status: string; amount: number; payment_id: string; speed_requested: string; speed_processed: string; acquirer_data: { arn: string | null } };

async function paidPayment(amount = 50_000, extra: Record<string, unknown> = {}) {
  const order = await gw.order(amount, extra);
  const { body } = await gw.pay<{ razorpay_payment_id: string }>(order.id, { card: MASTERCARD_OK });
  return { orderId: order.id, paymentId: body.razorpay_payment_id };
}

const payment = async (id: string) => (await gw.api('GET', `/v1/payments/${id}`)).body;

/** Waits until the refund leaves `pending` (the gateway settles it after refundSettleMs). */
async function settled(refundId: string): Promise<RefundBody> {
  for (let i = 0; i < 100; i++) {
    const { body } = await gw.api<RefundBody>('GET', `/v1/refunds/${refundId}`);
    if (body.status !== 'pending') return body;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`refund ${refundId} stayed pending`);
}

describe('capture', () => {
  it('leaves a payment authorized when the order turned auto-capture off, and captures the exact amount only', async () => {
    const { orderId, paymentId } = await paidPayment(40_000, { payment_capture: false });
    expect(await payment(paymentId)).toMatchObject({ status: 'authorized', captured: false });
    expect((await gw.api('GET', `/v1/orders/${orderId}`)).body.status).toBe('attempted');

    const refundBeforeCapture = await gw.api<ErrorReply>('POST', `/v1/payments/${paymentId}/refund`, {});
    expect(refundBeforeCapture.status).toBe(400);
    expect(refundBeforeCapture.body.error.description).toBe('Only captured payments can be refunded');

    const wrong = await gw.api<ErrorReply>('POST', `/v1/payments/${paymentId}/capture`, { amount: 39_900, currency: 'INR' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ description: 'Capture amount must be equal to the amount authorized', field: 'amount' });
    const noCurrency = await gw.api<ErrorReply>('POST', `/v1/payments/${paymentId}/capture`, { amount: 40_000 });
    expect(noCurrency.body.error.field).toBe('currency');

    const captured = await gw.api('POST', `/v1/payments/${paymentId}/capture`, { amount: 40_000, currency: 'INR' });
    expect(captured.status).toBe(200);
    expect(captured.body).toMatchObject({ id: paymentId, status: 'captured', captured: true });
    expect(captured.body.fee).toBeGreaterThan(0);
    expect((await gw.api('GET', `/v1/orders/${orderId}`)).body).toMatchObject({ status: 'paid', amount_due: 0 });

    const twice = await gw.api<ErrorReply>('POST', `/v1/payments/${paymentId}/capture`, { amount: 40_000, currency: 'INR' });
    expect(twice.status).toBe(400);
    expect(twice.body.error.description).toBe('This payment has already been captured');
  });

  it('cannot capture a failed payment', async () => {
    const order = await gw.order(10_000);
    const failed = await gw.pay<{ error: { metadata: { payment_id: string } } }>(order.id, { vpa: 'failure@razorpay' });
    const reply = await gw.api<ErrorReply>('POST', `/v1/payments/${failed.body.error.metadata.payment_id}/capture`, { amount: 10_000, currency: 'INR' });
    expect(reply.status).toBe(400);
  });
});

describe('refunds', () => {
  it('refunds in parts up to the captured amount, refusing more', async () => {
    const { paymentId } = await paidPayment(50_000);
    const first = await gw.api<RefundBody>('POST', `/v1/payments/${paymentId}/refund`, { amount: 20_000, speed: 'optimum', notes: { reason: 'provider declined' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ entity: 'refund', amount: 20_000, currency: 'INR', payment_id: paymentId, status: 'pending', speed_requested: 'optimum', speed_processed: 'instant' });
    expect(first.body.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    expect(await payment(paymentId)).toMatchObject({ status: 'captured', amount_refunded: 20_000, refund_status: 'partial' });

    const over = await gw.api<ErrorReply>('POST', `/v1/payments/${paymentId}/refund`, { amount: 30_001 });
    expect(over.status).toBe(400);
    expect(over.body.error).toMatchObject({ description: 'The total refund amount is greater than the refund payment amount', field: 'amount' });

    // No amount: the whole remaining ₹300.
    const rest = await gw.api<RefundBody>('POST', `/v1/payments/${paymentId}/refund`, {});
    expect(rest.body).toMatchObject({ amount: 30_000, speed_requested: 'normal', speed_processed: 'normal' });
    expect(await payment(paymentId)).toMatchObject({ status: 'refunded', amount_refunded: 50_000, refund_status: 'full' });

    const after = await gw.api<ErrorReply>('POST', `/v1/payments/${paymentId}/refund`, { amount: 100 });
    expect(after.status).toBe(400);
    expect(after.body.error.description).toBe('The payment has been fully refunded already');

    expect(await settled(first.body.id)).toMatchObject({ status: 'processed' });
    expect((await settled(rest.body.id)).acquirer_data.arn).toMatch(/^\d+$/);
    const listed = await gw.api<{ count: number; items: { id: string }[] }>('GET', `/v1/payments/${paymentId}/refunds`);
    expect(listed.body.count).toBe(2);
    expect(listed.body.items.map((r) => r.id).sort()).toEqual([first.body.id, rest.body.id].sort());
  });

  it('refuses bad refund input', async () => {
    const { paymentId } = await paidPayment(50_000);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 99 }, 'amount'],
      [{ amount: 10.5 }, 'amount'],
      [{ speed: 'instant' }, 'speed'],
      [{ receipt: 'x'.repeat(41) }, 'receipt'],
      [{ reverse_all: 1 }, 'reverse_all'],
    ];
    for (const [body, field] of cases) {
      const reply = await gw.api<ErrorReply>('POST', `/v1/payments/${paymentId}/refund`, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error.field).toBe(field);
    }
    expect(await payment(paymentId)).toMatchObject({ amount_refunded: 0 });
  });

  it('fails the next refund after POST /_local/next-refund-fails, giving the amount back', async () => {
    const { paymentId } = await paidPayment(50_000);
    expect((await gw.api('POST', '/_local/next-refund-fails')).status).toBe(200);
    const refund = await gw.api<RefundBody>('POST', `/v1/payments/${paymentId}/refund`, {});
    expect(refund.body.status).toBe('pending');
    expect(await payment(paymentId)).toMatchObject({ status: 'refunded', amount_refunded: 50_000 });
    expect(await settled(refund.body.id)).toMatchObject({ status: 'failed' });
    expect(await payment(paymentId)).toMatchObject({ status: 'captured', amount_refunded: 0, refund_status: null });

    // Only the next one: a second refund goes through.
    const again = await gw.api<RefundBody>('POST', `/v1/payments/${paymentId}/refund`, {});
    expect(await settled(again.body.id)).toMatchObject({ status: 'processed' });
  });

  it('fails a refund whose notes say simulate=failure', async () => {
    const { paymentId } = await paidPayment(50_000);
    const refund = await gw.api<RefundBody>('POST', `/v1/payments/${paymentId}/refund`, { amount: 10_000, notes: { simulate: 'failure' } });
    expect(await settled(refund.body.id)).toMatchObject({ status: 'failed' });
    expect(await payment(paymentId)).toMatchObject({ amount_refunded: 0 });
  });
});
