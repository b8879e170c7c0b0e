// Sends the booking emails the database owes (public.notification_emails, migration 0037): claims
// a batch (leased, so a second sender skips them), words each in its recipient's language from
// the app's own templates, and hands it to the email API (Resend's REST API: Resend on hosted,
// the local stack's stand-in locally). Each email is marked sent, or failed to be tried again
// with back-off. Only service_role may call it: the scheduler every minute, or an operator.
// Body (optional): {limit?: 1..100}.
import { renderBookingEmail } from '../_shared/booking-email.ts';
import { jsonResponse, parseOrigins, preflight } from '../_shared/cors.ts';
import { emailApiConfigFromEnv, sendEmail } from '../_shared/email-api.ts';
import { readJson } from '../_shared/payments.ts';
import { supabaseAdmin } from '../_shared/supabase-admin.ts';
import { checkSystemCaller } from '../_shared/system-caller.ts';

const allowed = parseOrigins(Deno.env.get('ALLOWED_ORIGINS'));

interface ClaimedEmail {
  id: string;
  email: string | null;
  template: string;
  params: Record<string, unknown>;
  language: string;
  link: string | null;
  title: string;
  message: string;
  attempts: number;
  /** The booking as it stood when queued (0047); absent from rows a pre-0047 claim answers. */
  facts?: Record<string, unknown> | null;
}

Deno.serve(async (req: Request) => {
  const early = preflight(req, allowed);
  if (early) return early;
  if (req.method !== 'POST') return jsonResponse(req, allowed, 405, { error: 'method_not_allowed' });
  const caller = await checkSystemCaller(req, { admins: false }).catch(() => 'unexpected' as const);
  if (caller === 'unexpected') return jsonResponse(req, allowed, 500, { error: 'unexpected' });
  if (caller !== 'allowed') return jsonResponse(req, allowed, caller === 'unauthorized' ? 401 : 403, { error: caller });
  const body = (await readJson(req)) ?? {};
  const limit = body.limit;
  if (limit !== undefined && (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > 100)) {
    return jsonResponse(req, allowed, 400, { error: 'invalid_parameter' });
  }
  try {
    const siteUrl = Deno.env.get('SITE_URL');
    if (!siteUrl) throw new Error("SITE_URL is not set in the function's environment");
    const api = emailApiConfigFromEnv();
    const admin = supabaseAdmin();
    const { data, error } = await admin.rpc('claim_notification_emails', { p_limit: (limit as number | undefined) ?? 20 });
    if (error) throw new Error(`claiming emails failed: ${error.message}`);
    const outcomes: { id: string; status: 'sent' | 'pending' | 'failed'; error?: string }[] = [];
    for (const row of (data ?? []) as ClaimedEmail[]) {
      // One at a time: Resend allows a few requests a second, and the batch is small.
      const mail = renderBookingEmail(row, siteUrl);
      const outcome = row.email
        ? await sendEmail(api, {
            to: row.email,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            idempotencyKey: `notification-email/${row.id}`,
            headers: { 'Content-Language': mail.language },
          })
        : ({ ok: false, error: 'the recipient has no email address', permanent: true } as const);
      const mark = outcome.ok
        ? await admin.rpc('notification_email_sent', { p_id: row.id, p_provider_message_id: outcome.id })
        : await admin.rpc('notification_email_failed', { p_id: row.id, p_error: outcome.error, p_permanent: outcome.permanent });
      if (mark.error) console.error('recording an email failed', row.id, mark.error.message);
      if (!outcome.ok) console.error('email not sent', row.id, outcome.error);
      outcomes.push(outcome.ok ? { id: row.id, status: 'sent' } : { id: row.id, status: outcome.permanent ? 'failed' : 'pending', error: outcome.error });
    }
    return jsonResponse(req, allowed, 200, {
      sent: outcomes.filter((o) => o.status === 'sent').length,
      failed: outcomes.filter((o) => o.status !== 'sent').length,
      emails: outcomes,
    });
  } catch (e) {
    console.error('send-notification-emails failed', e);
    return jsonResponse(req, allowed, 500, { error: 'unexpected' });
  }
});
