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

/** A confirmed user made through GoTrue's admin API (sign-ups wait for email confirmation, as on hosted). */
export async function confirmedUser(email: string, password: string, data: Record<string, unknown> = {}) {
  const { data: d, error } = await client('service').auth.admin.createUser({ email, password, email_confirm: true, user_metadata: data });
  if (error || !d.user) throw error ?? new Error('admin createUser returned no user');
  return d.user;
}

/** A signed-in client for a brand-new, confirmed user. */
export async function signedInUser(label = 'user', data: Record<string, unknown> = {}) {
  const c = client();
  const email = uniqueEmail(label);
  await confirmedUser(email, 'Test@12345', { full_name: `Test ${label}`, ...data });
  const { data: d, error } = await c.auth.signInWithPassword({ email, password: 'Test@12345' });
  if (error || !d.session || !d.user) throw error ?? new Error('sign-in returned no session');
  return { client: c, user: d.user, session: d.session, email };
}

interface CaughtEmail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  headers: Record<string, string>;
}

/** The newest email to `to` in the stack's mail catcher, waiting for it to arrive. */
export async function latestEmail(to: string, opts: { subject?: RegExp; except?: string[]; timeoutMs?: number } = {}): Promise<CaughtEmail> {
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  let seen = 0;
  while (Date.now() < deadline) {
    const all = (await (await fetch(`${stack().inboxUrl}/api/email`)).json()) as (CaughtEmail & { time: string })[];
    seen = all.length;
    const mine = all
      .filter((m) => m.to.some((t) => t.address.toLowerCase() === to.toLowerCase()))
      .filter((m) => !opts.subject || opts.subject.test(m.subject))
      .filter((m) => !opts.except?.includes(m.id));
    if (mine.length) return mine[mine.length - 1]!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no email to ${to} arrived (${seen} emails in the inbox)`);
}

export interface CaughtSms {
  id: string;
  to: string;
  body: string;
  time: string;
}

/** A fresh Indian mobile number in E.164 (+91, then 6-9 and nine digits), unique per call. */
export const uniquePhone = () => `+91${6 + crypto.randomInt(0, 4)}${crypto.randomInt(0, 1_000_000_000).toString().padStart(9, '0')}`;

/** The newest text message to `to` (E.164) in the gateway's SMS inbox, not one of `except`, waiting for it. */
export async function latestSms(to: string, opts: { except?: string[]; timeoutMs?: number } = {}): Promise<CaughtSms> {
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  while (Date.now() < deadline) {
    const all = (await (await fetch(`${stack().url}/sms-inbox/api/messages`)).json()) as CaughtSms[];
    const mine = all.filter((m) => m.to === to && !opts.except?.includes(m.id));
    if (mine.length) return mine[mine.length - 1]!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no text message to ${to} arrived`);
}

/** The link in an auth email (the verify URL). */
export const linkIn = (mail: { text: string }) => /(http\S+\/auth\/v1\/verify\S+)/.exec(mail.text)?.[1] ?? '';
/** The 6-digit code in an auth email. */
export const codeIn = (mail: { text: string }) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';

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

/**
 * A scratch table for a realtime suite, set up the way every table of the data model is (the
 * schema-rules and grants suites run beside these): row-level security on, one select policy,
 * explicit grants, and a place in the `supabase_realtime` publication. `owner` rows are readable
 * by their `owner_id` only; `everyone` rows by visitors and users alike.
 */
export function realtimeTable(
  name: string,
  opts: { columns: string; readableBy: 'owner' | 'everyone'; grantTo?: string; replicaIdentityFull?: boolean },
): Promise<unknown> {
  const policy =
    opts.readableBy === 'owner' ? 'to authenticated using (owner_id = (select auth.uid()))' : 'to anon, authenticated using (true)';
  const grantTo = opts.grantTo ?? (opts.readableBy === 'owner' ? 'authenticated' : 'anon, authenticated');
  return withDb((db) =>
    db.query(`
      create table if not exists public.${name} (${opts.columns});
      ${opts.replicaIdentityFull ? `alter table public.${name} replica identity full;` : ''}
      alter table public.${name} enable row level security;
      drop policy if exists readable on public.${name};
      create policy readable on public.${name} for select ${policy};
      grant select on public.${name} to ${grantTo};
      do $$ begin
        if not exists (select 1 from pg_publication_tables where pubname = 'supabase_realtime' and tablename = '${name}') then
          alter publication supabase_realtime add table public.${name};
        end if;
      end $$;`),
  );
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

/** GoTrue's answer to GET /user with this access token (status and error code). */
export async function userStatus(accessToken: string): Promise<{ status: number; code?: string }> {
  const s = stack();
  const r = await fetch(`${s.url}/auth/v1/user`, { headers: { apikey: s.anonKey, authorization: `Bearer ${accessToken}` } });
  const body = (await r.json()) as { code?: string };
  return { status: r.status, code: r.ok ? undefined : body.code };
}
