// The HTTP surface: Razorpay's REST subset (Basic auth), checkout.js and the checkout page, and
// the `/_local/` test hooks (also Basic auth, so nothing but the key holder can steer them).
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseCheckoutForm } from './checkout/form.ts';
import { renderCheckoutPage, renderCheckoutProblem, renderIndexPage } from './checkout/page.ts';
import { STRINGS } from './checkout/strings.ts';
import type { ResolvedOptions } from './config.ts';
import { RazorpayError } from './errors.ts';
import type { Gateway } from './gateway.ts';
import { readBody, requireAuth, sendJson, sendText } from './http.ts';
import type { Webhooks } from './webhooks.ts';

const asset = (name: string) => readFileSync(new URL(`../public/${name}`, import.meta.url), 'utf8');
const CHECKOUT_JS = asset('checkout.js');
const CHECKOUT_PAGE_JS = asset('checkout-page.js');
const JS = 'application/javascript; charset=utf-8';

interface Context {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: string[];
}

type Handler = (ctx: Context) => Promise<void> | void;

interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  auth: boolean;
  handle: Handler;
}

const ID = '([A-Za-z0-9_]+)';

export function createRoutes(options: ResolvedOptions, gateway: Gateway, webhooks: Webhooks) {
  const json = (ctx: Context, body: unknown, status = 200) => sendJson(ctx.res, status, body);
  const body = (ctx: Context) => readBody(ctx.req);
  const route = (method: Route['method'], path: string, auth: boolean, handle: Handler): Route => ({
    method,
    pattern: new RegExp(`^${path}$`),
    auth,
    handle,
  });
  const script = (source: string) => (ctx: Context) => sendText(ctx.res, 200, JS, source, { 'cache-control': 'no-cache', 'access-control-allow-origin': '*' });

  const routes: Route[] = [
    route('POST', '/v1/orders', true, async (ctx) => json(ctx, gateway.createOrder(await body(ctx)))),
    route('GET', `/v1/orders/${ID}`, true, (ctx) => json(ctx, gateway.order(ctx.params[0]!))),
    route('GET', `/v1/orders/${ID}/payments`, true, (ctx) => json(ctx, gateway.orderPayments(ctx.params[0]!))),
    route('GET', `/v1/payments/${ID}`, true, (ctx) => json(ctx, gateway.payment(ctx.params[0]!))),
    route('POST', `/v1/payments/${ID}/capture`, true, async (ctx) => json(ctx, gateway.capture(ctx.params[0]!, await body(ctx)))),
    route('POST', `/v1/payments/${ID}/refund`, true, async (ctx) => json(ctx, gateway.createRefund(ctx.params[0]!, await body(ctx)))),
    route('GET', `/v1/payments/${ID}/refunds`, true, (ctx) => json(ctx, gateway.paymentRefunds(ctx.params[0]!))),
    route('GET', `/v1/refunds/${ID}`, true, (ctx) => json(ctx, gateway.refund(ctx.params[0]!))),

    route('GET', '/v1/checkout.js', false, script(CHECKOUT_JS)),
    route('GET', '/checkout.js', false, script(CHECKOUT_JS)),
    route('GET', '/checkout/page.js', false, script(CHECKOUT_PAGE_JS)),
    route('GET', '/checkout', false, (ctx) => checkoutPage(ctx)),
    route('POST', '/_local/checkout/pay', false, async (ctx) => {
      const outcome = gateway.pay(parseCheckoutForm(await body(ctx), options.keyId));
      if (outcome.ok) json(ctx, outcome.response);
      else json(ctx, outcome.body, outcome.status);
    }),

    route('GET', '/', false, (ctx) => sendText(ctx.res, 200, 'text/html; charset=utf-8', renderIndexPage(options.keyId), PAGE_HEADERS)),
    route('GET', '/_local/health', false, (ctx) => json(ctx, { ok: true })),
    route('POST', '/_local/next-refund-fails', true, (ctx) => {
      gateway.makeNextRefundFail();
      json(ctx, { next_refund_fails: true });
    }),
    route('POST', `/_local/orders/${ID}/withhold-webhooks`, true, (ctx) => {
      const orderId = ctx.params[0]!;
      gateway.order(orderId); // a 400 for an unknown order, as the API answers
      webhooks.withheldOrders.add(orderId);
      json(ctx, { order_id: orderId, webhooks_withheld: true });
    }),
    route('GET', '/_local/webhooks', true, (ctx) =>
      json(ctx, {
        entity: 'collection',
        items: [...webhooks.events.values()].map(({ id, event, deliveries }) => ({ id, event, deliveries })),
      }),
    ),
    route('GET', `/_local/webhooks/${ID}`, true, (ctx) => {
      const stored = webhooks.events.get(ctx.params[0]!);
      if (!stored) throw new RazorpayError(400, 'The id provided does not exist');
      json(ctx, { id: stored.id, event: stored.event, signature: stored.signature, payload: JSON.parse(stored.body), deliveries: stored.deliveries });
    }),
    route('POST', `/_local/webhooks/${ID}/resend`, true, (ctx) => {
      const stored = webhooks.resend(ctx.params[0]!);
      if (!stored) throw new RazorpayError(400, 'The id provided does not exist');
      json(ctx, { id: stored.id, event: stored.event, resent_to: options.webhookUrls });
    }),
    route('POST', '/_local/webhooks/send', true, async (ctx) => {
      const ids = (await body(ctx)).event_ids;
      if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string')) {
        throw new RazorpayError(400, 'event_ids must be a non-empty array of event ids', { field: 'event_ids' });
      }
      const missing = ids.filter((id) => !webhooks.events.has(id));
      if (missing.length > 0) throw new RazorpayError(400, `Unknown event ids: ${missing.join(', ')}`, { field: 'event_ids' });
      await webhooks.sendInOrder(ids);
      json(ctx, { sent: ids });
    }),
  ];

  function checkoutPage(ctx: Context) {
    const query = ctx.url.searchParams;
    const origin = query.get('origin');
    const openerOrigin = origin && /^https?:\/\/[^/]+$/.test(origin) ? origin : null;
    const problem = (message: string) => sendText(ctx.res, 400, 'text/html; charset=utf-8', renderCheckoutProblem(message, openerOrigin), PAGE_HEADERS);
    if (query.get('key') !== options.keyId) return problem(STRINGS.keyInvalid);
    let order;
    try {
      order = gateway.order(query.get('order_id') ?? '');
    } catch {
      return problem(STRINGS.orderMissing);
    }
    if (order.status === 'paid') return problem(STRINGS.orderPaid);
    let notes: Record<string, string> = {};
    try {
      const parsed: unknown = JSON.parse(query.get('notes') ?? '{}');
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) notes = parsed as Record<string, string>;
    } catch {
      // notes are optional: a malformed value is dropped, as Checkout ignores unknown options
    }
    const html = renderCheckoutPage({
      keyId: options.keyId,
      order,
      name: query.get('name') ?? '',
      description: query.get('description') ?? '',
      prefill: { name: query.get('prefill_name') ?? '', email: query.get('prefill_email') ?? '', contact: query.get('prefill_contact') ?? '' },
      color: query.get('color') ?? '',
      openerOrigin,
      notes,
    });
    sendText(ctx.res, 200, 'text/html; charset=utf-8', html, PAGE_HEADERS);
  }

  return async function handle(req: IncomingMessage, res: ServerResponse) {
    try {
      const url = new URL(req.url ?? '/', 'http://local-razorpay');
      const matching = routes.map((r) => ({ r, m: r.pattern.exec(url.pathname) })).filter((x) => x.m);
      if (matching.length === 0) throw new RazorpayError(404, 'The requested URL was not found on the server.');
      const found = matching.find((x) => x.r.method === req.method || (req.method === 'HEAD' && x.r.method === 'GET'));
      if (!found) throw new RazorpayError(405, 'The requested method is not allowed for this URL.');
      if (found.r.auth) requireAuth(req, options.keyId, options.keySecret);
      await found.r.handle({ req, res, url, params: found.m!.slice(1) });
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof RazorpayError) {
        sendJson(res, error.status, error.toBody());
      } else {
        console.error(error);
        sendJson(res, 500, new RazorpayError(500, 'We are facing some trouble completing your request at the moment. Please try again shortly.', { code: 'SERVER_ERROR' }).toBody());
      }
    }
  };
}

// The page is meant to be framed by the app (any origin locally); it runs only its own script.
const PAGE_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:",
};
