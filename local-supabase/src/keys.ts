// The stack's API keys: the legacy anon and service_role keys (HS256 JWTs signed with the stack's
// secret, see secrets.mjs) and hosted's opaque publishable and secret keys, all derived from it.
import { apiKeysFor, type ApiKeys } from './secrets.mjs';

export function secretBytes(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function apiKeys(secret: string): Promise<ApiKeys> {
  return apiKeysFor(secret);
}

export type OpaqueKey = { kind: 'publishable' | 'secret'; roleJwt: string };

/**
 * What hosted's gateway does with an opaque key: swap it for a JWT of its role (anon or
 * service_role) before PostgREST, Auth or Realtime see it. Undefined for anything else.
 */
export function opaqueKeys(secret: string): (key: string) => OpaqueKey | undefined {
  const keys = apiKeysFor(secret);
  return (key) =>
    key === keys.publishableKey
      ? { kind: 'publishable', roleJwt: keys.anonKey }
      : key === keys.secretKey
        ? { kind: 'secret', roleJwt: keys.serviceKey }
        : undefined;
}

export const isOpaqueKey = (key: string): boolean => key.startsWith('sb_');
