// Phone sign-in as GoTrue does it: POST /otp {phone} sends a 6-digit code by SMS (creating the
// user unless create_user is false), POST /verify {phone, token, type: 'sms'} turns the code into
// a session and confirms the phone. Sign-up with phone and password sends the same code. Codes are
// stored as sha256(phone + code) in confirmation_token, live SMS_OTP_EXP seconds (hosted: 60) and
// are used once; one phone gets at most one code per SMS_MAX_FREQUENCY (hosted: 60 s).
import crypto from 'node:crypto';
import { inTransaction, tokenHash } from './email-flows.ts';
import { AuthError, errors } from './errors.ts';
import { languageOf } from './mailer.ts';
import { assertStrongPassword, hashPassword } from './password.ts';
import { issueSession, type AuthContext } from './sessions.ts';
import { smsText } from './sms-text.ts';
import { createUser, databaseSaveError, findUserById, findUserByPhone, userJson, type Db, type UserRow } from './users.ts';

/** GoTrue's formatPhoneNumber + validatePhone: formatting characters dropped, then E.164 digits without the plus. */
export function normalisePhone(raw: unknown): string {
  if (typeof raw !== 'string') throw errors.validation('Invalid phone number format (E.164 required)');
  const digits = raw.replace(/[\s\-().+]/g, '');
  if (!/^[1-9]\d{7,14}$/.test(digits)) throw errors.validation('Invalid phone number format (E.164 required)');
  return digits;
}

function assertSmsFrequency(ctx: AuthContext, sentAt: Date | null) {
  const wait = ctx.config.smsMaxFrequency;
  if (!sentAt || wait <= 0) return;
  const left = Math.ceil(wait - (Date.now() - sentAt.getTime()) / 1000);
  if (left > 0) throw new AuthError(429, 'over_sms_send_rate_limit', `For security purposes, you can only request this after ${left} seconds.`);
}

/** A new code for the user's phone, its hash stored, the message sent; inside the caller's transaction. Returns the message id. */
async function sendSmsCode(ctx: AuthContext, db: Db, user: UserRow): Promise<string> {
  assertSmsFrequency(ctx, user.confirmation_sent_at);
  const phone = user.phone!;
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  await db.query('update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1', [user.id, tokenHash(phone, code)]);
  ctx.sms.send(`+${phone}`, smsText(await languageOf(db, user), code, ctx.config.smsOtpExpiry));
  return crypto.randomUUID();
}

const asObject = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

function checkChannel(channel: unknown) {
  // The local provider stands in for SMS; WhatsApp needs a Twilio sender on hosted and is not offered here.
  if (channel !== undefined && channel !== 'sms') throw errors.validation('Channel can only be sms');
}

async function newPhoneUser(db: Db, phone: string, passwordHash: string | null, data: Record<string, unknown>): Promise<UserRow> {
  try {
    return await createUser(db, { email: null, phone, passwordHash, provider: 'phone', userMetadata: data, confirmed: false });
  } catch (e) {
    throw e instanceof AuthError ? e : databaseSaveError(e);
  }
}

/** POST /otp with `phone`: `{message_id}`; no user is told whether the number was known. */
export async function phoneOtp(ctx: AuthContext, body: Record<string, unknown>) {
  const phone = normalisePhone(body.phone);
  checkChannel(body.channel);
  const createIfMissing = body.create_user !== false;
  const messageId = await inTransaction(ctx, async (db) => {
    let user = await findUserByPhone(db, phone);
    if (!user) {
      if (!createIfMissing) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
      user = await newPhoneUser(db, phone, null, asObject(body.data));
    }
    if (user.banned_until && user.banned_until > new Date()) throw new AuthError(400, 'user_banned', 'User is banned');
    return sendSmsCode(ctx, db, user);
  });
  return { message_id: messageId };
}

/** POST /signup with `phone` and `password`: the unconfirmed user (phone_autoconfirm is off on hosted) and a code by SMS. */
export async function phoneSignup(ctx: AuthContext, body: Record<string, unknown>) {
  const phone = normalisePhone(body.phone);
  checkChannel(body.channel);
  const data = asObject(body.data);
  const existing = await findUserByPhone(ctx.pool, phone);
  if (existing?.phone_confirmed_at) throw errors.userExists();
  assertStrongPassword(body.password);
  const passwordHash = await hashPassword(body.password);
  const user = await inTransaction(ctx, async (db) => {
    const u = existing ?? (await newPhoneUser(db, phone, passwordHash, data));
    await sendSmsCode(ctx, db, u);
    return u;
  });
  return userJson(ctx.pool, (await findUserById(ctx.pool, user.id)) ?? user);
}

