// The environment a function runs with: hosted's SUPABASE_* variables and the project's
// secrets (locally supabase/functions/.env, as `supabase secrets set` on hosted), and nothing
// of the gateway's own environment, so a function that works here does not lean on a variable
// hosted would not give it.
import fs from 'node:fs';
import { parseEnv } from 'node:util';

export interface FunctionEnvSource {
  /** What the function sees as SUPABASE_URL: the gateway's address. */
  supabaseUrl: string;
  anonKey: string;
  serviceKey: string;
  /** Hosted's opaque keys, given to functions as the SUPABASE_PUBLISHABLE_KEYS/SUPABASE_SECRET_KEYS dictionaries. */
  publishableKey?: string;
  secretKey?: string;
  /** The owner role's connection string (`postgres`), as hosted's SUPABASE_DB_URL. */
  dbUrl: string;
  /** The secrets file (KEY=value lines); a missing file means no secrets. */
  secretsFile?: string;
  /** Secrets given by the caller (tests), on top of the file's. */
  secrets?: Record<string, string>;
  /** Values used when neither the file nor the caller names them (the local apps' ALLOWED_ORIGINS). */
  defaultSecrets?: Record<string, string>;
}

/** Hosted refuses secret names with this prefix (`supabase secrets set`): they are the platform's. */
const RESERVED_PREFIX = 'SUPABASE_';
const SECRET_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,255}$/;

/** Secrets from the file and the caller; reserved or malformed names are left out with a warning. */
export function readSecrets(src: FunctionEnvSource, warn: (m: string) => void): Record<string, string> {
  const fromFile = src.secretsFile && fs.existsSync(src.secretsFile) ? parseEnv(fs.readFileSync(src.secretsFile, 'utf8')) : {};
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...src.defaultSecrets, ...fromFile, ...src.secrets })) {
    if (value === undefined) continue;
    if (name.toUpperCase().startsWith(RESERVED_PREFIX)) {
      warn(`[functions] secret ${name} ignored: names starting with ${RESERVED_PREFIX} are reserved on hosted Supabase`);
    } else if (!SECRET_NAME.test(name)) {
      warn(`[functions] secret ${JSON.stringify(name)} ignored: not a valid environment variable name`);
    } else {
      out[name] = value;
    }
  }
  return out;
}

export function functionEnv(src: FunctionEnvSource, warn: (m: string) => void): Record<string, string> {
  return {
    ...readSecrets(src, warn),
    SUPABASE_URL: src.supabaseUrl,
    // Empty: the legacy keys are off (as a hosted project that disabled them), so the name is absent.
    ...(src.anonKey ? { SUPABASE_ANON_KEY: src.anonKey } : {}),
    ...(src.serviceKey ? { SUPABASE_SERVICE_ROLE_KEY: src.serviceKey } : {}),
    // Hosted names each key (the one made with the project is `default`).
    ...(src.publishableKey ? { SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: src.publishableKey }) } : {}),
    ...(src.secretKey ? { SUPABASE_SECRET_KEYS: JSON.stringify({ default: src.secretKey }) } : {}),
    SUPABASE_DB_URL: src.dbUrl,
  };
}
