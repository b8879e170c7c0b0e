// The hosted gateway refuses requests without a valid project key; doing the
// same locally catches a misconfigured app before it reaches production.
import type { IncomingMessage } from 'node:http';
import { jwtVerify } from 'jose';
import { secretBytes } from '../keys.ts';
import { Lru } from '../util/lru.ts';

export type KeyCheck = { ok: true } | { ok: false; status: number; body: Record<string, string> };

/** Verdicts kept per distinct key; a flood of made-up keys only evicts old verdicts. */
const KNOWN_KEYS = 1000;
/** A JWT longer than this is not one of the project's keys (those are ~200 bytes). */
const MAX_KEY_LENGTH = 4096;

export function apiKeyChecker(jwtSecret: string) {
  // Key → until when it is valid (ms; 0 = invalid), so an expiring key is not trusted past its exp.
  const known = new Lru<string, number>(KNOWN_KEYS);
  return async function check(req: IncomingMessage, query: URLSearchParams): Promise<KeyCheck> {
    const key = (req.headers.apikey as string | undefined) ?? query.get('apikey') ?? undefined;
    if (!key) {
      return { ok: false, status: 401, body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' } };
    }
    let until = key.length <= MAX_KEY_LENGTH ? known.get(key) : 0;
    if (until === undefined) {
      until = await jwtVerify(key, secretBytes(jwtSecret), { algorithms: ['HS256'] }).then(
        ({ payload }) => (payload.role === 'anon' || payload.role === 'service_role' ? (payload.exp ?? Infinity) * 1000 : 0),
        () => 0,
      );
      known.set(key, until);
    }
    return until > Date.now()
      ? { ok: true }
      : { ok: false, status: 401, body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' } };
  };
}
