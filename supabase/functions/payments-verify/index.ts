// POST {razorpay_order_id, razorpay_payment_id, razorpay_signature}: Checkout's handler fields.
// The signature is checked against the order id *we stored* for the caller's payment (HMAC-SHA256
// of `order_id|payment_id` with the key secret, compared in constant time); the payment is then
// fetched from Razorpay, whose word (captured, for this order and amount) is what gets recorded.
// If the booking could no longer take the money (its hold ran out, it was cancelled), the payment
// is refunded in full at once. Answers {payment_status, booking_status, refund_id}.
import { corsHeaders, jsonResponse, parseOrigins, preflight } from '../_shared/cors.ts';
import { captureIfAuthorized, dbErrorResponse, readJson, sendDueRefunds } from '../_shared/payments.ts';
import { RazorpayClient, RazorpayError, type RazorpayPayment } from '../_shared/razorpay.ts';
import { razorpayConfigFromEnv } from '../_shared/razorpay-env.ts';
import { verifyCheckoutSignature } from '../_shared/razorpay-signature.ts';
import { callerUser, supabaseAdmin, supabaseAsCaller } from '../_shared/supabase-admin.ts';
import { retryTransient } from '../_shared/transient-retry.ts';

const allowed = parseOrigins(Deno.env.get('ALLOWED_ORIGINS'));
const ORDER_ID = /^order_[A-Za-z0-9]{6,40}$/;
const PAYMENT_ID = /^pay_[A-Za-z0-9]{6,40}$/;

Deno.serve(async (req: Request) => {
  const early = preflight(req, allowed);
  if (early) return early;
  if (req.method !== 'POST') {
    return new Response(JSON.stringify({ error: 'method_not_allowed' }), { status: 405, headers: { 'Content-Type': 'application/json', Allow: 'POST, OPTIONS', ...corsHeaders(req, allowed) } });
  }
  const body = await readJson(req);
  const orderId = body?.razorpay_order_id;
  const paymentId = body?.razorpay_payment_id;
  const signature = body?.razorpay_signature;
  if (typeof orderId !== 'string' || !ORDER_ID.test(orderId) || typeof paymentId !== 'string' || !PAYMENT_ID.test(paymentId) || typeof signature !== 'string') {
    return jsonResponse(req, allowed, 400, { error: 'invalid_parameter' });
  }
  try {
    const user = await callerUser(req);
    if (!user) return jsonResponse(req, allowed, 401, { error: 'session_expired' });

    // The caller's own payment for this order, as row-level security shows it to them.
    const mine = await supabaseAsCaller(req)
      .from('payments')
      .select('id, booking_id, amount_paise, razorpay_order_id, bookings!inner(customer_id)')
      .eq('razorpay_order_id', orderId)
      .maybeSingle();
    if (mine.error) return dbErrorResponse(req, allowed, mine.error);
    const stored = mine.data as { id: string; booking_id: string; amount_paise: number; razorpay_order_id: string; bookings: { customer_id: string | null } } | null;
    if (!stored) return jsonResponse(req, allowed, 404, { error: 'not_found' });
    if (stored.bookings.customer_id !== user.id) return jsonResponse(req, allowed, 403, { error: 'forbidden' });

    const config = razorpayConfigFromEnv();
    if (!(await verifyCheckoutSignature({ keySecret: config.keySecret, orderId: stored.razorpay_order_id, paymentId, signature }))) {
      return jsonResponse(req, allowed, 400, { error: 'payment_verification_failed' });
    }

    const razorpay = new RazorpayClient(config);
    let payment: RazorpayPayment = await razorpay.fetchPayment(paymentId);
    if (payment.order_id !== stored.razorpay_order_id || payment.amount !== Number(stored.amount_paise) || payment.currency !== 'INR') {
      console.error(`payment ${paymentId} is not for order ${stored.razorpay_order_id} of ${stored.amount_paise} paise`);
      return jsonResponse(req, allowed, 400, { error: 'payment_verification_failed' });
    }
    payment = await captureIfAuthorized(razorpay, payment);

    const admin = supabaseAdmin();
    const recorded = await retryTransient(() => admin.rpc('razorpay_record_payment', { p_entity: payment, p_verified: true }));
    if (recorded.error) return dbErrorResponse(req, allowed, recorded.error);
    const outcome = recorded.data as { payment_status: string; booking_status: string; refund_id: string | null };
    if (outcome.refund_id) await sendDueRefunds(admin, razorpay, { refundId: outcome.refund_id });
    if (payment.status === 'failed') return jsonResponse(req, allowed, 402, { error: 'payment_verification_failed', booking_status: outcome.booking_status });
    return jsonResponse(req, allowed, 200, {
      payment_status: outcome.payment_status,
      booking_status: outcome.booking_status,
      refund_id: outcome.refund_id ?? null,
    });
  } catch (e) {
    console.error('payments-verify failed', e);
    return jsonResponse(req, allowed, 502, { error: e instanceof RazorpayError ? 'payment_gateway_unavailable' : 'unexpected' });
  }
});
