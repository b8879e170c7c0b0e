// The hosted gateway refuses requests without a valid project key; doing the
// same locally catches a misconfigured app before it reaches production.
import type { IncomingMessage } from 'node:http';
import { jwtVerify } from 'jose';
import { isOpaqueKey, opaqueKeys, secretBytes } from '../keys.ts';
import { Lru } from '../util/lru.ts';

export type KeyCheck = { ok: true } | { ok: false; status: number; body: Record<string, string> };

/** Verdicts kept per distinct key; a flood of made-up keys only evicts old verdicts. */
const KNOWN_KEYS = 1000;
/** A JWT longer than this is not one of the project's keys (those are ~200 bytes). */
const MAX_KEY_LENGTH = 4096;

const INVALID_KEY: KeyCheck = { ok: false, status: 401, body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' } };
// Hosted refuses a secret key from a browser: a page's fetch always carries Origin, a server's does not.
const SECRET_KEY_IN_BROWSER: KeyCheck = {
  ok: false,
  status: 401,
  body: { message: 'Forbidden use of secret API key in browser', hint: 'Secret API keys can only be used in a protected environment and should never be used in a browser.' },
};

const bearerOf = (req: IncomingMessage): string | undefined => /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];

export function apiKeyChecker(jwtSecret: string) {
  // Key → until when it is valid (ms; 0 = invalid), so an expiring key is not trusted past its exp.
  const known = new Lru<string, number>(KNOWN_KEYS);
  const opaque = opaqueKeys(jwtSecret);

  /**
   * The opaque keys (sb_publishable_…, sb_secret_…) in the apikey header, the apikey url param or
   * the bearer token. Unknown ones and a secret key from a browser are refused. With `swap`, each is
   * replaced in the request by its role's JWT, as hosted's gateway does before PostgREST, Auth and
   * Realtime see it; the functions keep what the caller sent (hosted hands them the raw headers).
   */
  function checkOpaque(req: IncomingMessage, query: URLSearchParams, swap: boolean): KeyCheck | undefined {
    const header = req.headers.apikey as string | undefined;
    const param = header === undefined ? (query.get('apikey') ?? undefined) : undefined;
    const token = bearerOf(req);
    const sent = [header, param, token].filter((k): k is string => k !== undefined && isOpaqueKey(k));
    if (!sent.length) return undefined;
    const resolved = new Map<string, string>();
    for (const key of sent) {
      const found = opaque(key);
      if (!found) return INVALID_KEY;
      if (found.kind === 'secret' && req.headers.origin !== undefined) return SECRET_KEY_IN_BROWSER;
      resolved.set(key, found.roleJwt);
    }
    if (swap) {
      if (header !== undefined && resolved.has(header)) req.headers.apikey = resolved.get(header);
      if (token !== undefined && resolved.has(token)) req.headers.authorization = `Bearer ${resolved.get(token)}`;
      if (param !== undefined && resolved.has(param)) {
        // Only the apikey parameter is rewritten: re-serialising the whole query would re-encode
        // the others (a space as `+`), which PostgREST reads differently. Opaque keys need no escaping.
        const jwt = resolved.get(param)!;
        req.url = (req.url ?? '/').replace(/([?&])apikey=sb_[A-Za-z0-9_-]*(?=[&#]|$)/, (_m, sep: string) => `${sep}apikey=${jwt}`);
        query.set('apikey', jwt);
      }
    }
    // A legacy apikey beside an opaque bearer is still verified as a JWT by the caller.
    const apikey = header ?? param;
    return apikey !== undefined && isOpaqueKey(apikey) ? { ok: true } : undefined;
  }

  /** For the functions, which need no apikey: only opaque keys sent to them are checked. */
  function checkOpaqueOnly(req: IncomingMessage, query: URLSearchParams): KeyCheck {
    return checkOpaque(req, query, false) ?? { ok: true };
  }

  async function check(req: IncomingMessage, query: URLSearchParams): Promise<KeyCheck> {
    const refused = checkOpaque(req, query, true);
    if (refused) return refused;
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
    return until > Date.now() ? { ok: true } : INVALID_KEY;
  }
  return Object.assign(check, { opaqueOnly: checkOpaqueOnly });
}
