// Clients for payment functions. The service-role client bypasses row-level security: use it
// only for what the caller may not do themselves (recording a verified payment, a webhook's
// update), never with values the caller chose unchecked. The caller's client runs as the
// caller (their JWT), so row-level security applies as it does in the apps.
import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@2.119.0';

function env(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set in the function's environment`);
  return value;
}

/**
 * A key from one of hosted's key dictionaries (SUPABASE_SECRET_KEYS, SUPABASE_PUBLISHABLE_KEYS:
 * JSON objects name → key): the one named `default` (made with the project), else the first.
 */
function dictionaryKey(name: string): string | undefined {
  const raw = Deno.env.get(name);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return undefined;
    const entries = parsed as Record<string, unknown>;
    const keys = [entries.default, ...Object.values(entries)];
    return keys.find((v): v is string => typeof v === 'string' && v.length > 0);
  } catch {
    return undefined;
  }
}

// The new keys first: the legacy JWT keys stop working once a project disables them (hosted
// deprecates them by the end of 2026), while the new ones outlive that switch.
const serviceKey = () => dictionaryKey('SUPABASE_SECRET_KEYS') ?? env('SUPABASE_SERVICE_ROLE_KEY');
const publicKey = () => dictionaryKey('SUPABASE_PUBLISHABLE_KEYS') ?? env('SUPABASE_ANON_KEY');

const serverSide = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** The service-role client (a secret key or the legacy service_role key, present only in the function's environment). */
export function supabaseAdmin(): SupabaseClient {
  return createClient(env('SUPABASE_URL'), serviceKey(), serverSide);
}

/** A client acting as the caller: their Authorization header on every request. */
export function supabaseAsCaller(req: Request): SupabaseClient {
  const authorization = req.headers.get('Authorization') ?? '';
  return createClient(env('SUPABASE_URL'), publicKey(), { ...serverSide, global: { headers: { Authorization: authorization } } });
}

/** The signed-in caller's user, checked with Auth (a revoked session fails here even if its JWT has not expired). */
export async function callerUser(req: Request): Promise<{ id: string; email?: string } | undefined> {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1];
  if (!token) return undefined;
  const { data, error } = await supabaseAsCaller(req).auth.getUser(token);
  return error || !data.user ? undefined : { id: data.user.id, email: data.user.email };
}
