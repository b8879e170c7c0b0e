// A gateway on a free port for each test file, a Basic-auth client for it, and a webhook receiver.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startLocalRazorpay, type LocalRazorpay, type LocalRazorpayOptions } from '../src/server.ts';

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestGateway extends LocalRazorpay {
  api<T = Record<string, unknown>>(method: string, path: string, body?: unknown, auth?: string | null): Promise<Reply<T>>;
  /** Pays an order through the checkout page's form endpoint. */
  pay<T = Record<string, unknown>>(orderId: string, instrument: Instrument, extra?: Record<string, unknown>): Promise<Reply<T>>;
  order(amount?: number, extra?: Record<string, unknown>): Promise<{ id: string; amount: number; receipt: string }>;
}

export type Instrument = { card: string; expiry?: string; cvv?: string } | { vpa: string };

export const MASTERCARD_OK = '5104 0600 0000 0008';
export const VISA_OK = '4718 6091 0820 4366';
export const CARD_FAILS = '4000 0000 0000 0002';

let receiptSeq = 0;
export const uniqueReceipt = () => `rcpt-${process.pid}-${Date.now()}-${++receiptSeq}`;

export async function startTestGateway(options: LocalRazorpayOptions = {}): Promise<TestGateway> {
  const gateway = await startLocalRazorpay({ port: 0, refundSettleMs: 20, webhookRetryDelaysMs: [50, 100], webhookTimeoutMs: 1_000, ...options });
  const basic = `Basic ${Buffer.from(`${gateway.keyId}:${gateway.keySecret}`).toString('base64')}`;
  async function api<T>(method: string, path: string, body?: unknown, auth: string | null = basic): Promise<Reply<T>> {
    const headers: Record<string, string> = {};
    if (auth) headers.authorization = auth;
    let payload: string | undefined;
    if (typeof body === 'string') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = body;
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${gateway.url}${path}`, { method, headers, body: payload });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, headers: response.headers };
  }
  return Object.assign(gateway, {
    api,
    pay<T>(orderId: string, instrument: Instrument, extra: Record<string, unknown> = {}) {
      const method = 'card' in instrument ? { method: 'card', card_number: instrument.card, card_expiry: instrument.expiry ?? '12/40', card_cvv: instrument.cvv ?? '123', card_name: 'Asha Rao' } : { method: 'upi', vpa: instrument.vpa };
      return api<T>('POST', '/_local/checkout/pay', { key_id: gateway.keyId, order_id: orderId, email: 'asha@example.com', contact: '+919876543210', ...method, ...extra }, null);
    },
    async order(amount = 29_500, extra: Record<string, unknown> = {}) {
      const { status, body } = await api<{ id: string; amount: number; receipt: string }>('POST', '/v1/orders', { amount, currency: 'INR', receipt: uniqueReceipt(), ...extra });
      if (status !== 200) throw new Error(`order creation failed: ${JSON.stringify(body)}`);
      return body;
    },
  });
}

export interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  at: number;
}

/**
 * A webhook receiver answering each request with the next status of `script` (the last one
 * repeats), or holding the request `hangMs` when the status is 0.
 */
export async function startReceiver(script: number[] = [200], hangMs = 0) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, raw: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const status = script[Math.min(received.length - 1, script.length - 1)]!;
      if (status === 0) {
        setTimeout(() => res.writeHead(200).end(), hangMs);
        return;
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/razorpay`,
    received,
    events: () => received.map((r) => JSON.parse(r.raw) as { event: string; payload: Record<string, { entity: Record<string, unknown> }> }),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
