// The hosted gateway refuses requests without a valid project key; doing the
// same locally catches a misconfigured app before it reaches production.
import type { IncomingMessage } from 'node:http';
import { jwtVerify } from 'jose';
import { secretBytes } from '../keys.ts';

export type KeyCheck = { ok: true } | { ok: false; status: number; body: Record<string, string> };

export function apiKeyChecker(jwtSecret: string) {
  const known = new Map<string, boolean>();
  return async function check(req: IncomingMessage, query: URLSearchParams): Promise<KeyCheck> {
    const key = (req.headers.apikey as string | undefined) ?? query.get('apikey') ?? undefined;
    if (!key) {
      return { ok: false, status: 401, body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' } };
    }
    let valid = known.get(key);
    if (valid === undefined) {
      valid = await jwtVerify(key, secretBytes(jwtSecret), { algorithms: ['HS256'] }).then(
        ({ payload }) => payload.role === 'anon' || payload.role === 'service_role',
        () => false,
      );
      if (known.size < 1000) known.set(key, valid);
    }
    return valid
      ? { ok: true }
      : { ok: false, status: 401, body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' } };
  };
}
