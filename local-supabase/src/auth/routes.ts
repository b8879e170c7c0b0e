// GoTrue's HTTP API under /auth/v1, as supabase-js 2.x calls it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import crypto from 'node:crypto';
import { BodyError, bearer, readJsonObject, sendJson } from '../gateway/http-util.ts';
import { adminCreateUser, adminDeleteUser, requireServiceRole } from './admin.ts';
import { inTransaction, recover, rememberPkce, requestEmailChange, resend, sendOtpEmail, verifyGet, verifyPost } from './email-flows.ts';
import { API_VERSION, AuthError, errors, sendAuthError } from './errors.ts';
import { authCodes, verifierMatches } from './flow-state.ts';
import type { GoogleFlow } from './google.ts';
import { assertStrongPassword, hashPassword, verifyPassword } from './password.ts';
import { normalisePhone, phoneOtp, phoneSignup, requestPhoneChange, resendPhoneCode, verifyPhone } from './phone-flows.ts';
import { clientIp, tokenBucket } from './rate-limit.ts';
import { authenticate, endOtherSessions, endSessions, issueSession, RECOVERY_METHODS, refreshSession, sessionAmr, type AuthContext } from './sessions.ts';
import { isPoolTimeout } from './db-pool.ts';
import { createUser, databaseSaveError, findUserByEmail, findUserById, findUserByPhone, mergeMetadata, normaliseEmail, userJson, type UserRow } from './users.ts';

const asObject = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

function requireEmail(email: unknown): string {
  if (typeof email !== 'string' || !email.trim()) throw errors.validation('To signup, please provide your email');
  const e = normaliseEmail(email);
  if (!e) throw errors.validation('Unable to validate email address: invalid format');
  return e;
}

