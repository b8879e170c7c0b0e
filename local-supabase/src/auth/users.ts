// auth.users / auth.identities access, and the user JSON GoTrue returns.
import type pg from 'pg';
import { AuthError } from './errors.ts';

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
  is_anonymous: boolean;
  /** A new number waiting for its texted code (PUT /user {phone}); '' or null when none. */
  phone_change: string | null;
  phone_change_token: string | null;
  phone_change_sent_at: Date | null;
  /** A new address waiting for its confirmations (PUT /user {email}); '' or null when none. */
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_sent_at: Date | null;
  email_change_confirm_status: number | null;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

export type Db = pg.Pool | pg.PoolClient;

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * GoTrue's check of an address's form (checkmail.ValidateFormat): the local part of RFC 5322's
 * atext and dots, a host of letter-digit-hyphen labels. Markup (<, >, quotes, parentheses)
 * never passes, so it can reach neither a database error nor an email's recipient line.
 */
const GOTRUE_EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** Control characters (NUL above all: Postgres refuses it in text) never belong in an address. */
const hasControl = (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** A syntactically usable address, or undefined: callers answer 400 in GoTrue's shape. */
export function normaliseEmail(email: unknown): string | undefined {
  if (typeof email !== 'string') return undefined;
  const e = email.trim().toLowerCase();
  if (!e || e.length > 255 || hasControl(e) || !EMAIL_RE.test(e) || !GOTRUE_EMAIL_FORMAT.test(e)) return undefined;
  return e;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const r = await db.query<UserRow>('select * from auth.users where lower(email) = lower($1) and deleted_at is null', [email]);
  return r.rows[0];
}

/** Phones are stored as GoTrue stores them: E.164 digits without the plus. */
export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const r = await db.query<UserRow>('select * from auth.users where phone = $1 and deleted_at is null', [phone]);
  return r.rows[0];
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const r = await db.query<UserRow>('select * from auth.users where id = $1 and deleted_at is null', [id]);
  return r.rows[0];
}

/** SQLSTATEs a profile trigger raises for bad sign-up data: the caller's fault, so 4xx, not 500. */
const CLIENT_FAULT = /^(22|23|P0001|42501)/;

/** Errors from triggers on auth.users (the data model's profile trigger) mapped like GoTrue, but 4xx when the data was bad. */
export function databaseSaveError(e: unknown): AuthError {
  const err = e as pg.DatabaseError;
  if (err.code === '23505' && /users_phone_key|phone/.test(err.constraint ?? err.message)) {
    return new AuthError(422, 'phone_exists', 'Phone number already registered by another user');
  }
  if (err.code === '23505' && /users_email_key|email/.test(err.constraint ?? err.message)) {
    return new AuthError(422, 'user_already_exists', 'User already registered');
  }
  if (err.code && CLIENT_FAULT.test(err.code)) {
    return new AuthError(422, 'validation_failed', `Database error saving new user: ${err.message}`);
  }
  console.error('[auth] database error saving user', e);
  return new AuthError(500, 'unexpected_failure', 'Database error saving new user');
}

export async function createUser(
  db: Db,
  u: {
    /** Null for a user who signed up with a phone number. */
    email: string | null;
    /** E.164 digits without the plus (GoTrue's storage). */
    phone?: string;
    passwordHash: string | null;
    provider: string;
    providerId?: string;
    userMetadata: Record<string, unknown>;
    identityData?: Record<string, unknown>;
    appMetadata?: Record<string, unknown>;
    /** Email already confirmed (OAuth with a verified email, autoconfirm, admin email_confirm). */
    confirmed: boolean;
  },
): Promise<UserRow> {
  const appMeta = { provider: u.provider, providers: [u.provider], ...u.appMetadata };
  const r = await db.query<UserRow>(
    `insert into auth.users (instance_id, aud, role, email, phone, encrypted_password, email_confirmed_at,
        raw_app_meta_data, raw_user_meta_data)
     values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', $1, $6, $2, case when $5 then now() end, $3, $4)
     returning *`,
    [u.email?.toLowerCase() ?? null, u.passwordHash, appMeta, u.userMetadata, u.confirmed && u.email !== null, u.phone ?? null],
  );
  const user = r.rows[0]!;
  const identityData = user.email
    ? { sub: u.providerId ?? user.id, email: user.email, email_verified: true, phone_verified: false, ...u.identityData }
    : { sub: user.id, phone: user.phone, email_verified: false, phone_verified: false, ...u.identityData };
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at) values ($1, $2, $3, $4, now())`,
    [u.providerId ?? user.id, user.id, identityData, u.provider],
  );
  return user;
}

export async function identitiesOf(db: Db, userId: string): Promise<IdentityRow[]> {
  const r = await db.query<IdentityRow>('select * from auth.identities where user_id = $1 order by created_at', [userId]);
  return r.rows;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

/** The user object as GoTrue serialises it. */
export async function userJson(db: Db, u: UserRow): Promise<Record<string, unknown>> {
  const identities = (await identitiesOf(db, u.id)).map((i) => ({
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email ?? undefined,
  }));
  return {
    id: u.id,
    aud: u.aud,
    role: u.role,
    email: u.email ?? '',
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: u.phone ?? '',
    phone_confirmed_at: iso(u.phone_confirmed_at),
    ...(u.phone_change ? { new_phone: u.phone_change, phone_change_sent_at: iso(u.phone_change_sent_at) } : {}),
    ...(u.email_change ? { new_email: u.email_change, email_change_sent_at: iso(u.email_change_sent_at) } : {}),
    confirmed_at: iso(u.confirmed_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data,
    user_metadata: u.raw_user_meta_data,
    identities,
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    is_anonymous: u.is_anonymous,
  };
}

/** GoTrue's metadata update: keys are merged, a null value removes the key. */
export function mergeMetadata(current: Record<string, unknown>, update: Record<string, unknown>): Record<string, unknown> {
  const out = { ...current };
  for (const [k, v] of Object.entries(update)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}
