// The anon and service_role API keys: HS256 JWTs signed with the shared secret.
// Claims and expiry match the Supabase CLI's, so with the default secret these
// are byte-for-byte the well-known local keys and never change between runs.
import { SignJWT } from 'jose';

const KEY_EXPIRY = 1983812996; // 2032-11-12, as the Supabase CLI uses

export function secretBytes(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

async function apiKey(role: 'anon' | 'service_role', secret: string): Promise<string> {
  return new SignJWT({ iss: 'supabase-demo', role, exp: KEY_EXPIRY })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(secretBytes(secret));
}

export async function apiKeys(secret: string): Promise<{ anonKey: string; serviceKey: string }> {
  const [anonKey, serviceKey] = await Promise.all([apiKey('anon', secret), apiKey('service_role', secret)]);
  return { anonKey, serviceKey };
}
