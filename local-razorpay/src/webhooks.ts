// Signed webhook events, delivered as Razorpay does: POST of the JSON body with
// `X-Razorpay-Signature` (hex HMAC-SHA256 of the raw body with the webhook secret) and
// `x-razorpay-event-id`; a non-2xx answer or no answer within the timeout is retried with
// back-off, then given up. A resend carries the same id and body, as hosted retries do, so
// receivers can practise de-duplication.
import { hmacHex, newId, nowSeconds } from './ids.ts';
import type { ResolvedOptions } from './config.ts';
import type { Order, Payment, Refund } from './entities.ts';

export type EventType =
  | 'payment.authorized'
  | 'payment.captured'
  | 'payment.failed'
  | 'order.paid'
  | 'refund.created'
  | 'refund.processed'
  | 'refund.failed';

export interface EventPayload {
  payment?: Payment;
  order?: Order;
  refund?: Refund;
}

export interface DeliveryTry {
  at: number;
  status?: number;
  error?: string;
}

export interface Delivery {
  url: string;
  state: 'pending' | 'delivered' | 'failed';
  tries: DeliveryTry[];
}

export interface StoredEvent {
  id: string;
  event: EventType;
  body: string;
  signature: string;
  deliveries: Delivery[];
}

export class Webhooks {
  readonly events = new Map<string, StoredEvent>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly controller = new AbortController();
  // First tries to one URL go out in the order the events happened; retries do not wait.
  private readonly queues = new Map<string, Promise<unknown>>();
  /** Orders whose events are recorded but not sent: a test's stand-in for deliveries that never arrive. */
  readonly withheldOrders = new Set<string>();

  constructor(private readonly options: ResolvedOptions) {}

  emit(event: EventType, payload: EventPayload): StoredEvent {
    const contains = Object.keys(payload).filter((key) => payload[key as keyof EventPayload]);
    const body = JSON.stringify({
      entity: 'event',
      account_id: this.options.accountId,
      event,
      contains,
      payload: Object.fromEntries(contains.map((key) => [key, { entity: payload[key as keyof EventPayload] }])),
      created_at: nowSeconds(),
    });
    const stored: StoredEvent = { id: newId('evt'), event, body, signature: hmacHex(body, this.options.webhookSecret), deliveries: [] };
    this.events.set(stored.id, stored);
    const orderId = payload.payment?.order_id ?? payload.order?.id;
    if (!orderId || !this.withheldOrders.has(orderId)) this.dispatch(stored);
    return stored;
  }

  /** Sends an event again to every URL (same id, body and signature). */
  resend(id: string): StoredEvent | undefined {
    const stored = this.events.get(id);
    if (stored) this.dispatch(stored);
    return stored;
  }

  /** Sends the given events one after another in exactly this order (each one's first try awaited). */
  async sendInOrder(ids: string[]): Promise<void> {
    for (const id of ids) {
      const stored = this.events.get(id);
      if (!stored) continue;
      for (const url of this.options.webhookUrls) {
        const delivery: Delivery = { url, state: 'pending', tries: [] };
        stored.deliveries.push(delivery);
        const firstTry = this.attempt(stored, delivery);
        await firstTry;
        if (delivery.state === 'pending') this.track(this.retry(stored, delivery, 0));
      }
    }
  }

  /** Resolves once no delivery is in flight (retries included). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  stop() {
    this.controller.abort();
  }

  private dispatch(stored: StoredEvent) {
    for (const url of this.options.webhookUrls) {
      const delivery: Delivery = { url, state: 'pending', tries: [] };
      stored.deliveries.push(delivery);
      const previous = this.queues.get(url) ?? Promise.resolve();
      const first = previous.then(() => this.attempt(stored, delivery));
      this.queues.set(url, first);
      this.track(first.then(() => (delivery.state === 'pending' ? this.retry(stored, delivery, 0) : undefined)));
    }
  }

  private track(work: Promise<void>) {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private async retry(stored: StoredEvent, delivery: Delivery, retryIndex: number): Promise<void> {
    const delays = this.options.webhookRetryDelaysMs;
    for (let i = retryIndex; i < delays.length && delivery.state === 'pending'; i++) {
      if (!(await this.sleep(delays[i]!))) return;
      await this.attempt(stored, delivery);
    }
    if (delivery.state === 'pending') {
      delivery.state = 'failed';
      this.log(`gave up on ${stored.event} ${stored.id} to ${delivery.url} after ${delivery.tries.length} tries`);
    }
  }

  private async attempt(stored: StoredEvent, delivery: Delivery): Promise<void> {
    if (this.controller.signal.aborted) return;
    const attempt: DeliveryTry = { at: Date.now() };
    delivery.tries.push(attempt);
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Razorpay-Webhook/v1',
          'x-razorpay-signature': stored.signature,
          'x-razorpay-event-id': stored.id,
        },
        body: stored.body,
        signal: AbortSignal.any([this.controller.signal, AbortSignal.timeout(this.options.webhookTimeoutMs)]),
      });
      attempt.status = response.status;
      await response.body?.cancel();
      if (response.ok) delivery.state = 'delivered';
    } catch (error) {
      attempt.error = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${this.options.webhookTimeoutMs} ms` : String((error as Error).cause ?? error);
    }
    this.log(`${stored.event} ${stored.id} → ${delivery.url}: ${attempt.status ?? attempt.error} (try ${delivery.tries.length})`);
  }

  /** False when the gateway stopped meanwhile. */
  private sleep(ms: number): Promise<boolean> {
    const signal = this.controller.signal;
    if (signal.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve(true);
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        resolve(false);
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  private log(message: string) {
    if (this.options.logWebhooks) console.log(`webhook ${message}`);
  }
}
