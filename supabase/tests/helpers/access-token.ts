// An access token as the auth server signs its own (HS256 with the project's JWT secret), for the
// backend tests' HTTP customers and the benchmarks, which must not load vitest (./db.ts does).
import crypto from 'node:crypto';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export function accessToken(jwtSecret: string, user: { id: string; email: string }, ttlSeconds = 3600): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({
    sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + ttlSeconds,
    aal: 'aal1', amr: [{ method: 'password', timestamp: now }], session_id: crypto.randomUUID(),
  }));
  const signature = crypto.createHmac('sha256', jwtSecret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}
