// "Continue with Google" without the internet: a local OpenID provider
// (oidc-provider) stands in for Google, and GoTrue's /authorize and /callback
// turn its answer into a Supabase session exactly as the hosted flow does:
// implicit → redirect_to#access_token=…, PKCE → redirect_to?code=… then grant_type=pkce.
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, jwtVerify, type JWK } from 'jose';
import Provider from 'oidc-provider';
import { readBody, sendJson } from '../gateway/http-util.ts';
import { AuthError, errors, sendAuthError } from './errors.ts';
import { authCodes, normaliseMethod, oauthFlows, type OAuthFlow } from './flow-state.ts';
import { MemoryAdapter } from './oidc-memory-adapter.ts';
import { withParams } from './email-flows.ts';
import { GoogleAccounts } from './google-accounts.ts';
import { assertStrongPassword } from './password.ts';
import { resolveRedirect } from './redirects.ts';
import { issueSession, type AuthContext } from './sessions.ts';
import { signInPage } from './sign-in-page.ts';
import { createUser, databaseSaveError, findUserByEmail, normaliseEmail, type UserRow } from './users.ts';

export interface GoogleFlow {
  /** Handles /authorize, /callback and /oidc/*; false when the path is not one of them. */
  handle(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): Promise<boolean>;
}

const CLIENT_ID = 'utsav-local-supabase';
const OIDC_MOUNT = '/auth/v1/oidc';

