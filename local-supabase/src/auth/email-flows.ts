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
/** What /verify takes: the codes above, and an email change's (one per address). */
export type VerifyType = OtpType | 'email_change';

/** GoTrue's answer when the first of an email change's two links is followed. */
export const SINGLE_CONFIRMATION = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

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

const newCode = () => crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');

function verifyLink(ctx: AuthContext, hash: string, type: VerifyType, redirectTo: string | null): string {
  const link = new URL(`${ctx.url}/auth/v1/verify`);
  link.searchParams.set('token', hash);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', resolveRedirect(redirectTo, ctx.config));
  return link.toString();
}

/**
 * PUT /user {email}, as GoTrue with secure email change: the new address is kept aside with
 * a code for it and one for the current address, each emailed to its own address. The
 * address changes only once both are used (see consumeEmailChange), so an access token
 * alone (a stolen one) cannot move the account to an address its owner does not read.
 * Inside the caller's transaction.
 */
export async function requestEmailChange(ctx: AuthContext, db: Db, user: UserRow, newEmail: string, redirectTo: string | null): Promise<void> {
  assertFrequency(ctx, user.email_change_sent_at);
  const codeNew = newCode();
  const hashNew = tokenHash(newEmail, codeNew);
  // A user without an address (phone sign-up) has no current mailbox to ask.
  const codeCurrent = user.email && ctx.config.secureEmailChange ? newCode() : undefined;
  const hashCurrent = codeCurrent ? tokenHash(user.email!, codeCurrent) : '';
  await db.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
            email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now()
      where id = $1`,
    [user.id, newEmail, hashNew, hashCurrent],
  );
  try {
    await ctx.mailer.send(db, user, 'email_change_new', verifyLink(ctx, hashNew, 'email_change', redirectTo), codeNew, newEmail);
    if (codeCurrent) await ctx.mailer.send(db, user, 'email_change_current', verifyLink(ctx, hashCurrent, 'email_change', redirectTo), codeCurrent);
  } catch (e) {
    if (e instanceof AuthError) throw e;
    console.error('[auth] sending email failed', e);
    throw new AuthError(500, 'unexpected_failure', 'Error sending email change email');
  }
}

/**
 * Takes one of an email change's codes. With the other still unused: 'one' (GoTrue's single
 * confirmation). With both used: the user, now with the new address, confirmed.
 */
async function consumeEmailChange(ctx: AuthContext, hash: string): Promise<UserRow | 'one'> {
  if (!/^[0-9a-f]{64}$/.test(hash)) throw expired();
  try {
    return await inTransaction(ctx, async (db) => {
      const r = await db.query<UserRow>(
        `select * from auth.users
          where deleted_at is null and coalesce(email_change, '') <> ''
            and (email_change_token_new = $1 or email_change_token_current = $1)
            and email_change_sent_at > now() - make_interval(secs => $2)
          for update`,
        [hash, ctx.config.otpExpiry],
      );
      const u = r.rows[0];
      if (!u) throw expired();
      const usedNew = u.email_change_token_new === hash;
      if (usedNew ? u.email_change_token_current : u.email_change_token_new) {
        await db.query(`update auth.users set ${usedNew ? 'email_change_token_new' : 'email_change_token_current'} = '', email_change_confirm_status = 1 where id = $1`, [u.id]);
        return 'one';
      }
      // Free when asked for, the address may have been taken since (by another change, a sign-up).
      const taken = await db.query('select 1 from auth.users where lower(email) = lower($1) and id <> $2', [u.email_change, u.id]);
      if (taken.rowCount) throw errors.emailExists();
      const done = await db.query<UserRow>(
        `update auth.users set email = $2, email_confirmed_at = now(), email_change = '', email_change_token_new = '',
                email_change_token_current = '', email_change_confirm_status = 0, updated_at = now()
          where id = $1 returning *`,
        [u.id, u.email_change],
      );
      await db.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
          where user_id = $1 and provider = 'email'`,
        [u.id, u.email_change],
      );
      return done.rows[0]!;
    });
  } catch (e) {
    if ((e as { code?: string }).code === '23505') throw errors.emailExists();
    throw e;
  }
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

function parseType(t: unknown): VerifyType {
  if (t === 'signup' || t === 'email') return 'signup';
  if (t === 'recovery') return 'recovery';
  if (t === 'email_change') return 'email_change';
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
  if (type === 'email_change') {
    const changed = await consumeEmailChange(ctx, hash);
    if (changed === 'one') return { msg: SINGLE_CONFIRMATION, code: 200 };
    return issueSession(ctx, changed, 'otp');
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
  let type: VerifyType;
  try {
    type = parseType(query.get('type'));
  } catch (e) {
    return redirect(res, withParams(target, { error: 'invalid_request', error_code: 'validation_failed', error_description: (e as Error).message }, 'fragment'));
  }
  if (type === 'email_change') return verifyEmailChangeLink(ctx, res, target, query.get('token') ?? '');
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
  return redirectWithSession(res, target, s, type);
}

async function verifyEmailChangeLink(ctx: AuthContext, res: ServerResponse, target: string, hash: string) {
  let changed: UserRow | 'one';
  try {
    changed = await consumeEmailChange(ctx, hash);
  } catch (e) {
    if (!(e instanceof AuthError)) throw e;
    const description = e.code === 'otp_expired' ? 'Email link is invalid or has expired' : e.message;
    return redirect(res, withParams(target, { error: 'access_denied', error_code: e.code, error_description: description }, 'fragment'));
  }
  if (changed === 'one') return redirect(res, withParams(target, { message: SINGLE_CONFIRMATION }, 'fragment'));
  const s = await issueSession(ctx, changed, 'otp');
  return redirectWithSession(res, target, s, 'email_change');
}

/** An emailed link's implicit-flow landing: the session in the fragment, as GoTrue puts it. */
function redirectWithSession(res: ServerResponse, target: string, s: Awaited<ReturnType<typeof issueSession>>, type: string) {
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
