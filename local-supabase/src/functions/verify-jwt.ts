// Hosted verifies the caller's JWT before a function runs (unless its verify_jwt is false):
// any token signed with the project's secret and not expired passes, the anon key included.
import type { IncomingMessage } from 'node:http';
import { jwtVerify } from 'jose';
import { secretBytes } from '../keys.ts';
import { bearer } from '../gateway/http-util.ts';

export function jwtChecker(jwtSecret: string) {
  const key = secretBytes(jwtSecret);
  return async function hasValidJwt(req: IncomingMessage): Promise<boolean> {
    const token = bearer(req);
    if (!token || token.length > 16_384) return false;
    return jwtVerify(token, key, { algorithms: ['HS256'] }).then(
      () => true,
      () => false,
    );
  };
}