/** "asha.sharma@example.in" → "Asha Sharma": a readable name for the new profile. */
function nameFromEmail(email: string): string {
  return (email.split('@')[0] ?? email)
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

function found(res: ServerResponse, location: string) {
  res.writeHead(302, { Location: location, 'Cache-Control': 'no-store' }).end();
}

/**
 * GoTrue's automatic linking for a verified Google email: the user who already
 * has this Google identity; else the user with the same email, who gains the
 * identity (if that user never confirmed the address, whoever set its password
 * did not prove they own it, so the password and unconfirmed identities go and
 * the address counts as confirmed now, as GoTrue does); else a new user.
 */
async function userForGoogle(ctx: AuthContext, email: string, sub: string): Promise<UserRow> {
  const identityData = {
    sub,
    email,
    email_verified: true,
    phone_verified: false,
    name: nameFromEmail(email),
    full_name: nameFromEmail(email),
    iss: `${ctx.url}${OIDC_MOUNT}`,
    provider_id: sub,
  };
  const client = await ctx.pool.connect();
  try {
    await client.query('begin');
    const linked = await client.query<UserRow>(
      `select u.* from auth.identities i join auth.users u on u.id = i.user_id
        where i.provider = 'google' and i.provider_id = $1 and u.deleted_at is null`,
      [sub],
    );
    let user = linked.rows[0];
    if (user) {
      await client.query(`update auth.identities set last_sign_in_at = now(), updated_at = now() where provider = 'google' and provider_id = $1`, [sub]);
    } else {
      user = await findUserByEmail(client, email);
      if (!user) {
        user = await createUser(client, { email, passwordHash: null, provider: 'google', providerId: sub, userMetadata: identityData, identityData, confirmed: true });
      } else {
        if (!user.email_confirmed_at) {
          await client.query(`delete from auth.identities where user_id = $1 and provider = 'email'`, [user.id]);
          await client.query(
            `update auth.users set encrypted_password = null, email_confirmed_at = now(), confirmation_token = null,
                    raw_app_meta_data = raw_app_meta_data || '{"provider":"google"}'::jsonb
              where id = $1`,
            [user.id],
          );
          // Sessions made with the removed password end with it.
          await client.query('delete from auth.sessions where user_id = $1', [user.id]);
        }
        await client.query(
          `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at) values ($1, $2, $3, 'google', now())`,
          [sub, user.id, identityData],
        );
        const providers = (await client.query<{ provider: string }>('select distinct provider from auth.identities where user_id = $1 order by provider', [user.id])).rows.map(
          (r) => r.provider,
        );
        const r = await client.query<UserRow>(
          `update auth.users set raw_app_meta_data = raw_app_meta_data || jsonb_build_object('providers', $2::jsonb) where id = $1 returning *`,
          [user.id, JSON.stringify(providers)],
        );
        user = r.rows[0]!;
      }
    }
    await client.query('commit');
    return user;
  } catch (e) {
    await client.query('rollback').catch(() => {});
    throw e instanceof AuthError ? e : databaseSaveError(e);
  } finally {
    client.release();
  }
}

export async function createGoogleFlow(ctx: AuthContext): Promise<GoogleFlow> {
  const issuer = `${ctx.url}${OIDC_MOUNT}`;
  const callbackUrl = `${ctx.url}/auth/v1/callback`;
  const clientSecret = crypto.randomBytes(24).toString('base64url');
  // A fresh signing key per start: tokens of this provider only live for the few seconds of a sign-in.
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const privateJwk: JWK = { ...(await exportJWK(privateKey)), alg: 'ES256', use: 'sig', kid: 'local-google' };
  const accounts = new GoogleAccounts(async (email) => {
    const user = await findUserByEmail(ctx.pool, email);
    return user ? { passwordHash: user.encrypted_password } : undefined;
  });

  const provider = new Provider(issuer, {
    adapter: MemoryAdapter,
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [callbackUrl],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [privateJwk] },
    cookies: { keys: [crypto.randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    // Put email in the ID token itself: the gateway reads it from there, not from /userinfo.
    conformIdTokenClaims: false,
    // Everything here lives for one sign-in; explicit lifetimes also keep oidc-provider's notices quiet.
    ttl: { Interaction: 600, Session: 600, Grant: 600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    interactions: { url: async (_ctx, interaction) => `${OIDC_MOUNT}/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const account = await accounts.bySub(id);
      if (!account) return undefined;
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: account.email, email_verified: true, name: nameFromEmail(account.email) };
        },
      };
    },
    // First-party client: grant the requested scopes without a consent screen.
    async loadExistingGrant(octx) {
      const grantId = octx.oidc.result?.consent?.grantId || octx.oidc.session!.grantIdFor(octx.oidc.client!.clientId);
      if (grantId) return octx.oidc.provider.Grant.find(grantId);
      const grant = new octx.oidc.provider.Grant({ clientId: octx.oidc.client!.clientId, accountId: octx.oidc.session!.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  provider.on('server_error', (_c, err) => console.error('[oidc] server error', err));
  const oidcCallback = provider.callback();

  async function authorize(res: ServerResponse, query: URLSearchParams) {
    const p = query.get('provider');
    if (p !== 'google') throw errors.providerDisabled(p ?? '');
    // As GoTrue: a redirect_to that is not allowed silently becomes the Site URL.
    const redirectTo = new URL(resolveRedirect(query.get('redirect_to'), ctx.config)).toString();
    const challenge = query.get('code_challenge') ?? undefined;
    const verifier = crypto.randomBytes(32).toString('base64url');
    const flow: OAuthFlow = {
      provider: 'google',
      providerVerifier: verifier,
      redirectTo,
      codeChallenge: challenge,
      codeChallengeMethod: challenge ? normaliseMethod(query.get('code_challenge_method')) : undefined,
      createdAt: Date.now(),
    };
    const state = oauthFlows.put(flow);
    const auth = new URL(`${issuer}/auth`);
    auth.search = new URLSearchParams({
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: callbackUrl,
      scope: 'openid email profile',
      state,
      code_challenge: crypto.createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    found(res, auth.toString());
  }
  async function exchange(code: string, verifier: string): Promise<{ email: string; sub: string; providerToken: string }> {
    const r = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: callbackUrl, code_verifier: verifier }),
    });
    const body = (await r.json()) as { access_token?: string; id_token?: string; error_description?: string };
    if (!r.ok || !body.id_token || !body.access_token) throw new Error(body.error_description ?? `token endpoint answered ${r.status}`);
    const { payload } = await jwtVerify(body.id_token, publicKey, { issuer, audience: CLIENT_ID });
    const email = normaliseEmail(payload.email);
    if (!email) throw new Error('the provider returned no usable email');
    return { email, sub: String(payload.sub), providerToken: body.access_token };
  }

  async function callback(res: ServerResponse, query: URLSearchParams) {
    const state = query.get('state') ?? '';
    const flow = oauthFlows.take(state);
    if (!flow) throw new AuthError(400, 'bad_oauth_state', 'OAuth callback with invalid state');
    const fail = (code: string, description: string) =>
      found(res, withParams(flow.redirectTo, { error: 'server_error', error_code: code, error_description: description }, flow.codeChallenge ? 'query' : 'fragment'));
    if (query.get('error')) return fail('bad_oauth_callback', query.get('error_description') ?? query.get('error')!);
    try {
      const { email, sub, providerToken } = await exchange(query.get('code') ?? '', flow.providerVerifier);
      const user = await userForGoogle(ctx, email, sub);
      if (flow.codeChallenge) {
        const code = authCodes.put({
          userId: user.id,
          codeChallenge: flow.codeChallenge,
          codeChallengeMethod: flow.codeChallengeMethod ?? 's256',
          providerToken,
          createdAt: Date.now(),
        });
        return found(res, withParams(flow.redirectTo, { code }, 'query'));
      }
      const s = await issueSession(ctx, user, 'oauth');
      return found(
        res,
        withParams(
          flow.redirectTo,
          {
            access_token: s.access_token,
            expires_at: String(s.expires_at),
            expires_in: String(s.expires_in),
            provider_token: providerToken,
            refresh_token: s.refresh_token,
            token_type: 'bearer',
          },
          'fragment',
        ),
      );
    } catch (e) {
      console.error('[auth] google callback failed', e);
      return fail(e instanceof AuthError ? e.code : 'unexpected_failure', (e as Error).message);
    }
  }

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, step: 'show' | 'login' | 'create') {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new AuthError(400, 'bad_oauth_state', 'Sign-in session mismatch; start again');
    const action = `${OIDC_MOUNT}/interaction/${uid}/login`;
    const createAction = `${OIDC_MOUNT}/interaction/${uid}/create`;
    const page = (html: string, status = 200) =>
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(html);
    if (step === 'show') return page(signInPage({ action, createAction }));
    const form = new URLSearchParams(await readBody(req));
    const typed = (form.get('email') ?? '').trim().toLowerCase();
    const password = form.get('password') ?? '';
    const email = normaliseEmail(typed);
    if (step === 'login') {
      const account = email && password ? await accounts.signIn(email, password) : undefined;
      if (!account) {
        const error = !email ? 'Enter an email address such as name@example.com.' : 'Wrong email or password. Try again or create a test account below.';
        return page(signInPage({ action, createAction, signIn: { email: typed, error } }), 400);
      }
      return provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
    }
    const fail = (error: string) => page(signInPage({ action, createAction, create: { email: typed, error } }), 400);
    if (!email) return fail('Enter an email address such as name@gmail.test.');
    try {
      assertStrongPassword(password);
    } catch (e) {
      return fail((e as Error).message);
    }
    const made = await accounts.create(email, password);
    if (made === 'domain') return fail('Test accounts can only be created at @gmail.test.');
    if (made === 'taken') return fail('That account already exists. Sign in with its password above.');
    return provider.interactionFinished(req, res, { login: { accountId: made.sub } }, { mergeWithLastSubmission: false });
  }

  return {
    async handle(req, res, path, query) {
      try {
        if (req.method === 'GET' && path === '/authorize') return await authorize(res, query), true;
        if (req.method === 'GET' && path === '/callback') return await callback(res, query), true;
        const m = /^\/oidc\/interaction\/([\w-]+)(?:\/(login|create))?$/.exec(path);
        if (m) {
          if (req.method !== 'GET' && req.method !== 'POST') return sendJson(res, 405, { message: 'Method not allowed' }), true;
          const step = req.method === 'POST' && m[2] ? (m[2] as 'login' | 'create') : 'show';
          return await interaction(req, res, m[1]!, step), true;
        }
        if (path === '/oidc' || path.startsWith('/oidc/')) {
          // Mounted under a prefix: oidc-provider derives its mount path from originalUrl vs url.
          const r = req as IncomingMessage & { originalUrl?: string };
          r.originalUrl = req.url;
          req.url = req.url!.slice(OIDC_MOUNT.length) || '/';
          await oidcCallback(req, res);
          return true;
        }
        return false;
      } catch (e) {
        if (res.headersSent) return true;
        if (e instanceof AuthError) sendAuthError(res, e);
        else {
          // e.g. an expired interaction cookie: tell the tester to start again, not a stack trace.
          sendAuthError(res, new AuthError(400, 'bad_oauth_state', `Sign-in could not continue: ${(e as Error).message}`));
        }
        return true;
      }
    },
  };
}
