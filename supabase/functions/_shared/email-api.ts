// Sending through an email HTTP API that speaks Resend's REST API (POST {base}/emails with a
// bearer key): Resend itself on hosted, the local stack's stand-in at /email/v1 locally. fetch
// only, no SDK. Secrets: EMAIL_API_BASE, EMAIL_API_KEY, EMAIL_FROM (`supabase secrets set`);
// going live changes these values and nothing else.

export interface EmailApiConfig {
  apiBase: string;
  apiKey: string;
  /** `Name <address>` on a domain verified with the API. */
  from: string;
}

export function emailApiConfigFromEnv(): EmailApiConfig {
  const get = (name: string) => {
    const value = Deno.env.get(name);
    if (!value) throw new Error(`${name} is not set in the function's environment`);
    return value;
  };
  return { apiBase: (Deno.env.get('EMAIL_API_BASE') || 'https://api.resend.com').replace(/\/+$/, ''), apiKey: get('EMAIL_API_KEY'), from: get('EMAIL_FROM') };
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same key for every attempt of one email: the API sends it once within 24 hours. */
  idempotencyKey: string;
  headers?: Record<string, string>;
}

export type SendOutcome =
  | { ok: true; id: string }
  /** permanent: the API refused this message itself; sending it again cannot succeed. */
  | { ok: false; error: string; permanent: boolean };

// Well inside the outbox lease (five minutes for a batch of up to 20).
const TIMEOUT_MS = 10_000;

export async function sendEmail(config: EmailApiConfig, email: OutgoingEmail): Promise<SendOutcome> {
  let res: Response;
  try {
    res = await fetch(`${config.apiBase}/emails`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${config.apiKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': email.idempotencyKey,
      },
      body: JSON.stringify({ from: config.from, to: [email.to], subject: email.subject, text: email.text, html: email.html, headers: email.headers }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (e) {
    const err = e as Error;
    return { ok: false, error: err.name === 'TimeoutError' ? `no answer within ${TIMEOUT_MS / 1000} s` : `unreachable: ${err.message}`, permanent: false };
  }
  const body = (await res.json().catch(() => null)) as { id?: string; name?: string; message?: string } | null;
  if (res.ok && typeof body?.id === 'string') return { ok: true, id: body.id };
  const error = `${res.status} ${body?.name ?? ''}: ${body?.message ?? res.statusText}`.slice(0, 1000);
  // The same key with another body: a first request with this key was accepted, so the email went.
  if (res.status === 409 && body?.name === 'invalid_idempotent_request') return { ok: true, id: `idempotent:${email.idempotencyKey}` };
  // Resend's refusals of the message itself (a malformed address, a missing field). Keys, quotas,
  // rate limits, a domain not verified yet and server errors are worth trying again later.
  const permanent = (res.status === 400 || res.status === 422) && body?.name !== 'invalid_idempotency_key';
  return { ok: false, error, permanent };
}