/** What GoTrue answers for an address that is already registered when confirmations are on: a look-alike user that reveals nothing. */
function obfuscatedUser(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

async function signup(ctx: AuthContext, body: Record<string, unknown>, redirectTo: string | null) {
  if (body.phone !== undefined && !body.email) return phoneSignup(ctx, body);
  const email = requireEmail(body.email);
  assertStrongPassword(body.password);
  if (body.data !== undefined && (typeof body.data !== 'object' || body.data === null || Array.isArray(body.data))) {
    throw errors.validation('data must be a JSON object');
  }
  const data = asObject(body.data);
  const autoconfirm = ctx.config.mailerAutoconfirm;
  const existing = await findUserByEmail(ctx.pool, email);
  if (existing) {
    if (autoconfirm) throw errors.userExists();
    if (existing.email_confirmed_at) return obfuscatedUser(email, data);
    // Not confirmed yet: GoTrue sends the confirmation again and answers the user.
    await inTransaction(ctx, (db) => sendOtpEmail(ctx, db, existing, 'signup', redirectTo));
    return userJson(ctx.pool, (await findUserById(ctx.pool, existing.id)) ?? existing);
  }
  const passwordHash = await hashPassword(body.password);
  let user: UserRow;
  try {
    user = await inTransaction(ctx, async (db) => {
      const u = await createUser(db, { email, passwordHash, provider: 'email', userMetadata: data, confirmed: autoconfirm });
      if (!autoconfirm) await sendOtpEmail(ctx, db, u, 'signup', redirectTo);
      return u;
    });
  } catch (e) {
    throw e instanceof AuthError ? e : databaseSaveError(e);
  }
  if (autoconfirm) return issueSession(ctx, user, 'password');
  rememberPkce(user.id, body.code_challenge, body.code_challenge_method);
  // Confirmation on: the user, no session ("check your email").
  return userJson(ctx.pool, (await findUserById(ctx.pool, user.id)) ?? user);
}

/** POST /resend: `sms` codes by phone, `signup` emails by address (GoTrue's two resend types we use). */
function resendRoute(ctx: AuthContext, body: Record<string, unknown>, redirectTo: string | null) {
  return body.type === 'sms' ? resendPhoneCode(ctx, body) : resend(ctx, body, redirectTo);
}

async function passwordGrant(ctx: AuthContext, body: Record<string, unknown>) {
  const { email, password } = body;
  if (typeof body.phone === 'string' && body.phone && !email) return phonePasswordGrant(ctx, body.phone, password);
  if (typeof email !== 'string' || typeof password !== 'string' || !email || !password) {
    throw errors.validation('missing email or phone');
  }
  const address = normaliseEmail(email);
  if (!address) throw errors.validation('Unable to validate email address: invalid format');
  const user = await findUserByEmail(ctx.pool, address);
  if (!user || !(await verifyPassword(password, user.encrypted_password))) throw errors.invalidCredentials();
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  if (user.banned_until && user.banned_until > new Date()) throw new AuthError(400, 'user_banned', 'User is banned');
  return issueSession(ctx, user, 'password');
}

async function phonePasswordGrant(ctx: AuthContext, rawPhone: string, password: unknown) {
  if (typeof password !== 'string' || !password) throw errors.validation('missing email or phone');
  const user = await findUserByPhone(ctx.pool, normalisePhone(rawPhone));
  if (!user || !(await verifyPassword(password, user.encrypted_password))) throw errors.invalidCredentials();
  if (!user.phone_confirmed_at) throw new AuthError(400, 'phone_not_confirmed', 'Phone not confirmed');
  if (user.banned_until && user.banned_until > new Date()) throw new AuthError(400, 'user_banned', 'User is banned');
  return issueSession(ctx, user, 'password');
}

async function pkceGrant(ctx: AuthContext, body: Record<string, unknown>) {
  const { auth_code, code_verifier } = body;
  if (typeof auth_code !== 'string' || typeof code_verifier !== 'string' || !auth_code || !code_verifier) {
    throw errors.validation('invalid request: both auth code and code verifier should be non-empty');
  }
  const code = authCodes.take(auth_code);
  if (!code) throw errors.flowStateNotFound();
  if (!verifierMatches(code_verifier, code.codeChallenge, code.codeChallengeMethod)) throw errors.badCodeVerifier();
  const user = await findUserById(ctx.pool, code.userId);
  if (!user) throw errors.userNotFound();
  return issueSession(ctx, user, code.amr ?? 'oauth', code.providerToken ? { provider_token: code.providerToken } : {});
}

async function updateUser(ctx: AuthContext, token: string | undefined, body: Record<string, unknown>, redirectTo: string | null) {
  const { user, claims } = await authenticate(ctx, token);
  const sets: string[] = [];
  const args: unknown[] = [];
  const set = (col: string, v: unknown) => {
    args.push(v);
    sets.push(`${col} = $${args.length}`);
  };
  let passwordChanged = false;
  let emailChange: string | undefined;
  if (body.data !== undefined) {
    if (typeof body.data !== 'object' || body.data === null || Array.isArray(body.data)) throw errors.validation('data must be a JSON object');
    set('raw_user_meta_data', mergeMetadata(user.raw_user_meta_data, asObject(body.data)));
  }
  if (body.email !== undefined) {
    const email = requireEmail(body.email);
    if (email !== user.email) {
      if (await findUserByEmail(ctx.pool, email)) throw errors.emailExists();
      emailChange = email;
    }
  }
  if (body.phone !== undefined) {
    // The number changes once its texted code is verified (POST /verify type phone_change).
    await requestPhoneChange(ctx, user, body.phone);
  }
  if (body.password !== undefined) {
    assertStrongPassword(body.password);
    // Hosted's "secure password change": outside a recovery session the current password is needed.
    if (ctx.config.passwordRequiresCurrent && user.encrypted_password) {
      const methods = claims.session_id ? (await sessionAmr(ctx.pool, claims.session_id)).map((a) => a.method) : [];
      if (!methods.some((m) => RECOVERY_METHODS.has(m))) {
        const current = body.current_password;
        if (typeof current !== 'string' || !current) {
          throw new AuthError(400, 'current_password_required', 'Current password required when setting new password.');
        }
        if (!(await verifyPassword(current, user.encrypted_password))) {
          throw new AuthError(400, 'current_password_invalid', 'Current password is incorrect.');
        }
      }
    }
    if (await verifyPassword(body.password, user.encrypted_password)) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    set('encrypted_password', await hashPassword(body.password));
    passwordChanged = true;
  }
  if (!sets.length && !emailChange) return userJson(ctx.pool, (await findUserById(ctx.pool, user.id)) ?? user);
  args.push(user.id);
  try {
    return await inTransaction(ctx, async (db) => {
      if (sets.length) await db.query(`update auth.users set ${sets.join(', ')}, updated_at = now() where id = $${args.length}`, args);
      // As GoTrue: a new password ends every other session of the user.
      if (passwordChanged) await endOtherSessions(db, user.id, claims.session_id);
      if (emailChange) {
        // With confirmations off (autoconfirm) GoTrue changes the address at once; else only once confirmed.
        if (ctx.config.mailerAutoconfirm) await db.query('update auth.users set email = $2, updated_at = now() where id = $1', [user.id, emailChange]);
        else await requestEmailChange(ctx, db, (await findUserById(db, user.id)) ?? user, emailChange, redirectTo);
      }
      return userJson(db, (await findUserById(db, user.id)) ?? user);
    });
  } catch (e) {
    throw e instanceof AuthError ? e : databaseSaveError(e);
  }
}

export function createAuthHandler(ctx: AuthContext, google: GoogleFlow) {
  const limits = ctx.config.rateLimits;
  const signInSignUps = tokenBucket(limits.signInSignUps, 300);
  const tokenRefresh = tokenBucket(limits.tokenRefresh, 300);
  const verifications = tokenBucket(limits.tokenVerifications, 300);
  const otp = tokenBucket(limits.otp, 3600);
  const settings = {
    external: { email: true, phone: true, google: true, anonymous_users: false },
    disable_signup: false,
    mailer_autoconfirm: ctx.config.mailerAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };

  return async function handleAuth(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): Promise<void> {
    res.setHeader('X-Supabase-Api-Version', API_VERSION);
    const ok = (body: unknown) => sendJson(res, 200, body);
    const ip = clientIp(req, ctx.config.trustedProxies);
    try {
      const route = `${req.method} ${path}`;
      // Browser navigations of the Google-style flow (no apikey, HTML and redirects).
      if (await google.handle(req, res, path, query)) return;
      const adminUser = /^\/admin\/users\/([0-9a-f-]{36})$/.exec(path);
      if (adminUser && req.method === 'DELETE') {
        await requireServiceRole(ctx, bearer(req));
        return ok(await adminDeleteUser(ctx, adminUser[1]!));
      }
      switch (route) {
        case 'GET /health':
          return ok({ version: 'local', name: 'GoTrue', description: 'Utsav local GoTrue-compatible auth' });
        case 'GET /settings':
          return ok(settings);
        case 'GET /.well-known/jwks.json':
          // HS256 tokens: no public keys to publish, as GoTrue answers; getClaims() then asks /user.
          return ok({ keys: [] });
        case 'POST /signup':
          signInSignUps.take(ip);
          return ok(await signup(ctx, await readJsonObject(req), query.get('redirect_to')));
        case 'POST /token': {
          const grant = query.get('grant_type');
          const body = await readJsonObject(req);
          if (grant === 'password') {
            signInSignUps.take(ip);
            return ok(await passwordGrant(ctx, body));
          }
          if (grant === 'refresh_token') {
            tokenRefresh.take(ip);
            return ok(await refreshSession(ctx, body.refresh_token));
          }
          if (grant === 'pkce') return ok(await pkceGrant(ctx, body));
          throw errors.unsupportedGrant();
        }
        case 'GET /verify':
          verifications.take(ip);
          return await verifyGet(ctx, res, query);
        case 'POST /verify': {
          verifications.take(ip);
          const body = await readJsonObject(req);
          return ok(body.phone !== undefined && !body.email && !body.token_hash ? await verifyPhone(ctx, body) : await verifyPost(ctx, body));
        }
        case 'POST /otp': {
          otp.take(ip);
          const body = await readJsonObject(req);
          // Email OTP / magic links are not offered by this app; phone codes are.
          if (body.phone === undefined || body.email) throw errors.validation('To sign in with OTP, please provide your phone number');
          return ok(await phoneOtp(ctx, body));
        }
        case 'POST /resend':
          otp.take(ip);
          return ok(await resendRoute(ctx, await readJsonObject(req), query.get('redirect_to')));
        case 'POST /recover':
          otp.take(ip);
          return ok(await recover(ctx, await readJsonObject(req), query.get('redirect_to')));
        case 'GET /user': {
          const { user } = await authenticate(ctx, bearer(req));
          return ok(await userJson(ctx.pool, user));
        }
        case 'PUT /user':
          return ok(await updateUser(ctx, bearer(req), await readJsonObject(req), query.get('redirect_to')));
        case 'POST /admin/users':
          await requireServiceRole(ctx, bearer(req));
          return ok(await adminCreateUser(ctx, await readJsonObject(req)));
        case 'POST /logout': {
          const scope = query.get('scope') ?? 'global';
          if (!['global', 'local', 'others'].includes(scope)) throw errors.validation(`Unsupported logout scope "${scope}"`);
          const { claims } = await authenticate(ctx, bearer(req));
          await endSessions(ctx, claims, scope);
          res.writeHead(204).end();
          return;
        }
        default:
          throw errors.notFound();
      }
    } catch (e) {
      if (res.headersSent) return void res.destroy();
      if (e instanceof AuthError) return sendAuthError(res, e);
      if (e instanceof BodyError) return sendAuthError(res, new AuthError(e.status, e.status === 400 ? 'bad_json' : 'request_too_large', e.message));
      // Every pooled connection stayed busy past the acquisition timeout: a retryable 5xx (supabase-js retries those).
      if (isPoolTimeout(e)) {
        res.setHeader('Retry-After', '1');
        return sendAuthError(res, new AuthError(503, 'unexpected_failure', 'The database is busy; try again shortly'));
      }
      console.error('[auth] unexpected error', e);
      sendAuthError(res, new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'));
    }
  };
}
