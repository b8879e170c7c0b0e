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

const serverSide = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** The service-role client (SUPABASE_SERVICE_ROLE_KEY, present only in the function's environment). */
export function supabaseAdmin(): SupabaseClient {
  return createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), serverSide);
}

/** A client acting as the caller: their Authorization header on every request. */
export function supabaseAsCaller(req: Request): SupabaseClient {
  const authorization = req.headers.get('Authorization') ?? '';
  return createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), { ...serverSide, global: { headers: { Authorization: authorization } } });
}

/** The signed-in caller's user, checked with Auth (a revoked session fails here even if its JWT has not expired). */
export async function callerUser(req: Request): Promise<{ id: string; email?: string } | undefined> {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1];
  if (!token) return undefined;
  const { data, error } = await supabaseAsCaller(req).auth.getUser(token);
  return error || !data.user ? undefined : { id: data.user.id, email: data.user.email };
}
