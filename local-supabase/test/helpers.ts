// Shared helpers: unmodified supabase-js clients against the test stack
// (Node 20 has no global WebSocket, so realtime gets `ws`), and pg clients as the owner role or the superuser.
import crypto from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { inject } from 'vitest';
import WebSocket from 'ws';
import './stack-info.ts';

export const stack = () => inject('stack');

export function client(key: 'anon' | 'service' = 'anon'): SupabaseClient {
  const s = stack();
  return createClient(s.url, key === 'anon' ? s.anonKey : s.serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

export const uniqueEmail = (label = 'user') => `${label}.${crypto.randomBytes(5).toString('hex')}@utsav.test`;

/** A signed-in client for a brand-new user. */
export async function signedInUser(label = 'user', data: Record<string, unknown> = {}) {
  const c = client();
  const email = uniqueEmail(label);
  const { data: d, error } = await c.auth.signUp({ email, password: 'Test@12345', options: { data: { full_name: `Test ${label}`, ...data } } });
  if (error || !d.session || !d.user) throw error ?? new Error('sign-up returned no session');
  return { client: c, user: d.user, session: d.session, email };
}

/** A client as `postgres`, the owner role (not a superuser; bypasses row-level security), as on hosted. */
export async function withDb<T>(fn: (db: pg.Client) => Promise<T>, url = stack().dbUrl): Promise<T> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

/** A client as the superuser supabase_admin, for platform-level checks only. */
export const withAdminDb = <T>(fn: (db: pg.Client) => Promise<T>): Promise<T> => withDb(fn, stack().adminDbUrl);

/**
 * PostgREST reloads its schema cache asynchronously after DDL; wait until it knows the table
 * (404 until then; afterwards 200, or 401/403 for a role the table is not granted to).
 */
export async function waitForTable(table: string, timeoutMs = 10_000): Promise<void> {
  const s = stack();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const r = await fetch(`${s.url}/rest/v1/${table}?limit=0`, { headers: { apikey: s.serviceKey } });
    if (r.status !== 404) return;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`PostgREST never served ${table}`);
}

export async function tableExists(name: string): Promise<boolean> {
  return withDb(async (db) => (await db.query(`select to_regclass($1) is not null as ok`, [`public.${name}`])).rows[0].ok);
}
