// Orders, payments and refunds in memory, with Razorpay's rules and state machines:
// order created → attempted → paid; payment created → authorized → captured → refunded, or failed;
// refund pending → processed | failed. Each change posts its webhook event.
import { STRINGS } from './checkout/strings.ts';
import type { ResolvedOptions } from './config.ts';
import { collection, snapshot, type Notes, type Order, type Payment, type Refund } from './entities.ts';
import { invalidInput, RazorpayError, unknownId, type RazorpayErrorBody } from './errors.ts';
import { checkoutSignature, newId, nowSeconds } from './ids.ts';
import { booleanField, currencyField, integerField, notesField, rejectExtraFields, stringField } from './validate.ts';
import type { Webhooks } from './webhooks.ts';

type Body = Record<string, unknown>;

/** What the checkout page submits once its form is valid. */
export interface CheckoutAttempt {
  orderId: string;
  outcome: 'success' | 'failure';
  method: 'card' | 'upi';
  card?: { name: string; last4: string; network: NonNullable<Payment['card']>['network'] };
  vpa?: string;
  email: string;
  contact: string;
  description: string | null;
  notes: Notes;
}

export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

const MIN_AMOUNT = 100;
const notesOrEmpty = (notes: Notes | undefined): Notes | [] => (notes && Object.keys(notes).length > 0 ? notes : []);

export class Gateway {
  private readonly orders = new Map<string, Order>();
  private readonly payments = new Map<string, Payment>();
  private readonly refunds = new Map<string, Refund>();
  private readonly receipts = new Set<string>();
  private readonly autoCapture = new Map<string, boolean>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private failNextRefund = false;

  constructor(
    private readonly options: ResolvedOptions,
    private readonly webhooks: Webhooks,
  ) {}

  createOrder(body: Body): Order {
    rejectExtraFields(body, ['amount', 'currency', 'receipt', 'notes', 'payment_capture', 'partial_payment']);
    const amount = integerField(body, 'amount', { required: true })!;
    if (amount < MIN_AMOUNT) {
      throw new RazorpayError(400, 'Order amount less than minimum amount allowed', {
        field: 'amount',
        source: 'business',
        step: 'order_creation',
        reason: 'amount_less_than_minimum_amount',
      });
    }
    const currency = currencyField(body, { required: true })!;
    const receipt = stringField(body, 'receipt', { max: 40 });
    const notes = notesField(body);
    if (booleanField(body, 'partial_payment')) throw invalidInput('Partial payments are not supported by the local gateway.', 'partial_payment');
    if (receipt !== undefined && this.receipts.has(receipt)) throw invalidInput('Order receipt should be unique.', 'receipt');
    const order: Order = {
      id: newId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: receipt ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: notesOrEmpty(notes),
      created_at: nowSeconds(),
    };
    if (receipt !== undefined) this.receipts.add(receipt);
    this.autoCapture.set(order.id, booleanField(body, 'payment_capture') ?? true);
    this.orders.set(order.id, order);
    return order;
  }

  order(id: string): Order {
    return this.orders.get(id) ?? throwUnknown();
  }

  /** Newest first, as Razorpay lists them. */
  orderPayments(id: string) {
    this.order(id);
    return collection([...this.payments.values()].filter((payment) => payment.order_id === id).reverse());
  }

  payment(id: string): Payment {
    return this.payments.get(id) ?? throwUnknown();
  }

  paymentRefunds(id: string) {
    this.payment(id);
    return collection([...this.refunds.values()].filter((refund) => refund.payment_id === id).reverse());
  }

  refund(id: string): Refund {
    return this.refunds.get(id) ?? throwUnknown();
  }

  /** Pays an order from the checkout page: a new payment, authorized (and captured) or failed. */
  pay(attempt: CheckoutAttempt): { ok: true; response: CheckoutSuccess } | { ok: false; status: number; body: RazorpayErrorBody } {
    const order = this.order(attempt.orderId);
    if (order.status === 'paid') {
      throw new RazorpayError(400, 'This order has already been paid.', { source: 'customer', step: 'payment_initiation', reason: 'order_already_paid' });
    }
    const payment: Payment = {
      id: newId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: 'created',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: attempt.method,
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: attempt.description,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: attempt.method === 'upi' ? (attempt.vpa ?? null) : null,
      email: attempt.email,
      contact: attempt.contact,
      notes: notesOrEmpty(attempt.notes),
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      acquirer_data: {},
      created_at: nowSeconds(),
    };
    if (attempt.card) {
      payment.card_id = newId('card');
      payment.card = { id: payment.card_id, entity: 'card', type: 'credit', issuer: null, international: false, emi: false, ...attempt.card };
    }
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    if (order.status === 'created') order.status = 'attempted';

    if (attempt.outcome === 'failure') {
      const error = new RazorpayError(400, attempt.method === 'card' ? STRINGS.cardDeclined : STRINGS.upiDeclined, {
        source: attempt.method === 'card' ? 'bank' : 'customer',
        step: 'payment_authorization',
        reason: attempt.method === 'card' ? 'card_declined' : 'payment_failed',
        metadata: { payment_id: payment.id, order_id: order.id },
      });
      const body = error.toBody();
      Object.assign(payment, {
        status: 'failed',
        error_code: body.error.code,
        error_description: body.error.description,
        error_source: body.error.source,
        error_step: body.error.step,
        error_reason: body.error.reason,
      });
      this.webhooks.emit('payment.failed', { payment: snapshot(payment) });
      return { ok: false, status: 400, body };
    }

    payment.status = 'authorized';
    payment.acquirer_data = attempt.method === 'card' ? { auth_code: String(100000 + Math.floor(Math.random() * 900000)) } : { rrn: String(Date.now()).slice(-12) };
    this.webhooks.emit('payment.authorized', { payment: snapshot(payment) });
    if (this.autoCapture.get(order.id)) this.markCaptured(payment, order);
    return {
      ok: true,
      response: {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: checkoutSignature(order.id, payment.id, this.options.keySecret),
      },
    };
  }

