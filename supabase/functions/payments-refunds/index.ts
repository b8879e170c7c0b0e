// Sends every pending refund to Razorpay's refund API (speed optimum: instant where the bank
// allows) and records Razorpay's refund id; refund.* webhooks then settle them. Called by the
// timers scheduler every minute with the service_role key, and by whoever wants a refund out at
// once (an admin, or code acting as the system), optionally for one refund: {refund_id?, limit?}.
// A refusal or an unreachable API leaves the refund pending with its error, retried next time.
import { jsonResponse, parseOrigins, preflight } from '../_shared/cors.ts';
import { readJson, sendDueRefunds } from '../_shared/payments.ts';
import { RazorpayClient } from '../_shared/razorpay.ts';
import { razorpayConfigFromEnv } from '../_shared/razorpay-env.ts';
import { supabaseAdmin } from '../_shared/supabase-admin.ts';
import { checkSystemCaller } from '../_shared/system-caller.ts';

const allowed = parseOrigins(Deno.env.get('ALLOWED_ORIGINS'));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

Deno.serve(async (req: Request) => {
  const early = preflight(req, allowed);
  if (early) return early;
  if (req.method !== 'POST') return jsonResponse(req, allowed, 405, { error: 'method_not_allowed' });
  // Before the body is read: a caller who is not the system learns nothing from its validation.
  const caller = await checkSystemCaller(req, { admins: true }).catch(() => 'unexpected' as const);
  if (caller === 'unexpected') return jsonResponse(req, allowed, 500, { error: 'unexpected' });
  if (caller !== 'allowed') return jsonResponse(req, allowed, caller === 'unauthorized' ? 401 : 403, { error: caller });
  const body = (await readJson(req)) ?? {};
  const refundId = body.refund_id;
  const limit = body.limit;
  if ((refundId !== undefined && (typeof refundId !== 'string' || !UUID.test(refundId))) || (limit !== undefined && (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > 100))) {
    return jsonResponse(req, allowed, 400, { error: 'invalid_parameter' });
  }
  try {
    const outcomes = await sendDueRefunds(supabaseAdmin(), new RazorpayClient(razorpayConfigFromEnv()), {
      refundId: refundId as string | undefined,
      limit: limit as number | undefined,
    });
    return jsonResponse(req, allowed, 200, {
      sent: outcomes.filter((o) => o.razorpay_refund_id).length,
      failed: outcomes.filter((o) => o.error).length,
      refunds: outcomes,
    });
  } catch (e) {
    console.error('payments-refunds failed', e);
    return jsonResponse(req, allowed, 500, { error: 'unexpected' });
  }
});
