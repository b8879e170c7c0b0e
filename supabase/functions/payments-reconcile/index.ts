// Asks Razorpay about open orders whose payment news never reached us (migration 0040): the
// customer paid and closed the tab before Checkout's callback, and the webhooks failed too. Each
// payment on the order is recorded through razorpay_record_payment as Razorpay reports it
// (captured first if only authorized; forward only; money after a lapsed hold refunded at once).
// Called by the timers scheduler every minute with the service_role key: {order_id?, limit?}; and
// by an admin for one stuck payment (the admin remote's Bookings page, issue 26): {payment_id} or
// {order_id}, nothing else. An admin's run is theirs in the audit log: admin_record_reconcile
// (90_admin.sql), called with the admin's own token, checks them in SQL and audits the request
// before Razorpay is asked, and again with what came of it. Answers {orders, recorded, failed}.
import { jsonResponse, parseOrigins, preflight } from '../_shared/cors.ts';
import { captureIfAuthorized, readJson, sendDueRefunds } from '../_shared/payments.ts';
import { RazorpayClient, RazorpayError } from '../_shared/razorpay.ts';
import { razorpayConfigFromEnv } from '../_shared/razorpay-env.ts';
import { supabaseAdmin, supabaseAsCaller } from '../_shared/supabase-admin.ts';
import { retryTransient } from '../_shared/transient-retry.ts';
import { systemCallerKind } from '../_shared/system-caller.ts';

const allowed = parseOrigins(Deno.env.get('ALLOWED_ORIGINS'));
const ORDER_ID = /^order_[A-Za-z0-9]{6,40}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

Deno.serve(async (req: Request) => {
  const early = preflight(req, allowed);
  if (early) return early;
  if (req.method !== 'POST') return jsonResponse(req, allowed, 405, { error: 'method_not_allowed' });
  // Before the body is read: a caller who is not the system learns nothing from its validation.
  const caller = await systemCallerKind(req, { admins: true }).catch(() => 'unexpected' as const);
  if (caller === 'unexpected') return jsonResponse(req, allowed, 500, { error: 'unexpected' });
  if (caller === 'unauthorized' || caller === 'forbidden') return jsonResponse(req, allowed, caller === 'unauthorized' ? 401 : 403, { error: caller });
  const body = (await readJson(req)) ?? {};
  let orderId = body.order_id;
  const paymentId = body.payment_id;
  const limit = body.limit;
  if (
    (orderId !== undefined && (typeof orderId !== 'string' || !ORDER_ID.test(orderId))) ||
    (limit !== undefined && (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > 100)) ||
    (paymentId !== undefined && (typeof paymentId !== 'string' || !UUID.test(paymentId) || caller !== 'admin')) ||
    // An admin reconciles one payment they name, never a batch.
    (caller === 'admin' && (limit !== undefined || (orderId === undefined) === (paymentId === undefined)))
  ) {
    return jsonResponse(req, allowed, 400, { error: 'invalid_parameter' });
  }
  try {
    const admin = supabaseAdmin();
    let audit: ((outcome: Record<string, unknown>) => Promise<void>) | undefined;
    if (caller === 'admin') {
      // The payment an order id names (one payment per Razorpay order), when the admin gave the order.
      let payment = paymentId as string | undefined;
      if (!payment) {
        const found = await admin.from('payments').select('id').eq('razorpay_order_id', orderId as string).maybeSingle();
        if (found.error) throw new Error(`finding the order's payment failed: ${found.error.message}`);
        if (!found.data) return jsonResponse(req, allowed, 404, { error: 'not_found' });
        payment = (found.data as { id: string }).id;
      }
      const asAdmin = supabaseAsCaller(req);
      const started = await asAdmin.rpc('admin_record_reconcile', { p_payment_id: payment, p_outcome: null });
      if (started.error) {
        const status = started.error.code === '42501' ? 403 : started.error.code === 'P0002' ? 404 : 500;
        if (status === 500) throw new Error(`auditing the reconciliation failed: ${started.error.message}`);
        return jsonResponse(req, allowed, status, { error: status === 403 ? 'forbidden' : 'not_found' });
      }
      const named = (started.data as { razorpay_order_id?: string | null }).razorpay_order_id;
      if (!named) return jsonResponse(req, allowed, 409, { error: 'no_gateway_order' });
      orderId = named;
      audit = async (outcome) => {
        const done = await asAdmin.rpc('admin_record_reconcile', { p_payment_id: payment, p_outcome: outcome });
        // The settlement stands either way; the request itself is already in the log.
        if (done.error) console.error(`auditing the outcome for payment ${payment} failed: ${done.error.message}`);
      };
    }
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
          const result = await retryTransient(() => admin.rpc('razorpay_record_payment', { p_entity: payment, p_verified: false }));
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
    await audit?.({ orders: orders.length, recorded, failed: failed.map((f) => f.error) });
    return jsonResponse(req, allowed, 200, { orders: orders.length, recorded, failed });
  } catch (e) {
    console.error('payments-reconcile failed', e);
    return jsonResponse(req, allowed, 500, { error: 'unexpected' });
  }
});
