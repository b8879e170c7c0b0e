// What the payment functions share: reading a JSON body, answering with an error key the apps
// translate (shared/supabase/error-keys.ts), and sending the refunds the database says are owed.
import type { SupabaseClient } from 'npm:@supabase/supabase-js@2.119.0';
import { jsonResponse } from './cors.ts';
import { RazorpayError, type RazorpayClient, type RazorpayPayment, type RazorpayRefund } from './razorpay.ts';
import { retryTransient } from './transient-retry.ts';

/** A PostgREST error: the database's key is in `hint` (migration 0021). */
export interface DbError {
  code?: string;
  message: string;
  hint?: string | null;
}

/** The HTTP status for a database error, by its SQLSTATE. */
function statusOf(error: DbError): number {
  switch (error.code) {
    case '42501':
      return 403;
    case '23503':
    case 'PGRST116':
      return 404;
    case '23514':
    case '23505':
      return 409;
    case '22023':
    case '22P02':
      return 400;
    default:
      return 500;
  }
}

export function dbErrorResponse(req: Request, allowed: Set<string>, error: DbError): Response {
  const status = statusOf(error);
  if (status === 500) console.error('database error', error);
  return jsonResponse(req, allowed, status, { error: status === 500 ? 'unexpected' : (error.hint ?? 'unexpected') });
}

export async function readJson(req: Request): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await req.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Orders are auto-captured; an authorized payment left uncaptured would be refunded by Razorpay
 * after 3 days, long after the booking counted it as paid, so it is captured now. Returns the
 * payment as Razorpay then has it.
 */
export async function captureIfAuthorized(razorpay: RazorpayClient, payment: RazorpayPayment): Promise<RazorpayPayment> {
  if (payment.status !== 'authorized') return payment;
  try {
    return await razorpay.capturePayment(payment.id, payment.amount, payment.currency);
  } catch (e) {
    if (!(e instanceof RazorpayError) || e.status === 0) throw e;
    return await razorpay.fetchPayment(payment.id); // captured meanwhile by auto-capture
  }
}

export interface RefundOutcome {
  refund_id: string;
  razorpay_refund_id?: string;
  status?: string;
  error?: string;
}

interface ClaimedRefund {
  refund_id: string;
  razorpay_payment_id: string;
  amount_paise: number;
  speed: 'normal' | 'optimum';
  booking_id: string;
  booking_code: string;
  attempts: number;
}

/**
 * Sends owed refunds to Razorpay's refund API and records its answer. A refund whose earlier
 * attempt ended without an answer (a timeout) may have been made: Razorpay is asked for the
 * payment's refunds first, so it is never made twice. A refusal or an unreachable API leaves the
 * refund pending with its error, for the next run.
 */
export async function sendDueRefunds(admin: SupabaseClient, razorpay: RazorpayClient, opts: { limit?: number; refundId?: string } = {}): Promise<RefundOutcome[]> {
  const { data, error } = await admin.rpc('razorpay_claim_refunds', { p_limit: opts.limit ?? 20, p_refund_id: opts.refundId ?? null });
  if (error) throw new Error(`claiming refunds failed: ${error.message}`);
  const outcomes: RefundOutcome[] = [];
  for (const refund of (data ?? []) as ClaimedRefund[]) {
    try {
      let entity: RazorpayRefund | undefined;
      if (refund.attempts > 1) {
        entity = (await razorpay.paymentRefunds(refund.razorpay_payment_id)).find(
          (r) => !Array.isArray(r.notes) && r.notes.refund_id === refund.refund_id,
        );
      }
      entity ??= await razorpay.createRefund(refund.razorpay_payment_id, {
        amount: Number(refund.amount_paise),
        speed: refund.speed,
        notes: { refund_id: refund.refund_id, booking_id: refund.booking_id, booking_code: refund.booking_code },
      });
      const recorded = await retryTransient(() => admin.rpc('razorpay_record_refund', { p_entity: entity }));
      if (recorded.error) throw new Error(`recording refund ${entity.id} failed: ${recorded.error.message}`);
      outcomes.push({ refund_id: refund.refund_id, razorpay_refund_id: entity.id, status: entity.status });
    } catch (e) {
      const message = e instanceof RazorpayError ? `${e.status} ${e.code}: ${e.description}` : e instanceof Error ? e.message : String(e);
      console.error(`refund ${refund.refund_id} not sent: ${message}`);
      await admin.rpc('razorpay_refund_not_sent', { p_refund_id: refund.refund_id, p_error: message });
      outcomes.push({ refund_id: refund.refund_id, error: message });
    }
  }
  return outcomes;
}
