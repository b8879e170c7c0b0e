// Email confirmation and password recovery as GoTrue does them: a 6-digit code
// per email, stored as sha256(email + code) in auth.users, a link to
// /auth/v1/verify?token=<hash>&type=…&redirect_to=…, and /verify turning a valid
// code into a session (the link: a redirect with the tokens, as after OAuth).
import crypto from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { AuthError, errors } from './errors.ts';
import { authCodes, normaliseMethod } from './flow-state.ts';
import { resolveRedirect } from './redirects.ts';
import { issueSession, type AuthContext } from './sessions.ts';
import { findUserByEmail, normaliseEmail, type Db, type UserRow } from './users.ts';

export type OtpType = 'signup' | 'recovery';

const TOKEN_COLUMN: Record<OtpType, { token: string; sentAt: string }> = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
};

export const tokenHash = (email: string, code: string) => crypto.createHash('sha256').update(email + code).digest('hex');

/** PKCE sign-ups remember their challenge until the link is opened (GoTrue keeps it in flow_state). */
const pkceByUser = new Map<string, { challenge: string; method: 's256' | 'plain'; at: number }>();

export function rememberPkce(userId: string, challenge: unknown, method: unknown) {
  if (typeof challenge !== 'string' || !challenge) return;
  if (pkceByUser.size > 10_000) pkceByUser.clear();
  pkceByUser.set(userId, { challenge, method: normaliseMethod(method), at: Date.now() });
}

