// Who may run the system's jobs (the scheduler's calls): service_role, and for some jobs admins.
//
// Nothing here reads a claim from a token it has not verified. The gateway's verify_jwt cannot be
// relied on: it accepts only legacy HS256 JWTs, so Supabase's new secret keys (sb_secret_…, not
// JWTs) and asymmetric signing keys need it off, and then an unsigned token saying
// `"role":"service_role"` would reach the function. So the system is recognised by holding one of
// the project's service keys (compared whole, in constant time), and a person only through Auth
// (getUser verifies the signature and that the session still exists, whatever the signing key).
import { constantTimeEqual } from './razorpay-signature.ts';
import { callerUser, supabaseAsCaller } from './supabase-admin.ts';

export type CallerCheck = 'allowed' | 'unauthorized' | 'forbidden';

function bearer(req: Request): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get('Authorization') ?? '')?.[1];
}

/** The named keys of a JSON dictionary variable (SUPABASE_SECRET_KEYS, SUPABASE_PUBLISHABLE_KEYS). */
function keysFromDictionary(name: string): string[] {
  const raw = Deno.env.get(name);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return [];
    return Object.values(parsed as Record<string, unknown>).filter((v): v is string => typeof v === 'string' && v.length > 0);
  } catch {
    return [];
  }
}

// Hosted gives the legacy service_role JWT and, for projects on the new keys, a dictionary of
// secret keys; either may be absent, and an empty value must never match an empty token.
function serviceKeys(): string[] {
  const legacy = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  return [...(legacy ? [legacy] : []), ...keysFromDictionary('SUPABASE_SECRET_KEYS')];
}

function publicKeys(): string[] {
  const legacy = Deno.env.get('SUPABASE_ANON_KEY');
  return [...(legacy ? [legacy] : []), ...keysFromDictionary('SUPABASE_PUBLISHABLE_KEYS')];
}

const matchesAny = (token: string, keys: string[]) => keys.reduce((hit, key) => constantTimeEqual(token, key) || hit, false);

/**
 * service_role only, or also a signed-in admin when `admins` is set. No token or one Auth does not
 * accept (forged, wrongly signed, expired, revoked): unauthorized. A public key or a person who is
 * not an admin: forbidden.
 */
export async function checkSystemCaller(req: Request, opts: { admins: boolean }): Promise<CallerCheck> {
  const kind = await systemCallerKind(req, opts);
  return kind === 'system' || kind === 'admin' ? 'allowed' : kind;
}

/**
 * checkSystemCaller's answer with who was allowed: the system (a service key) or an admin (a
 * person, whose actions a function may have to audit as theirs: payments-reconcile).
 */
export async function systemCallerKind(req: Request, opts: { admins: boolean }): Promise<'system' | 'admin' | 'unauthorized' | 'forbidden'> {
  // A secret key (sb_secret_…) is sent as the apikey header by Supabase's clients, and the
  // scheduler sends its key as a bearer token: either, compared against the keys themselves.
  const apikey = req.headers.get('apikey');
  if (apikey && matchesAny(apikey, serviceKeys())) return 'system';
  const token = bearer(req);
  if (!token) return 'unauthorized';
  if (matchesAny(token, serviceKeys())) return 'system';
  if (matchesAny(token, publicKeys())) return 'forbidden';
  const user = await callerUser(req);
  if (!user) return 'unauthorized';
  if (!opts.admins) return 'forbidden';
  const { data, error } = await supabaseAsCaller(req).rpc('is_user_admin', { user_id: user.id });
  return !error && data === true ? 'admin' : 'forbidden';
}
