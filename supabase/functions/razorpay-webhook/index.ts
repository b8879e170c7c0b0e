// Razorpay's webhook (verify_jwt = false: Razorpay cannot send a Supabase JWT; it signs instead).
// X-Razorpay-Signature is HMAC-SHA256 of the raw body with the webhook secret, checked before the
// body is parsed or anything is read or written: a bad one is a 400 and nothing else. Events are
// de-duplicated by x-razorpay-event-id and applied forward only (the database's
// razorpay_apply_webhook), so retries, resends and any order of arrival end in the same state.
// Razorpay wants a 2xx within 5 s: only refunds the event made owed are sent before answering.
import { razorpayConfigFromEnv } from '../_shared/razorpay-env.ts';
import { RazorpayClient } from '../_shared/razorpay.ts';
import { sendDueRefunds } from '../_shared/payments.ts';
import { verifyWebhookSignature } from '../_shared/razorpay-signature.ts';
import { supabaseAdmin } from '../_shared/supabase-admin.ts';
import { isTransient, retryTransient } from '../_shared/transient-retry.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

Deno.serve(async (req: Request) => {
  if (req.method !== 'POST') return new Response(JSON.stringify({ error: 'method_not_allowed' }), { status: 405, headers: { 'Content-Type': 'application/json', Allow: 'POST' } });
  const raw = new Uint8Array(await req.arrayBuffer());
  const config = razorpayConfigFromEnv();
  if (!(await verifyWebhookSignature({ webhookSecret: config.webhookSecret, rawBody: raw, signature: req.headers.get('x-razorpay-signature') }))) {
    return json(400, { error: 'invalid_signature' });
  }
  let event: { event?: unknown; payload?: unknown };
  try {
    event = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    return json(400, { error: 'invalid_parameter' });
  }
  const eventId = req.headers.get('x-razorpay-event-id');
  if (!eventId || typeof event?.event !== 'string') return json(400, { error: 'invalid_parameter' });

  const admin = supabaseAdmin();
  const applied = await retryTransient(() => admin.rpc('razorpay_apply_webhook', { p_event_id: eventId, p_event: event }));
  if (applied.error) {
    // Not stored either (one transaction): Razorpay sends it again.
    console.error(`webhook ${eventId} (${event.event}) not applied`, applied.error);
    return isTransient(applied.error) ? json(503, { error: 'busy' }) : json(500, { error: 'unexpected' });
  }
  const outcome = applied.data as { duplicate: boolean; refund_id?: string | null };
  if (outcome.refund_id) {
    await sendDueRefunds(admin, new RazorpayClient(config), { refundId: outcome.refund_id }).catch((e) => console.error('refund after webhook', e));
  }
  return json(200, { ok: true, duplicate: outcome.duplicate });
});