  capture(id: string, body: Body): Payment {
    const payment = this.payment(id);
    rejectExtraFields(body, ['amount', 'currency']);
    const amount = integerField(body, 'amount', { required: true })!;
    currencyField(body, { required: true });
    if (payment.status !== 'authorized') {
      const description = payment.captured ? 'This payment has already been captured' : 'Only payments which have been authorized and not yet captured can be captured';
      throw invalidInput(description, undefined, 'payment_capture');
    }
    if (amount !== payment.amount) throw invalidInput('Capture amount must be equal to the amount authorized', 'amount', 'payment_capture');
    this.markCaptured(payment, this.order(payment.order_id));
    return payment;
  }

  createRefund(paymentId: string, body: Body): Refund {
    const payment = this.payment(paymentId);
    rejectExtraFields(body, ['amount', 'speed', 'receipt', 'notes']);
    const requested = integerField(body, 'amount', { required: false });
    const speed = body.speed ?? 'normal';
    if (speed !== 'normal' && speed !== 'optimum') throw invalidInput('The selected speed is invalid.', 'speed');
    const receipt = stringField(body, 'receipt', { max: 40 });
    const notes = notesField(body);
    if (payment.status === 'refunded') throw invalidInput('The payment has been fully refunded already', undefined, 'refund');
    if (payment.status !== 'captured') throw invalidInput('Only captured payments can be refunded', undefined, 'refund');
    const remaining = payment.amount - payment.amount_refunded;
    const amount = requested ?? remaining;
    if (amount < MIN_AMOUNT) throw invalidInput('The refund amount must be at least INR 1.00', 'amount', 'refund');
    if (amount > remaining) throw invalidInput('The total refund amount is greater than the refund payment amount', 'amount', 'refund');

    const refund: Refund = {
      id: newId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: notesOrEmpty(notes),
      receipt: receipt ?? null,
      acquirer_data: { arn: null },
      created_at: nowSeconds(),
      batch_id: null,
      status: 'pending',
      speed_processed: speed === 'optimum' ? 'instant' : 'normal',
      speed_requested: speed,
    };
    this.refunds.set(refund.id, refund);
    this.applyRefunded(payment, amount);
    this.webhooks.emit('refund.created', { refund: snapshot(refund), payment: snapshot(payment) });

    const fails = this.failNextRefund || notes?.simulate === 'failure';
    this.failNextRefund = false;
    this.later(() => this.settleRefund(refund, payment, fails ? 'failed' : 'processed'));
    return refund;
  }

  /** The next refund created fails when it settles (the test hook POST /_local/next-refund-fails). */
  makeNextRefundFail() {
    this.failNextRefund = true;
  }

  stop() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private markCaptured(payment: Payment, order: Order) {
    payment.status = 'captured';
    payment.captured = true;
    // Razorpay's standard 2% fee plus 18% GST on it, taken at capture.
    payment.fee = Math.round(payment.amount * 0.02 * 1.18);
    payment.tax = Math.round(payment.amount * 0.02 * 0.18);
    order.status = 'paid';
    order.amount_paid = order.amount;
    order.amount_due = 0;
    this.webhooks.emit('payment.captured', { payment: snapshot(payment) });
    this.webhooks.emit('order.paid', { payment: snapshot(payment), order: snapshot(order) });
  }

  private applyRefunded(payment: Payment, delta: number) {
    payment.amount_refunded += delta;
    const full = payment.amount_refunded >= payment.amount;
    payment.refund_status = payment.amount_refunded === 0 ? null : full ? 'full' : 'partial';
    payment.status = full ? 'refunded' : 'captured';
  }

  private settleRefund(refund: Refund, payment: Payment, outcome: 'processed' | 'failed') {
    refund.status = outcome;
    if (outcome === 'processed') {
      refund.acquirer_data = { arn: String(Date.now()).padStart(23, '7') };
      this.webhooks.emit('refund.processed', { refund: snapshot(refund), payment: snapshot(payment) });
    } else {
      // A failed refund gives the amount back to what may still be refunded.
      this.applyRefunded(payment, -refund.amount);
      this.webhooks.emit('refund.failed', { refund: snapshot(refund), payment: snapshot(payment) });
    }
  }

  private later(work: () => void) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      work();
    }, this.options.refundSettleMs);
    this.timers.add(timer);
  }
}

function throwUnknown(): never {
  throw unknownId();
}