/** POST /verify `{type: 'sms' | 'phone_change', phone, token}`: a session; the phone is confirmed and the code cannot be used again. */
export async function verifyPhone(ctx: AuthContext, body: Record<string, unknown>) {
  if (body.type !== 'sms' && body.type !== 'phone_change') throw errors.validation('Only the sms and phone_change verification types are supported for phone numbers');
  const phone = normalisePhone(body.phone);
  if (typeof body.token !== 'string' || !body.token.trim()) throw errors.validation('Verify requires either a token hash or an email and a token');
  if (body.type === 'phone_change') return confirmPhoneChange(ctx, phone, body.token.trim());
  const r = await ctx.pool.query<UserRow>(
    `update auth.users
        set confirmation_token = null,
            phone_confirmed_at = coalesce(phone_confirmed_at, now()),
            updated_at = now()
      where phone = $1 and confirmation_token = $2 and deleted_at is null
        and confirmation_sent_at > now() - make_interval(secs => $3)
      returning *`,
    [phone, tokenHash(phone, body.token.trim()), ctx.config.smsOtpExpiry],
  );
  const user = r.rows[0];
  if (!user) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  return issueSession(ctx, user, 'otp');
}

/**
 * POST /resend `{type: 'sms', phone}`: a new code for a phone sign-up not yet confirmed, `{message_id}`.
 * As GoTrue does, an unknown or already confirmed number gets the same empty answer (nothing is sent).
 */
export async function resendPhoneCode(ctx: AuthContext, body: Record<string, unknown>) {
  const phone = normalisePhone(body.phone);
  const messageId = await inTransaction(ctx, async (db) => {
    const user = await findUserByPhone(db, phone);
    if (!user || user.phone_confirmed_at) return null;
    return sendSmsCode(ctx, db, user);
  });
  return messageId ? { message_id: messageId } : {};
}

/**
 * PUT /user `{phone}` of a signed-in user: a code texted to the new number, kept pending until
 * verified (the account's number does not change yet). A number another account has is refused,
 * as GoTrue does (422 phone_exists). Inside the caller's update; returns nothing.
 */
export async function requestPhoneChange(ctx: AuthContext, user: UserRow, rawPhone: unknown): Promise<void> {
  const phone = normalisePhone(rawPhone);
  if (phone === user.phone && user.phone_confirmed_at) return;
  const holder = await findUserByPhone(ctx.pool, phone);
  if (holder && holder.id !== user.id) throw new AuthError(422, 'phone_exists', 'Phone number already registered by another user');
  assertSmsFrequency(ctx, user.phone_change_sent_at);
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  await ctx.pool.query(
    `update auth.users set phone_change = $2, phone_change_token = $3, phone_change_sent_at = now(), updated_at = now() where id = $1`,
    [user.id, phone, tokenHash(phone, code)],
  );
  ctx.sms.send(`+${phone}`, smsText(await languageOf(ctx.pool, user), code, ctx.config.smsOtpExpiry));
}

/** The pending number becomes the account's, confirmed; its code is spent. */
async function confirmPhoneChange(ctx: AuthContext, phone: string, token: string) {
  let user: UserRow | undefined;
  try {
    const r = await ctx.pool.query<UserRow>(
      `update auth.users
          set phone = phone_change, phone_confirmed_at = now(),
              phone_change = '', phone_change_token = '', updated_at = now()
        where phone_change = $1 and phone_change_token = $2 and deleted_at is null
          and phone_change_sent_at > now() - make_interval(secs => $3)
        returning *`,
      [phone, tokenHash(phone, token), ctx.config.smsOtpExpiry],
    );
    user = r.rows[0];
  } catch (e) {
    // Another account confirmed the same number in between (users_phone_key).
    if ((e as { code?: string }).code === '23505') throw new AuthError(422, 'phone_exists', 'Phone number already registered by another user');
    throw e;
  }
  if (!user) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  return issueSession(ctx, user, 'otp');
}
