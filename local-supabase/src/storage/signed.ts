// Signed URLs as hosted makes them: a JWT signed with the project's JWT secret holding the object's
// `url` (bucket/name) and an expiry; for signed uploads also the `owner` and whether to `upsert`.
import { jwtVerify, SignJWT } from 'jose';
import { secretBytes } from '../keys.ts';
import { ERRORS, StorageError } from './errors.ts';

export async function signToken(jwtSecret: string, claims: { url: string; owner?: string; upsert?: boolean }, expiresInSeconds: number): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(secretBytes(jwtSecret));
}

export async function verifyToken(jwtSecret: string, token: string | null, url: string): Promise<{ owner?: string; upsert?: boolean }> {
  if (!token) throw ERRORS.invalidRequest('querystring must have required property \'token\'');
  let payload: Record<string, unknown>;
  try {
    payload = (await jwtVerify(token, secretBytes(jwtSecret), { algorithms: ['HS256'] })).payload;
  } catch (e) {
    throw ERRORS.invalidJwt((e as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'jwt expired' : 'invalid signature');
  }
  if (payload.url !== url) throw new StorageError(400, 'InvalidSignature', 'The url do not match the signature');
  return { owner: typeof payload.owner === 'string' ? payload.owner : undefined, upsert: payload.upsert === true };
}
