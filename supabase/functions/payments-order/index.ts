// POST {booking_id, kind: "advance" | "remaining"} → what Checkout needs to take the payment:
// {key_id, order_id, amount, currency, booking_code, description}. The caller must be the
// booking's customer (read with their own JWT, so row-level security decides what they see); the
// amount is the database's, never the client's. One Razorpay order per payment: a retry gets
// the same open order, so a customer who closes Checkout and pays again cannot pay twice.
import { corsHeaders, jsonResponse, parseOrigins, preflight } from '../_shared/cors.ts';
import { dbErrorResponse, readJson } from '../_shared/payments.ts';
import { RazorpayClient, RazorpayError } from '../_shared/razorpay.ts';
import { razorpayConfigFromEnv } from '../_shared/razorpay-env.ts';
import { callerUser, supabaseAdmin, supabaseAsCaller } from '../_shared/supabase-admin.ts';

const allowed = parseOrigins(Deno.env.get('ALLOWED_ORIGINS'));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

Deno.serve(async (req: Request) => {
  const early = preflight(req, allowed);
  if (early) return early;
  if (req.method !== 'POST') {
    return new Response(JSON.stringify({ error: 'method_not_allowed' }), { status: 405, headers: { 'Content-Type': 'application/json', Allow: 'POST, OPTIONS', ...corsHeaders(req, allowed) } });
  }
  const body = await readJson(req);
  const bookingId = body?.booking_id;
  const kind = body?.kind;
  if (typeof bookingId !== 'string' || !UUID.test(bookingId) || (kind !== 'advance' && kind !== 'remaining')) {
    return jsonResponse(req, allowed, 400, { error: 'invalid_parameter' });
  }
  try {
    const user = await callerUser(req);
    if (!user) return jsonResponse(req, allowed, 401, { error: 'session_expired' });

    const seen = await supabaseAsCaller(req).from('bookings').select('id, customer_id').eq('id', bookingId).maybeSingle();
    if (seen.error) return dbErrorResponse(req, allowed, seen.error);
    if (!seen.data) return jsonResponse(req, allowed, 404, { error: 'not_found' });
    if (seen.data.customer_id !== user.id) return jsonResponse(req, allowed, 403, { error: 'forbidden' });

    const admin = supabaseAdmin();
    const begun = await admin.rpc('razorpay_begin_payment', { p_booking_id: bookingId, p_kind: kind, p_customer_id: user.id }).single();
    if (begun.error) return dbErrorResponse(req, allowed, begun.error);
    const payment = begun.data as { payment_id: string; amount_paise: number; currency: 'INR'; receipt: string; razorpay_order_id: string | null; booking_code: string };

    const razorpay = new RazorpayClient(razorpayConfigFromEnv());
    let orderId = payment.razorpay_order_id;
    if (!orderId) {
      const order = await razorpay.createOrder({
        amount: Number(payment.amount_paise),
        currency: 'INR',
        receipt: payment.receipt,
        notes: { booking_id: bookingId, booking_code: payment.booking_code, kind, payment_id: payment.payment_id },
      });
      const attached = await admin.rpc('razorpay_attach_order', { p_payment_id: payment.payment_id, p_order_id: order.id });
      if (attached.error) return dbErrorResponse(req, allowed, attached.error);
      orderId = attached.data as string;
    }
    return jsonResponse(req, allowed, 200, {
      key_id: razorpay.config.keyId,
      order_id: orderId,
      amount: Number(payment.amount_paise),
      currency: payment.currency,
      booking_code: payment.booking_code,
      description: `${kind === 'advance' ? 'Advance' : 'Remaining amount'} for booking ${payment.booking_code}`,
    });
  } catch (e) {
    console.error('payments-order failed', e);
    return jsonResponse(req, allowed, 502, { error: e instanceof RazorpayError ? 'payment_gateway_unavailable' : 'unexpected' });
  }
});
