// The system's jobs (payments-refunds, payments-reconcile, send-notification-emails) decide who
// calls them in _shared/system-caller.ts, which read the role claim of a token it never verified.
// They run with verify_jwt = false (hosted's gateway check accepts only legacy HS256 JWTs, so the
// new secret keys and asymmetric signing keys need it off), so the function alone must refuse a
// token that merely says "role": "service_role".
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedInUser, stack } from '../../../local-supabase/test/helpers.ts';

const FUNCTIONS = ['payments-refunds', 'payments-reconcile', 'send-notification-emails'] as const;

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function jwt(header: Record<string, unknown>, claims: Record<string, unknown>, sign: (input: string) => string) {
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(claims))}`;
  return `${input}.${sign(input)}`;
}

const serviceClaims = () => {
  const now = Math.floor(Date.now() / 1000);
  return { iss: 'supabase', ref: 'utsav', role: 'service_role', iat: now, exp: now + 3600 };
};

async function forgedTokens(): Promise<[string, string][]> {
  const { session } = await signedInUser('forger');
  const [, , realSignature] = session.access_token.split('.');
  const userClaims = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
  const wrongSecret = crypto.randomBytes(32).toString('hex');
  return [
    ['an unsigned token (alg none)', jwt({ alg: 'none', typ: 'JWT' }, serviceClaims(), () => '')],
    ['an HS256 token signed with another secret', jwt({ alg: 'HS256', typ: 'JWT' }, serviceClaims(), (i) => crypto.createHmac('sha256', wrongSecret).update(i).digest('base64url'))],
    ["a real user's token with its role changed to service_role", jwt({ alg: 'HS256', typ: 'JWT' }, { ...userClaims, role: 'service_role' }, () => realSignature!)],
    ['an RS256 token with a kid the project never issued', jwt({ alg: 'RS256', typ: 'JWT', kid: 'not-ours' }, serviceClaims(), () => b64url(crypto.randomBytes(256)))],
  ];
}

async function call(name: string, token: string | null, apikey = stack().anonKey) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', apikey };
  if (token) headers.Authorization = `Bearer ${token}`;
  const r = await fetch(`${stack().url}/functions/v1/${name}`, { method: 'POST', headers, body: '{"limit":1}' });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
}

describe('security: a system function trusts no unverified claim', () => {
  it.each(FUNCTIONS)('%s refuses every forged service_role token, and still serves the service key', async (name) => {
    for (const [label, token] of await forgedTokens()) {
      const answer = await call(name, token);
      expect({ label, ...answer }).toEqual({ label, status: 401, body: { error: 'unauthorized' } });
    }
    expect((await call(name, null)).status).toBe(401);
    // The public anon key is a genuine JWT, but not the system's.
    expect(await call(name, stack().anonKey)).toEqual({ status: 403, body: { error: 'forbidden' } });
    const genuine = await call(name, stack().serviceKey);
    expect(genuine.status).toBe(200);
    // A forged token beside a genuine public apikey, and a forged apikey: still nobody.
    const [, unsigned] = (await forgedTokens())[0]!;
    expect((await call(name, unsigned!, unsigned!)).status).toBe(401);
    // The service key as the apikey header alone (how Supabase's clients send a secret key).
    expect((await call(name, null, stack().serviceKey)).status).toBe(200);
  }, 60_000);
});