/** GoTrue's per-user spacing of emails (SMTP max frequency). */
function assertFrequency(ctx: AuthContext, sentAt: Date | null) {
  const wait = ctx.config.emailMaxFrequency;
  if (!sentAt || wait <= 0) return;
  const left = Math.ceil(wait - (Date.now() - sentAt.getTime()) / 1000);
  if (left > 0) throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${left} seconds.`);
}

/** Makes a new code for `type`, stores its hash and emails the link; inside the caller's transaction. */
export async function sendOtpEmail(ctx: AuthContext, db: Db, user: UserRow, type: OtpType, redirectTo: string | null): Promise<void> {
  const col = TOKEN_COLUMN[type];
  assertFrequency(ctx, type === 'signup' ? user.confirmation_sent_at : user.recovery_sent_at);
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  const hash = tokenHash(user.email!, code);
  await db.query(`update auth.users set ${col.token} = $2, ${col.sentAt} = now() where id = $1`, [user.id, hash]);
  const link = new URL(`${ctx.url}/auth/v1/verify`);
  link.searchParams.set('token', hash);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', resolveRedirect(redirectTo, ctx.config));
  try {
    await ctx.mailer.send(db, user, type, link.toString(), code);
  } catch (e) {
    if (e instanceof AuthError) throw e;
    console.error('[auth] sending email failed', e);
    throw new AuthError(500, 'unexpected_failure', type === 'signup' ? 'Error sending confirmation email' : 'Error sending recovery email');
  }
}

/** Runs fn in a transaction: an email that cannot be sent leaves no half-made change behind. */
export async function inTransaction<T>(ctx: AuthContext, fn: (db: Db) => Promise<T>): Promise<T> {
  const client = await ctx.pool.connect();
  try {
    await client.query('begin');
    const r = await fn(client);
    await client.query('commit');
    return r;
  } catch (e) {
    await client.query('rollback').catch(() => {});
    throw e;
  } finally {
    client.release();
  }
}

function parseType(t: unknown): OtpType {
  if (t === 'signup' || t === 'email') return 'signup';
  if (t === 'recovery') return 'recovery';
  throw errors.validation('Verify requires a verification type');
}

const expired = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

/** Takes a code: the user it belonged to, confirmed; the code cannot be used again. */
async function consume(ctx: AuthContext, type: OtpType, hash: string): Promise<UserRow> {
  const col = TOKEN_COLUMN[type];
  if (!/^[0-9a-f]{64}$/.test(hash)) throw expired();
  const r = await ctx.pool.query<UserRow>(
    `update auth.users
        set ${col.token} = null,
            email_confirmed_at = coalesce(email_confirmed_at, now()),
            updated_at = now()
      where ${col.token} = $1 and deleted_at is null
        and ${col.sentAt} > now() - make_interval(secs => $2)
      returning *`,
    [hash, ctx.config.otpExpiry],
  );
  const user = r.rows[0];
  if (!user) throw expired();
  return user;
}

/** POST /verify: `{type, token_hash}` or `{type, email, token}`; answers a session. */
export async function verifyPost(ctx: AuthContext, body: Record<string, unknown>) {
  const type = parseType(body.type);
  let hash: string;
  if (typeof body.token_hash === 'string' && body.token_hash) hash = body.token_hash;
  else {
    const email = normaliseEmail(body.email);
    if (!email || typeof body.token !== 'string' || !body.token) throw errors.validation('Verify requires either a token hash or an email and a token');
    hash = tokenHash(email, body.token.trim());
  }
  const user = await consume(ctx, type, hash);
  return issueSession(ctx, user, type === 'recovery' ? 'recovery' : 'otp');
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store' }).end();
}

/** GET /verify (the emailed link): ends at redirect_to with the session, or with the error, as GoTrue does. */
export async function verifyGet(ctx: AuthContext, res: ServerResponse, query: URLSearchParams) {
  const target = resolveRedirect(query.get('redirect_to'), ctx.config);
  let type: OtpType;
  try {
    type = parseType(query.get('type'));
  } catch (e) {
    return redirect(res, withParams(target, { error: 'invalid_request', error_code: 'validation_failed', error_description: (e as Error).message }, 'fragment'));
  }
  let user: UserRow;
  try {
    user = await consume(ctx, type, query.get('token') ?? '');
  } catch (e) {
    if (!(e instanceof AuthError)) throw e;
    return redirect(res, withParams(target, { error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' }, 'fragment'));
  }
  const pkce = pkceByUser.get(user.id);
  if (pkce && Date.now() - pkce.at < ctx.config.otpExpiry * 1000) {
    pkceByUser.delete(user.id);
    const code = authCodes.put({ userId: user.id, codeChallenge: pkce.challenge, codeChallengeMethod: pkce.method, createdAt: Date.now(), amr: type === 'recovery' ? 'recovery' : 'otp' });
    return redirect(res, withParams(target, { code }, 'query'));
  }
  const s = await issueSession(ctx, user, type === 'recovery' ? 'recovery' : 'otp');
  return redirect(
    res,
    withParams(
      target,
      {
        access_token: s.access_token,
        expires_at: String(s.expires_at),
        expires_in: String(s.expires_in),
        refresh_token: s.refresh_token,
        token_type: 'bearer',
        type,
      },
      'fragment',
    ),
  );
}

export function withParams(base: string, params: Record<string, string>, where: 'query' | 'fragment'): string {
  const u = new URL(base);
  const p = new URLSearchParams(params).toString();
  if (where === 'fragment') return `${u.origin}${u.pathname}${u.search}#${p}`;
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

/** POST /resend `{type: 'signup', email}`: a new confirmation email; says nothing about unknown addresses. */
export async function resend(ctx: AuthContext, body: Record<string, unknown>, redirectTo: string | null) {
  if (body.type !== 'signup') throw errors.validation('Missing one of these types: signup, email_change, sms, phone_change');
  const email = normaliseEmail(body.email);
  if (!email) throw errors.validation('Unable to validate email address: invalid format');
  await inTransaction(ctx, async (db) => {
    const user = await findUserByEmail(db, email);
    if (!user || user.email_confirmed_at) return;
    await sendOtpEmail(ctx, db, user, 'signup', redirectTo);
  });
  return {};
}

/** POST /recover `{email}`: the reset-password email; the same answer whether or not the address exists. */
export async function recover(ctx: AuthContext, body: Record<string, unknown>, redirectTo: string | null) {
  const email = normaliseEmail(body.email);
  if (!email) throw errors.validation('Unable to validate email address: invalid format');
  await inTransaction(ctx, async (db) => {
    const user = await findUserByEmail(db, email);
    if (!user) return;
    await sendOtpEmail(ctx, db, user, 'recovery', redirectTo);
  });
  return {};
}
