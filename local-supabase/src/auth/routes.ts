// GoTrue's HTTP API under /auth/v1, as supabase-js 2.x calls it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyError, bearer, readJsonObject, sendJson } from '../gateway/http-util.ts';
import { API_VERSION, AuthError, errors, sendAuthError } from './errors.ts';
import { authCodes, verifierMatches } from './flow-state.ts';
import type { GoogleFlow } from './google.ts';
import { assertStrongPassword, hashPassword, verifyPassword } from './password.ts';
import { authenticate, endSessions, issueSession, refreshSession, type AuthContext } from './sessions.ts';
import { createUser, databaseSaveError, EMAIL_RE, findUserByEmail, findUserById, mergeMetadata, userJson, type UserRow } from './users.ts';

const asObject = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

function requireEmail(email: unknown): string {
  if (typeof email !== 'string' || !email.trim()) throw errors.validation('To signup, please provide your email');
  if (!EMAIL_RE.test(email.trim())) throw errors.validation('Unable to validate email address: invalid format');
  return email.trim().toLowerCase();
}

async function signup(ctx: AuthContext, body: Record<string, unknown>) {
  const email = requireEmail(body.email);
  assertStrongPassword(body.password);
  if (body.data !== undefined && (typeof body.data !== 'object' || body.data === null || Array.isArray(body.data))) {
    throw errors.validation('data must be a JSON object');
  }
  if (await findUserByEmail(ctx.pool, email)) throw errors.userExists();
  const passwordHash = await hashPassword(body.password);
  const client = await ctx.pool.connect();
  let user: UserRow;
  try {
    await client.query('begin');
    user = await createUser(client, { email, passwordHash, provider: 'email', userMetadata: asObject(body.data) });
    await client.query('commit');
  } catch (e) {
    await client.query('rollback').catch(() => {});
    throw e instanceof AuthError ? e : databaseSaveError(e);
  } finally {
    client.release();
  }
  // Sign-ups are auto-confirmed locally (mailer_autoconfirm), so GoTrue answers with a session.
  return issueSession(ctx, user, 'password');
}

async function passwordGrant(ctx: AuthContext, body: Record<string, unknown>) {
  const { email, password } = body;
  if (typeof email !== 'string' || typeof password !== 'string' || !email || !password) {
    throw errors.validation('missing email or phone');
  }
  const user = await findUserByEmail(ctx.pool, email.trim());
  if (!user || !(await verifyPassword(password, user.encrypted_password))) throw errors.invalidCredentials();
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
  return issueSession(ctx, user, 'oauth', code.providerToken ? { provider_token: code.providerToken } : {});
}

async function updateUser(ctx: AuthContext, token: string | undefined, body: Record<string, unknown>) {
  const { user } = await authenticate(ctx, token);
  const sets: string[] = [];
  const args: unknown[] = [];
  const set = (col: string, v: unknown) => {
    args.push(v);
    sets.push(`${col} = $${args.length}`);
  };
  if (body.data !== undefined) {
    if (typeof body.data !== 'object' || body.data === null || Array.isArray(body.data)) throw errors.validation('data must be a JSON object');
    set('raw_user_meta_data', mergeMetadata(user.raw_user_meta_data, asObject(body.data)));
  }
  if (body.password !== undefined) {
    assertStrongPassword(body.password);
    if (await verifyPassword(body.password, user.encrypted_password)) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    set('encrypted_password', await hashPassword(body.password));
  }
  if (body.email !== undefined && String(body.email).toLowerCase() !== user.email) {
    const email = requireEmail(body.email);
    if (await findUserByEmail(ctx.pool, email)) throw errors.emailExists();
    // Mail is auto-confirmed locally, so the change applies at once.
    set('email', email);
  }
  if (!sets.length) return userJson(ctx.pool, user);
  args.push(user.id);
  try {
    const r = await ctx.pool.query<UserRow>(`update auth.users set ${sets.join(', ')}, updated_at = now() where id = $${args.length} returning *`, args);
    return userJson(ctx.pool, r.rows[0]!);
  } catch (e) {
    throw databaseSaveError(e);
  }
}

const settings = {
  external: { email: true, phone: false, google: true, anonymous_users: false },
  disable_signup: false,
  mailer_autoconfirm: true,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
};

export function createAuthHandler(ctx: AuthContext, google: GoogleFlow) {
  return async function handleAuth(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): Promise<void> {
    res.setHeader('X-Supabase-Api-Version', API_VERSION);
    const ok = (body: unknown) => sendJson(res, 200, body);
    try {
      const route = `${req.method} ${path}`;
      // Browser navigations of the Google-style flow (no apikey, HTML and redirects).
      if (await google.handle(req, res, path, query)) return;
      switch (route) {
        case 'GET /health':
          return ok({ version: 'local', name: 'GoTrue', description: 'Utsav local GoTrue-compatible auth' });
        case 'GET /settings':
          return ok(settings);
        case 'GET /.well-known/jwks.json':
          // HS256 tokens: no public keys to publish, as GoTrue answers; getClaims() then asks /user.
          return ok({ keys: [] });
        case 'POST /signup':
          return ok(await signup(ctx, await readJsonObject(req)));
        case 'POST /token': {
          const grant = query.get('grant_type');
          const body = await readJsonObject(req);
          if (grant === 'password') return ok(await passwordGrant(ctx, body));
          if (grant === 'refresh_token') return ok(await refreshSession(ctx, body.refresh_token));
          if (grant === 'pkce') return ok(await pkceGrant(ctx, body));
          throw errors.unsupportedGrant();
        }
        case 'GET /user': {
          const { user } = await authenticate(ctx, bearer(req));
          return ok(await userJson(ctx.pool, user));
        }
        case 'PUT /user':
          return ok(await updateUser(ctx, bearer(req), await readJsonObject(req)));
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
      if (e instanceof AuthError) return sendAuthError(res, e);
      if (e instanceof BodyError) return sendAuthError(res, new AuthError(e.status, e.status === 400 ? 'bad_json' : 'request_too_large', e.message));
      console.error('[auth] unexpected error', e);
      sendAuthError(res, new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'));
    }
  };
}
