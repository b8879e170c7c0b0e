// GoTrue's admin API (service-role key only), the parts the tests and tools
// use: create a user (confirmed or not) and delete one.
import { jwtVerify } from 'jose';
import { secretBytes } from '../keys.ts';
import { AuthError, errors } from './errors.ts';
import { assertStrongPassword, hashPassword } from './password.ts';
import type { AuthContext } from './sessions.ts';
import { createUser, databaseSaveError, findUserByEmail, findUserById, normaliseEmail, userJson } from './users.ts';

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

export async function requireServiceRole(ctx: AuthContext, token: string | undefined): Promise<void> {
  if (!token) throw errors.noAuthorization();
  let role: unknown;
  try {
    role = (await jwtVerify(token, secretBytes(ctx.jwtSecret), { algorithms: ['HS256'] })).payload.role;
  } catch (e) {
    throw errors.badJwt((e as Error).message);
  }
  if (!ADMIN_ROLES.has(String(role))) throw new AuthError(403, 'not_admin', 'User not allowed');
}

const obj = (v: unknown, name: string): Record<string, unknown> => {
  if (v === undefined) return {};
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw errors.validation(`${name} must be a JSON object`);
  return v as Record<string, unknown>;
};

/** POST /admin/users `{email, password, email_confirm, user_metadata, app_metadata}`. */
export async function adminCreateUser(ctx: AuthContext, body: Record<string, unknown>) {
  const email = normaliseEmail(body.email);
  if (!email) throw errors.validation('Unable to validate email address: invalid format');
  if (body.password !== undefined) assertStrongPassword(body.password);
  const userMetadata = obj(body.user_metadata ?? body.data, 'user_metadata');
  const appMetadata = obj(body.app_metadata, 'app_metadata');
  if (await findUserByEmail(ctx.pool, email)) throw errors.emailExists();
  const passwordHash = typeof body.password === 'string' ? await hashPassword(body.password) : null;
  const client = await ctx.pool.connect();
  try {
    await client.query('begin');
    const { provider: _p, providers: _ps, ...extraApp } = appMetadata;
    const user = await createUser(client, { email, passwordHash, provider: 'email', userMetadata, appMetadata: extraApp, confirmed: body.email_confirm === true });
    await client.query('commit');
    // The held connection, never a second one from the pool (see sessions.ts, issueSession).
    return await userJson(client, (await findUserById(client, user.id)) ?? user);
  } catch (e) {
    await client.query('rollback').catch(() => {});
    throw e instanceof AuthError ? e : databaseSaveError(e);
  } finally {
    client.release();
  }
}

export async function adminDeleteUser(ctx: AuthContext, id: string) {
  const r = await ctx.pool.query('delete from auth.users where id = $1', [id]);
  if (!r.rowCount) throw new AuthError(404, 'user_not_found', 'User not found');
  return {};
}
