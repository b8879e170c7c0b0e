// A small client for Razorpay's REST API (https://razorpay.com/docs/api/): fetch and Basic auth
// only, so it runs in Supabase's Deno runtime and in Node's tests alike. Where it talks to (the
// base URL) and with which keys is configuration: local-razorpay in development and tests,
// https://api.razorpay.com/v1 with dashboard keys in production (see razorpay-env.ts).

export interface RazorpayConfig {
  /** e.g. https://api.razorpay.com/v1, or a local gateway's http://127.0.0.1:54330/v1. */
  apiBase: string;
  keyId: string;
  keySecret: string;
  /** Signs webhooks; Razorpay's dashboard sets it per webhook, distinct from the key secret. */
  webhookSecret: string;
}

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string> | unknown[];
  created_at: number;
}

export interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: string;
  captured: boolean;
  amount_refunded: number;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  status: 'pending' | 'processed' | 'failed';
  notes: Record<string, string> | unknown[];
  speed_requested?: string;
  created_at: number;
}

/** Razorpay answered with an error (its `{error: {code, description, ...}}`), or could not be reached (status 0). */
export class RazorpayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
    readonly reason?: string,
  ) {
    super(`Razorpay ${status} ${code}: ${description}`);
    this.name = 'RazorpayError';
  }
}

/** Razorpay answers within seconds; a hung connection must not use up a function's wall clock. */
const TIMEOUT_MS = 15_000;

export class RazorpayClient {
  readonly #auth: string;

  constructor(readonly config: RazorpayConfig) {
    this.#auth = `Basic ${btoa(`${config.keyId}:${config.keySecret}`)}`;
  }

  async #call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.config.apiBase.replace(/\/+$/, '')}${path}`, {
        method,
        headers: { Authorization: this.#auth, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (e) {
      throw new RazorpayError(0, 'GATEWAY_UNREACHABLE', e instanceof Error ? e.message : String(e));
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      throw new RazorpayError(response.status, 'BAD_RESPONSE', text.slice(0, 200));
    }
    if (!response.ok) {
      const error = (parsed as { error?: { code?: string; description?: string; reason?: string } }).error ?? {};
      throw new RazorpayError(response.status, error.code ?? 'SERVER_ERROR', error.description ?? response.statusText, error.reason);
    }
    return parsed as T;
  }

  /** POST /orders: amount in paise, receipt unique and at most 40 characters, up to 15 notes. */
  createOrder(order: { amount: number; currency: 'INR'; receipt: string; notes?: Record<string, string> }): Promise<RazorpayOrder> {
    return this.#call('POST', '/orders', order);
  }

  fetchOrder(orderId: string): Promise<RazorpayOrder> {
    return this.#call('GET', `/orders/${encodeURIComponent(orderId)}`);
  }

  /** GET /orders/:id/payments: every payment attempt on the order, newest first. */
  async orderPayments(orderId: string): Promise<RazorpayPayment[]> {
    return (await this.#call<{ items: RazorpayPayment[] }>('GET', `/orders/${encodeURIComponent(orderId)}/payments`)).items;
  }

  fetchPayment(paymentId: string): Promise<RazorpayPayment> {
    return this.#call('GET', `/payments/${encodeURIComponent(paymentId)}`);
  }

  capturePayment(paymentId: string, amount: number, currency = 'INR'): Promise<RazorpayPayment> {
    return this.#call('POST', `/payments/${encodeURIComponent(paymentId)}/capture`, { amount, currency });
  }

  /** POST /payments/:id/refund; no amount refunds all that is left. */
  createRefund(paymentId: string, refund: { amount?: number; speed?: 'normal' | 'optimum'; receipt?: string; notes?: Record<string, string> }): Promise<RazorpayRefund> {
    return this.#call('POST', `/payments/${encodeURIComponent(paymentId)}/refund`, refund);
  }

  async paymentRefunds(paymentId: string): Promise<RazorpayRefund[]> {
    return (await this.#call<{ items: RazorpayRefund[] }>('GET', `/payments/${encodeURIComponent(paymentId)}/refunds`)).items;
  }
}
