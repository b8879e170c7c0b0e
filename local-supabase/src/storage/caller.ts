// Who is calling, from the bearer token (as hosted's storage-api reads it), and a transaction run
// as that caller: the role from the JWT and its claims set as PostgREST sets them, so the project's
// policies on storage.objects and storage.buckets decide. service_role bypasses them (bypassrls).
import type { IncomingMessage } from 'node:http';
import { jwtVerify, type JWTPayload } from 'jose';
import type pg from 'pg';
import { secretBytes } from '../keys.ts';
import { ERRORS } from './errors.ts';

export interface Caller {
  role: 'anon' | 'authenticated' | 'service_role';
  claims: JWTPayload & { role?: string };
  /** The user's id (sub) when it is one. */
  sub?: string;
}

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export function callerOf(req: IncomingMessage, jwtSecret: string): Promise<Caller> {
  return callerFromHeaders(req.headers.authorization, req.headers.apikey as string | undefined, jwtSecret);
}

export async function callerFromHeaders(authorization: string | null | undefined, apikey: string | null | undefined, jwtSecret: string): Promise<Caller> {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  const token = m?.[1] ?? apikey ?? undefined;
  if (!token) throw ERRORS.invalidJwt('headers must have required property \'authorization\'');
  let claims: Caller['claims'];
  try {
    claims = (await jwtVerify(token, secretBytes(jwtSecret), { algorithms: ['HS256'] })).payload;
  } catch (e) {
    const code = (e as { code?: string }).code;
    throw ERRORS.invalidJwt(code === 'ERR_JWT_EXPIRED' ? 'jwt expired' : 'invalid signature');
  }
  if (typeof claims.role !== 'string' || !API_ROLES.has(claims.role)) throw ERRORS.invalidJwt('role claim is not one of the API roles');
  return { role: claims.role as Caller['role'], claims, sub: typeof claims.sub === 'string' ? claims.sub : undefined };
}

/** The platform's own reads (bucket limits, public objects, signed URLs): as hosted's "superuser". */
export const SERVICE: Caller = { role: 'service_role', claims: { role: 'service_role' } };

export async function asCaller<T>(pool: pg.Pool, caller: Caller, operation: string, fn: (db: pg.PoolClient) => Promise<T>): Promise<T> {
  const db = await pool.connect();
  let broken = false;
  try {
    await db.query('begin');
    await db.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.role', $1, true), set_config('request.jwt.claim.sub', $3, true),
              set_config('storage.operation', $4, true), set_config('storage.can_delete', 'true', true)`,
      [caller.role, JSON.stringify(caller.claims), caller.sub ?? '', operation],
    );
    const result = await fn(db);
    await db.query('commit');
    return result;
  } catch (e) {
    await db.query('rollback').catch(() => {
      broken = true;
    });
    throw e;
  } finally {
    db.release(broken);
  }
}
