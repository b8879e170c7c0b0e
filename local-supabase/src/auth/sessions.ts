// Sessions, refresh-token rotation and access tokens, following GoTrue:
// one auth.sessions row per sign-in, a chain of refresh tokens per session
// where using a token revokes it and issues its child.
import crypto from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type pg from 'pg';
import { secretBytes } from '../keys.ts';
import type { AuthConfig } from './auth-config.ts';
import { errors } from './errors.ts';
import type { Mailer } from './mailer.ts';
import type { SmsSender } from './sms-inbox.ts';
import { userJson, type Db, type UserRow } from './users.ts';

/** GoTrue's default JWT expiry (GOTRUE_JWT_EXP). */
export const ACCESS_TOKEN_TTL = 3600;

export interface AuthContext {
  pool: pg.Pool;
  jwtSecret: string;
  /** Gateway base URL; the token issuer is `${url}/auth/v1` as on Supabase. */
  url: string;
  config: AuthConfig;
  mailer: Mailer;
  /** Where phone codes go (the local SMS inbox). */
  sms: SmsSender;
}

export interface AccessClaims extends JWTPayload {
  sub: string;
  role: string;
  email?: string;
  session_id?: string;
}

const newRefreshToken = () => crypto.randomBytes(18).toString('base64url');

export interface AmrClaim {
  method: string;
  timestamp: number;
}

/** How a session was signed in; `otp` and `recovery` sessions may set a password without the current one (GoTrue's IsRecovery). */
export const RECOVERY_METHODS = new Set(['otp', 'recovery', 'magiclink']);

export async function sessionAmr(db: Db, sessionId: string): Promise<AmrClaim[]> {
  const r = await db.query<{ authentication_method: string; created_at: Date }>(
    'select authentication_method, created_at from auth.mfa_amr_claims where session_id = $1 order by created_at desc',
    [sessionId],
  );
  return r.rows.map((x) => ({ method: x.authentication_method, timestamp: Math.floor(x.created_at.getTime() / 1000) }));
}

async function signAccessToken(ctx: AuthContext, user: UserRow, sessionId: string, amr: AmrClaim[]): Promise<{ token: string; exp: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ACCESS_TOKEN_TTL;
  const token = await new SignJWT({
    aud: user.aud || 'authenticated',
    exp,
    iat,
    iss: `${ctx.url}/auth/v1`,
    sub: user.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: user.role || 'authenticated',
    aal: 'aal1',
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(secretBytes(ctx.jwtSecret));
  return { token, exp };
}

async function sessionJson(ctx: AuthContext, db: Db, user: UserRow, sessionId: string, refreshToken: string, extra: Record<string, unknown> = {}) {
  const { token, exp } = await signAccessToken(ctx, user, sessionId, await sessionAmr(db, sessionId));
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL,
    expires_at: exp,
    refresh_token: refreshToken,
    user: await userJson(db, user),
    ...extra,
  };
}

/** A new session for a user who just proved who they are (password, OAuth, PKCE code). */
export async function issueSession(ctx: AuthContext, user: UserRow, amr: string, extra: Record<string, unknown> = {}) {
  const client = await ctx.pool.connect();
  try {
    await client.query('begin');
    const s = await client.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [user.id]);
    const sessionId = s.rows[0]!.id;
    const rt = newRefreshToken();
    await client.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [rt, user.id, sessionId]);
    await client.query('insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)', [sessionId, amr]);
    const fresh = await client.query<UserRow>('update auth.users set last_sign_in_at = now() where id = $1 returning *', [user.id]);
    await client.query('commit');
    // On the connection already held: asking the pool for a second one while holding this one
    // deadlocks once every pooled connection is held by a request doing the same.
    return await sessionJson(ctx, client, fresh.rows[0] ?? user, sessionId, rt, extra);
  } catch (e) {
    await client.query('rollback').catch(() => {});
    throw e;
  } finally {
    client.release();
  }
}

