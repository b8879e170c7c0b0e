// Where things live and which ports/secrets the local stack uses.
// Every value can be overridden by an environment variable so several stacks
// (dev, tests, benchmark) can run side by side on one machine.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root: this file is <repo>/local-supabase/src/config.ts. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const localSqlDir = path.join(repoRoot, 'local-supabase', 'sql');
export const migrationsDir = path.join(repoRoot, 'supabase', 'migrations');
export const seedFile = path.join(repoRoot, 'supabase', 'seed.sql');
export const defaultDataDir = path.join(repoRoot, '.local', 'pg');
export const runtimeConfigFile = path.join(repoRoot, '.local', 'supabase.json');

export interface Ports {
  /** The gateway: the one URL the apps know. */
  api: number;
  /** Embedded Postgres. */
  db: number;
  /** PostgREST, internal (the gateway proxies /rest/v1 to it). */
  rest: number;
}

/** Which environment variable moves which port; used in "port in use" messages. */
export const portEnvVars: Record<keyof Ports, string> = {
  api: 'SUPABASE_PORT',
  db: 'SUPABASE_DB_PORT',
  rest: 'SUPABASE_REST_PORT',
};

function envPort(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0 || n > 65535) throw new Error(`${name}=${raw} is not a valid port`);
  return n;
}

export function portsFromEnv(): Ports {
  return {
    api: envPort('SUPABASE_PORT', 54321),
    db: envPort('SUPABASE_DB_PORT', 54322),
    rest: envPort('SUPABASE_REST_PORT', 54323),
  };
}

/**
 * Where the gateway listens: 127.0.0.1 unless SUPABASE_HOST says otherwise (e.g. 0.0.0.0 on a
 * demo server). Postgres and PostgREST stay on 127.0.0.1 whatever it says: only the gateway is
 * meant to be reached from outside.
 */
export function listenHostFromEnv(): string {
  return process.env.SUPABASE_HOST || '127.0.0.1';
}

/** Password for the `authenticator` login role that PostgREST uses; local only. */
export const authenticatorPassword = process.env.AUTHENTICATOR_PASSWORD || 'authenticator-local';
/**
 * The embedded cluster's superuser, as hosted Supabase's `supabase_admin`: it creates the cluster,
 * applies local-supabase/sql/ (roles, auth schema, realtime and PostgREST hooks) and is what the
 * gateway's auth and realtime connect as. Local only, bound to 127.0.0.1.
 */
export const adminUser = { user: 'supabase_admin', password: 'postgres' };
/**
 * The project's owner role, as hosted's `postgres`: not a superuser (bypassrls, createrole, all on
 * `auth.*`, owner of the `supabase_realtime` publication). Migrations and the seed run as it, and
 * `postgres://postgres:postgres@…` is the database URL developers and the end-to-end fixtures use.
 */
export const ownerUser = { user: 'postgres', password: 'postgres' };
