// The local stack's JWT secret: generated once per install (a clone) and kept in
// `.local/secrets.json`, never the Supabase CLI's public default, so a web page that knows
// the well-known keys cannot use them against a developer's stack. The anon and
// service_role keys are derived from it deterministically, so anything that can read the
// file (the e2e suite, measuring scripts) knows the keys of the stack it talks to.
// Plain JavaScript: the stack (TS), the Playwright config and node scripts all load it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Supabase CLI's well-known local secret: refused, tokens signed with it must not work. */
export const PUBLIC_DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const defaultSecretsFile = fileURLToPath(new URL('../../.local/secrets.json', import.meta.url));

// Fixed expiry (as the Supabase CLI's keys have) so the keys depend on the secret only.
const KEY_EXPIRY = 1983812996;

export function signHs256(claims, secret) {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${body}.${crypto.createHmac('sha256', secret).update(body).digest('base64url')}`;
}

// Hosted's new opaque keys (sb_publishable_…, sb_secret_…) are random strings, not JWTs. Locally
// they are an HMAC of the per-clone JWT secret: unguessable without it, different on every clone,
// and known to anything that can read the secrets file, like the legacy keys.
function opaqueKey(prefix, label, secret) {
  return `${prefix}${crypto.createHmac('sha256', secret).update(`utsav-local-api-key:${label}`).digest('base64url').slice(0, 32)}`;
}

export function apiKeysFor(secret) {
  const key = (role) => signHs256({ iss: 'supabase', ref: 'local', role, exp: KEY_EXPIRY }, secret);
  return {
    anonKey: key('anon'),
    serviceKey: key('service_role'),
    publishableKey: opaqueKey('sb_publishable_', 'publishable', secret),
    secretKey: opaqueKey('sb_secret_', 'secret', secret),
  };
}

function checked(secret, where) {
  if (secret.length < 32) throw new Error(`The JWT secret from ${where} is shorter than 32 characters (PostgREST refuses shorter HS256 secrets).`);
  if (secret === PUBLIC_DEFAULT_JWT_SECRET) {
    throw new Error(`The JWT secret from ${where} is the Supabase CLI's public default: anyone could sign tokens for this stack. Remove it to get a generated one.`);
  }
  return secret;
}

export function secretsFileFromEnv() {
  return process.env.SUPABASE_SECRETS_FILE ? path.resolve(process.env.SUPABASE_SECRETS_FILE) : defaultSecretsFile;
}

/**
 * A file written before the opaque keys existed gets them beside its secret (they are derived from
 * it, so concurrent writers write the same bytes; the rename keeps readers from a half-written file).
 */
function addOpaqueKeys(file, jwtSecret) {
  const stored = JSON.parse(fs.readFileSync(file, 'utf8'));
  const { publishableKey, secretKey } = apiKeysFor(jwtSecret);
  if (stored.publishableKey === publishableKey && stored.secretKey === secretKey) return;
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify({ ...stored, publishableKey, secretKey }, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(tmp, file);
}

/**
 * JWT_SECRET when set, else the secret kept in `file`, created (0600) on first use.
 * Several processes may ask at once (Playwright's config and workers): the first writer wins.
 */
export function loadOrCreateJwtSecret(file = secretsFileFromEnv()) {
  if (process.env.JWT_SECRET) return { jwtSecret: checked(process.env.JWT_SECRET, 'JWT_SECRET'), file: undefined, created: false };
  const read = () => checked(String(JSON.parse(fs.readFileSync(file, 'utf8')).jwtSecret ?? ''), file);
  try {
    const jwtSecret = read();
    try {
      addOpaqueKeys(file, jwtSecret);
    } catch {
      // Only a convenience: the keys are derived from the secret, and a read-only file still works.
    }
    return { jwtSecret, file, created: false };
  } catch (error) {
    if (error?.code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const jwtSecret = crypto.randomBytes(48).toString('base64url');
  try {
    // The opaque keys are written for people reading the file; they are derived from the secret.
    const { publishableKey, secretKey } = apiKeysFor(jwtSecret);
    fs.writeFileSync(file, `${JSON.stringify({ jwtSecret, publishableKey, secretKey }, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    return { jwtSecret, file, created: true };
  } catch (error) {
    if (error?.code !== 'EEXIST') throw error;
    return { jwtSecret: read(), file, created: false };
  }
}

/** The secret and the API keys (legacy and opaque) of the stack that uses `file`. */
export function localStackSecrets(file = secretsFileFromEnv()) {
  const { jwtSecret, created } = loadOrCreateJwtSecret(file);
  return { jwtSecret, created, file, ...apiKeysFor(jwtSecret) };
}
