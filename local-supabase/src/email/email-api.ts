// A stand-in for Resend's email API inside the local stack, as local-razorpay stands in for
// Razorpay: `POST /email/v1/emails` on the gateway takes Resend's request (bearer key, JSON
// {from, to, subject, text, html, cc, bcc, reply_to, headers}, Idempotency-Key) and answers as
// Resend does ({id}, or {statusCode, name, message}), then relays the message over SMTP to the
// stack's mail catcher (or AUTH_SMTP_HOST), so Edge Functions' emails land in the local inbox.
// The same function code talks to https://api.resend.com on hosted (EMAIL_API_BASE).
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { BodyError, readBodyBuffer, sendJson } from '../gateway/http-util.ts';

export const EMAIL_API_PREFIX = '/email/v1';

/** The install's own key: derived from its JWT secret, so no two installs share one (as their service keys). */
export function localEmailApiKey(jwtSecret: string): string {
  return `re_local_${crypto.createHmac('sha256', jwtSecret).update('local email api key').digest('base64url').slice(0, 32)}`;
}

export interface EmailApi {
  /** Answers a request under /email/v1. */
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void>;
  close(): void;
}

// Resend's own limits: 50 recipients, idempotency keys of 1-256 characters kept 24 hours.
const MAX_RECIPIENTS = 50;
const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
const MAX_REMEMBERED_KEYS = 10_000;
const MAX_BODY_BYTES = 4 << 20;
const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

const fail = (res: ServerResponse, statusCode: number, name: string, message: string) => sendJson(res, statusCode, { statusCode, name, message });

/** `a@b.c` or `Name <a@b.c>`. */
function addressOf(value: string): string | undefined {
  const m = /^\s*(?:[^<>]*<([^<>]+)>|([^<>\s]+))\s*$/.exec(value);
  const address = (m?.[1] ?? m?.[2])?.trim();
  return address && ADDRESS.test(address) ? address : undefined;
}

function list(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  return undefined;
}

export function createEmailApi(opts: { apiKey: string; smtp: { host: string; port: number } }): EmailApi {
  const transport: Transporter = nodemailer.createTransport({ host: opts.smtp.host, port: opts.smtp.port, secure: false, ignoreTLS: true } as SMTPTransport.Options);
  const expected = Buffer.from(opts.apiKey);
  // Idempotency key → the request's digest and its answer (or the send in flight).
  const remembered = new Map<string, { digest: string; at: number; id?: string }>();

  const keyValid = (presented: string) => {
    const got = Buffer.from(presented);
    return got.length === expected.length && crypto.timingSafeEqual(got, expected);
  };

  async function send(req: IncomingMessage, res: ServerResponse) {
    const key = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim();
    if (!key) return fail(res, 401, 'missing_api_key', 'Missing API key in the authorization header. Include the following header Authorization: Bearer YOUR_API_KEY in the request.');
    if (!keyValid(key)) return fail(res, 403, 'invalid_api_key', 'API key is invalid');
    let raw: Buffer;
    try {
      raw = await readBodyBuffer(req, MAX_BODY_BYTES);
    } catch (e) {
      if (e instanceof BodyError) return fail(res, e.status, 'validation_error', e.message);
      return void res.destroy();
    }
    let body: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(raw.toString('utf8'));
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      body = parsed as Record<string, unknown>;
    } catch {
      return fail(res, 400, 'validation_error', 'Invalid JSON body.');
    }
    const from = typeof body.from === 'string' ? addressOf(body.from) : undefined;
    if (!from) return fail(res, 400, 'validation_error', 'Invalid `from` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.');
    const to = list(body.to);
    const cc = list(body.cc);
    const bcc = list(body.bcc);
    const replyTo = list(body.reply_to);
    if (!to?.length) return fail(res, 400, 'validation_error', 'Missing `to` field.');
    if (!cc || !bcc || !replyTo) return fail(res, 400, 'validation_error', '`cc`, `bcc` and `reply_to` must be a string or an array of strings.');
    if (to.length > MAX_RECIPIENTS) return fail(res, 400, 'validation_error', `Too many recipients: at most ${MAX_RECIPIENTS}.`);
    const bad = [...to, ...cc, ...bcc, ...replyTo].find((a) => !addressOf(a));
    if (bad !== undefined) return fail(res, 400, 'validation_error', `Invalid \`to\` field. The email address needs to follow the \`email@example.com\` or \`Name <email@example.com>\` format.`);
    if (typeof body.subject !== 'string' || !body.subject.trim()) return fail(res, 400, 'validation_error', 'Missing `subject` field.');
    if (typeof body.html !== 'string' && typeof body.text !== 'string') return fail(res, 400, 'validation_error', 'Missing `html` or `text` field.');
    const headers = body.headers ?? {};
    if (typeof headers !== 'object' || Array.isArray(headers) || Object.values(headers).some((v) => typeof v !== 'string')) {
      return fail(res, 400, 'validation_error', '`headers` must be an object of strings.');
    }

    const idempotencyKey = req.headers['idempotency-key'];
    const ikey = Array.isArray(idempotencyKey) ? idempotencyKey[0] : idempotencyKey;
    const digest = crypto.createHash('sha256').update(raw).digest('hex');
    if (ikey !== undefined) {
      if (ikey.length < 1 || ikey.length > 256) return fail(res, 400, 'invalid_idempotency_key', 'The key must be between 1-256 chars.');
      const now = Date.now();
      for (const [k, v] of remembered) if (now - v.at > IDEMPOTENCY_TTL_MS) remembered.delete(k);
      const seen = remembered.get(ikey);
      if (seen) {
        if (seen.digest !== digest) return fail(res, 409, 'invalid_idempotent_request', 'Same idempotency key used with a different request payload. Change your idempotency key or payload.');
        if (!seen.id) return fail(res, 409, 'concurrent_idempotent_requests', 'Same idempotency key used while original request is still in progress. Try the request again later.');
        return sendJson(res, 200, { id: seen.id });
      }
      if (remembered.size >= MAX_REMEMBERED_KEYS) remembered.delete(remembered.keys().next().value!);
      remembered.set(ikey, { digest, at: now });
    }

    const id = crypto.randomUUID();
    try {
      await transport.sendMail({
        from: body.from as string,
        to,
        cc,
        bcc,
        replyTo,
        subject: body.subject,
        text: typeof body.text === 'string' ? body.text : undefined,
        html: typeof body.html === 'string' ? body.html : undefined,
        headers: { ...(headers as Record<string, string>), 'X-Resend-Id': id },
      });
    } catch (e) {
      // Not accepted: the same key may try again.
      if (ikey !== undefined) remembered.delete(ikey);
      console.error(`[email-api] relaying to SMTP ${opts.smtp.host}:${opts.smtp.port} failed: ${(e as Error).message}`);
      return fail(res, 500, 'application_error', 'An unexpected error occurred while sending the email.');
    }
    if (ikey !== undefined) remembered.set(ikey, { digest, at: Date.now(), id });
    sendJson(res, 200, { id });
  }

  return {
    async handle(req, res, pathname) {
      const sub = pathname.slice(EMAIL_API_PREFIX.length);
      if (sub !== '/emails') return fail(res, 404, 'not_found', 'The requested endpoint does not exist.');
      if (req.method !== 'POST') return fail(res, 405, 'method_not_allowed', 'Method is not allowed for the requested path.');
      await send(req, res);
    },
    close() {
      transport.close();
    },
  };
}