/**
 * Rotation as GoTrue does it: the presented token is revoked and its child
 * returned. A revoked token used again within the reuse interval gets the
 * session's active token (a client that lost the answer of its refresh); used
 * after it, it is taken as stolen: the whole family (the session) is revoked.
 */
export async function refreshSession(ctx: AuthContext, token: unknown) {
  if (typeof token !== 'string' || !token || token.length > 255) throw errors.refreshNotFound();
  const client = await ctx.pool.connect();
  let revokedFamily = false;
  try {
    await client.query('begin');
    // FOR UPDATE serialises concurrent refreshes of one token: only one of them rotates it.
    const r = await client.query<{ id: string; user_id: string; session_id: string; revoked: boolean; revoked_for: number }>(
      `select id, user_id, session_id, revoked, extract(epoch from now() - updated_at)::float8 as revoked_for
         from auth.refresh_tokens where token = $1 for update`,
      [token],
    );
    const row = r.rows[0];
    if (!row) throw errors.refreshNotFound();
    const user = (await client.query<UserRow>('select * from auth.users where id = $1 and deleted_at is null', [row.user_id])).rows[0];
    if (!user) throw errors.refreshNotFound();
    if (row.revoked) {
      if (row.revoked_for > ctx.config.refreshTokenReuseInterval) {
        await client.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked', [row.session_id]);
        await client.query('delete from auth.sessions where id = $1', [row.session_id]);
        await client.query('commit');
        revokedFamily = true;
        throw errors.refreshAlreadyUsed();
      }
      const active = await client.query<{ token: string }>(
        'select token from auth.refresh_tokens where session_id = $1 and parent = $2 and not revoked order by id desc limit 1',
        [row.session_id, token],
      );
      if (active.rows[0]) {
        await client.query('commit');
        return await sessionJson(ctx, client, user, row.session_id, active.rows[0].token);
      }
    }
    await client.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
    const child = newRefreshToken();
    await client.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
      child,
      row.user_id,
      row.session_id,
      token,
    ]);
    await client.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
    await client.query('commit');
    return await sessionJson(ctx, client, user, row.session_id, child);
  } catch (e) {
    if (!revokedFamily) await client.query('rollback').catch(() => {});
    throw e;
  } finally {
    client.release();
  }
}

/** Verifies a user's access token and that its session still exists (GoTrue refuses tokens of signed-out sessions). */
export async function authenticate(ctx: AuthContext, token: string | undefined): Promise<{ claims: AccessClaims; user: UserRow }> {
  if (!token) throw errors.noAuthorization();
  let claims: AccessClaims;
  try {
    claims = (await jwtVerify(token, secretBytes(ctx.jwtSecret), { algorithms: ['HS256'] })).payload as AccessClaims;
  } catch (e) {
    throw errors.badJwt((e as Error).message);
  }
  if (!claims.sub) throw errors.badJwt('invalid claim: missing sub claim');
  if (claims.session_id) {
    const s = await ctx.pool.query('select 1 from auth.sessions where id = $1', [claims.session_id]);
    if (!s.rowCount) throw errors.sessionNotFound();
  }
  const user = (await ctx.pool.query<UserRow>('select * from auth.users where id = $1 and deleted_at is null', [claims.sub])).rows[0];
  if (!user) throw errors.userNotFound();
  return { claims, user };
}

/** GoTrue ends every other session of a user whose password changed. */
export async function endOtherSessions(db: Db, userId: string, keepSessionId: string | undefined): Promise<void> {
  await db.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [userId, keepSessionId ?? null]);
}

export async function endSessions(ctx: AuthContext, claims: AccessClaims, scope: string): Promise<void> {
  if (scope === 'global') await ctx.pool.query('delete from auth.sessions where user_id = $1', [claims.sub]);
  else if (scope === 'others') await ctx.pool.query('delete from auth.sessions where user_id = $1 and id <> $2', [claims.sub, claims.session_id]);
  else await ctx.pool.query('delete from auth.sessions where id = $1', [claims.session_id]);
}
