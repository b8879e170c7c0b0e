// PKCE and OAuth flow state, kept in memory: these flows last seconds to
// minutes in one browser, so losing them on a restart only means "sign in again".
import crypto from 'node:crypto';

const TTL_MS = 5 * 60_000; // GoTrue's flow state lifetime

export interface OAuthFlow {
  provider: string;
  /** The gateway's own PKCE verifier towards the local OpenID provider. */
  providerVerifier: string;
  redirectTo: string;
  codeChallenge?: string;
  codeChallengeMethod?: 's256' | 'plain';
  createdAt: number;
}

export interface AuthCode {
  userId: string;
  codeChallenge: string;
  codeChallengeMethod: 's256' | 'plain';
  providerToken?: string;
  /** How the code was earned (oauth, or otp/recovery for an emailed PKCE link). */
  amr?: string;
  createdAt: number;
}

function store<T extends { createdAt: number }>() {
  const m = new Map<string, T>();
  return {
    put(value: T): string {
      const key = crypto.randomUUID();
      m.set(key, value);
      for (const [k, v] of m) if (Date.now() - v.createdAt > TTL_MS) m.delete(k);
      return key;
    },
    /** One use only: a code or state is removed when taken. */
    take(key: string): T | undefined {
      const v = m.get(key);
      m.delete(key);
      return v && Date.now() - v.createdAt <= TTL_MS ? v : undefined;
    },
  };
}

export const oauthFlows = store<OAuthFlow>();
export const authCodes = store<AuthCode>();

export function normaliseMethod(m: unknown): 's256' | 'plain' {
  return String(m ?? 's256').toLowerCase() === 'plain' ? 'plain' : 's256';
}

export function verifierMatches(verifier: string, challenge: string, method: 's256' | 'plain'): boolean {
  const computed = method === 'plain' ? verifier : crypto.createHash('sha256').update(verifier).digest('base64url');
  const a = Buffer.from(computed);
  const b = Buffer.from(challenge.replace(/=+$/, ''));
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
