// Asks Razorpay about open orders whose payment news never reached us (migration 0040): the
// customer paid and closed the tab before Checkout's callback, and the webhooks failed too. Each
// payment on the order is recorded through razorpay_record_payment as Razorpay reports it
// (captured first if only authorized; forward only; money after a lapsed hold refunded at once).
// Called by the timers scheduler every minute with the service_role key, and by an admin for one
// order a customer reports: {order_id?, limit?}. Answers {orders, recorded, failed}.
import { jsonResponse, parseOrigins, preflight } from '../_shared/cors.ts';
import { captureIfAuthorized, readJson, sendDueRefunds } from '../_shared/payments.ts';
import { RazorpayClient, RazorpayError } from '../_shared/razorpay.ts';
import { razorpayConfigFromEnv } from '../_shared/razorpay-env.ts';
import { supabaseAdmin } from '../_shared/supabase-admin.ts';
import { checkSystemCaller } from '../_shared/system-caller.ts';

const allowed = parseOrigins(Deno.env.get('ALLOWED_ORIGINS'));
const ORDER_ID = /^order_[A-Za-z0-9]{6,40}$/;

Deno.serve(async (req: Request) => {
  const early = preflight(req, allowed);
  if (early) return early;
  if (req.method !== 'POST') return jsonResponse(req, allowed, 405, { error: 'method_not_allowed' });
  // Before the body is read: a caller who is not the system learns nothing from its validation.
  const caller = await checkSystemCaller(req, { admins: true }).catch(() => 'unexpected' as const);
  if (caller === 'unexpected') return jsonResponse(req, allowed, 500, { error: 'unexpected' });
  if (caller !== 'allowed') return jsonResponse(req, allowed, caller === 'unauthorized' ? 401 : 403, { error: caller });
  const body = (await readJson(req)) ?? {};
  const orderId = body.order_id;
  const limit = body.limit;
  if ((orderId !== undefined && (typeof orderId !== 'string' || !ORDER_ID.test(orderId))) || (limit !== undefined && (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > 100))) {
    return jsonResponse(req, allowed, 400, { error: 'invalid_parameter' });
  }
  try {
    const admin = supabaseAdmin();
    const razorpay = new RazorpayClient(razorpayConfigFromEnv());
    const claimed = await admin.rpc('razorpay_claim_reconciliation', { p_limit: limit ?? 20, p_order_id: orderId ?? null });
    if (claimed.error) throw new Error(`claiming orders failed: ${claimed.error.message}`);
    const orders = ((claimed.data ?? []) as { order_id: string }[]).map((row) => row.order_id);
    let recorded = 0;
    const failed: { order_id: string; error: string }[] = [];
    for (const order of orders) {
      try {
        for (const attempt of await razorpay.orderPayments(order)) {
          if (attempt.status === 'created') continue;
          const payment = await captureIfAuthorized(razorpay, attempt);
          const result = await admin.rpc('razorpay_record_payment', { p_entity: payment, p_verified: false });
          if (result.error) throw new Error(`recording ${payment.id} failed: ${result.error.message}`);
          recorded += 1;
          const refundId = (result.data as { refund_id?: string | null }).refund_id;
          if (refundId) await sendDueRefunds(admin, razorpay, { refundId });
        }
      } catch (e) {
        // One order's failure does not stop the others; it is asked about again on a later run.
        const message = e instanceof RazorpayError ? `${e.status} ${e.code}: ${e.description}` : e instanceof Error ? e.message : String(e);
        console.error(`order ${order} not reconciled: ${message}`);
        failed.push({ order_id: order, error: message });
      }
    }
    return jsonResponse(req, allowed, 200, { orders: orders.length, recorded, failed });
  } catch (e) {
    console.error('payments-reconcile failed', e);
    return jsonResponse(req, allowed, 500, { error: 'unexpected' });
  }
});
