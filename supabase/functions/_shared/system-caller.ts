// Who may run the system's jobs (the scheduler's calls): service_role, and for some jobs admins.
import { callerUser, supabaseAsCaller } from './supabase-admin.ts';

/** The role claim of the caller's JWT: the gateway has checked its signature (verify_jwt). */
export function jwtRole(req: Request): string | undefined {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=')));
    return typeof claims?.role === 'string' ? claims.role : undefined;
  } catch {
    return undefined;
  }
}

/** service_role (the scheduler, an operator) or a signed-in admin. */
export async function isServiceOrAdmin(req: Request): Promise<boolean> {
  if (jwtRole(req) === 'service_role') return true;
  const user = await callerUser(req);
  if (!user) return false;
  const { data, error } = await supabaseAsCaller(req).rpc('is_user_admin', { user_id: user.id });
  return !error && data === true;
}
