// The anon and service_role API keys: HS256 JWTs signed with the stack's secret
// (per install, see secrets.mjs). Deterministic for a given secret.
import { apiKeysFor } from './secrets.mjs';

export function secretBytes(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function apiKeys(secret: string): Promise<{ anonKey: string; serviceKey: string }> {
  return apiKeysFor(secret);
}
