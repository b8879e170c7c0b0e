// Hosted's new API keys (sb_publishable_… for anon, sb_secret_… for service_role) through unmodified
// supabase-js: the legacy JWT keys are deprecated by the end of 2026, so the apps and functions must
// work on the new ones. The gateway maps each to its role as hosted's does, refuses keys it does not
// know and a secret key sent from a browser.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { repoRoot } from '../src/config.ts';
import { apiKeysFor, loadOrCreateJwtSecret } from '../src/secrets.mjs';
import { signedInUser, stack, uniqueEmail, waitForTable, withDb } from './helpers.ts';
import { ownGateway } from './security/own-gateway.ts';

const keys = () => apiKeysFor(stack().jwtSecret);

function clientWith(key: string): SupabaseClient {
  return createClient(stack().url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

describe('publishable and secret API keys', () => {
  beforeAll(async () => {
    // A table of the test's own whose rows only their owner (and service_role) can read.
    await withDb((db) =>
      db.query(`
        create table if not exists public.ls_test_key_notes (
          id bigserial primary key,
          owner_id uuid not null default auth.uid(),
          body text not null check (char_length(body) between 1 and 200));
        alter table public.ls_test_key_notes enable row level security;
        drop policy if exists own_select on public.ls_test_key_notes;
        drop policy if exists own_insert on public.ls_test_key_notes;
        create policy own_select on public.ls_test_key_notes for select to authenticated using (owner_id = (select auth.uid()));
        create policy own_insert on public.ls_test_key_notes for insert to authenticated with check (owner_id = (select auth.uid()));
        grant select, insert on public.ls_test_key_notes to authenticated;
        grant select on public.ls_test_key_notes to anon, service_role;
        grant usage on sequence public.ls_test_key_notes_id_seq to authenticated;`),
    );
    await waitForTable('ls_test_key_notes');
  });

  it('generates per-clone keys in the hosted formats', () => {
    const { publishableKey, secretKey } = keys();
    expect(publishableKey).toMatch(/^sb_publishable_[A-Za-z0-9_-]{32}$/);
    expect(secretKey).toMatch(/^sb_secret_[A-Za-z0-9_-]{32}$/);
    // Another clone (another JWT secret) has other keys.
    expect(apiKeysFor('x'.repeat(48)).secretKey).not.toBe(secretKey);
  });

  it('keeps the keys beside the secret in the secrets file, also in a file from before they existed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-keys-'));
    try {
      const fresh = path.join(dir, 'fresh.json');
      const { jwtSecret } = loadOrCreateJwtSecret(fresh);
      expect(JSON.parse(fs.readFileSync(fresh, 'utf8'))).toEqual({ jwtSecret, publishableKey: apiKeysFor(jwtSecret).publishableKey, secretKey: apiKeysFor(jwtSecret).secretKey });

      const old = path.join(dir, 'old.json');
      const oldSecret = 'o'.repeat(48);
      fs.writeFileSync(old, JSON.stringify({ jwtSecret: oldSecret }), { mode: 0o600 });
      expect(loadOrCreateJwtSecret(old).jwtSecret).toBe(oldSecret);
      expect(JSON.parse(fs.readFileSync(old, 'utf8'))).toEqual({ jwtSecret: oldSecret, publishableKey: apiKeysFor(oldSecret).publishableKey, secretKey: apiKeysFor(oldSecret).secretKey });
      // Still readable by its owner only: it holds the secret.
      expect(fs.statSync(old).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a publishable-key client reads what anon reads, is kept out of private rows, and signs in', async () => {
    const pub = clientWith(keys().publishableKey);
    const { data, error } = await pub.from('service_categories').select('slug').eq('slug', 'music');
    expect(error).toBeNull();
    expect(data).toEqual([{ slug: 'music' }]);

    const owner = await signedInUser('apikeys.pub');
    const insert = await pub.from('ls_test_key_notes').insert({ body: 'x' });
    expect(insert.status).toBeGreaterThanOrEqual(400);
    expect(insert.status).toBeLessThan(500);

    const { data: session, error: signInError } = await pub.auth.signInWithPassword({ email: owner.email, password: 'Test@12345' });
    expect(signInError).toBeNull();
    expect(session.user?.id).toBe(owner.user.id);
    // Signed in, the same client runs as the user: row-level security lets them write their own row.
    const mine = await pub.from('ls_test_key_notes').insert({ body: 'Sangeet at 7' }).select('owner_id').single();
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual({ owner_id: owner.user.id });
  });

  it('a secret-key client bypasses row-level security and calls the auth admin API', async () => {
    const owner = await signedInUser('apikeys.private');
    const note = await owner.client.from('ls_test_key_notes').insert({ body: 'Private haldi plan' }).select('id').single();
    expect(note.error).toBeNull();

    const secret = clientWith(keys().secretKey);
    const { data, error } = await secret.from('ls_test_key_notes').select('body, owner_id').eq('id', note.data!.id);
    expect(error).toBeNull();
    expect(data).toEqual([{ body: 'Private haldi plan', owner_id: owner.user.id }]);
    // The publishable key sees nothing of it.
    const { data: hidden } = await clientWith(keys().publishableKey).from('ls_test_key_notes').select('id').eq('id', note.data!.id);
    expect(hidden).toEqual([]);

    const email = uniqueEmail('apikeys.admin');
    const created = await secret.auth.admin.createUser({ email, password: 'Test@12345', email_confirm: true });
    expect(created.error).toBeNull();
    expect(created.data.user?.email).toBe(email);
    // The admin API is the secret key's alone.
    const refused = await clientWith(keys().publishableKey).auth.admin.createUser({ email: uniqueEmail('apikeys.nope'), password: 'Test@12345' });
    expect(refused.data.user).toBeNull();
    expect([401, 403]).toContain(refused.error?.status);
  });

  it('realtime accepts the publishable key', async () => {
    const pub = clientWith(keys().publishableKey);
    try {
      const status = await new Promise<string>((resolve) => {
        pub.channel(`apikeys-${Date.now()}`).subscribe((s: string) => {
          if (s !== 'CLOSED') resolve(s);
        });
      });
      expect(status).toBe('SUBSCRIBED');
    } finally {
      await pub.removeAllChannels();
    }
  });

  it("refuses an sb_ key that is not the stack's with hosted's 401, on every path", async () => {
    const url = stack().url;
    // The stack's own publishable key passes the same request.
    const good = await fetch(`${url}/rest/v1/service_categories?select=slug&limit=1`, { headers: { apikey: keys().publishableKey } });
    expect(good.status).toBe(200);
    for (const apikey of ['sb_publishable_notThisStacksKey0000000000000000', 'sb_secret_notThisStacksKey000000000000000000000']) {
      for (const path of ['/rest/v1/service_categories?select=slug', '/auth/v1/user', '/functions/v1/payments-reconcile']) {
        const res = await fetch(`${url}${path}`, { method: path.startsWith('/functions') ? 'POST' : 'GET', headers: { apikey, authorization: `Bearer ${apikey}` } });
        expect({ path, status: res.status }).toEqual({ path, status: 401 });
        expect(await res.json()).toMatchObject({ message: 'Invalid API key' });
      }
    }
  });

  it('refuses the secret key sent from a browser (an Origin header)', async () => {
    const { secretKey } = keys();
    const headers = { apikey: secretKey, authorization: `Bearer ${secretKey}` };
    const server = await fetch(`${stack().url}/rest/v1/service_categories?select=slug&limit=1`, { headers });
    expect(server.status).toBe(200);
    for (const path of ['/rest/v1/service_categories?select=slug', '/auth/v1/admin/users', '/functions/v1/payments-reconcile']) {
      const res = await fetch(`${stack().url}${path}`, {
        method: path.startsWith('/functions') ? 'POST' : 'GET',
        headers: { ...headers, origin: 'http://localhost:5173' },
      });
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
      expect(await res.json()).toMatchObject({ message: 'Forbidden use of secret API key in browser' });
    }
  });

  it('a system function accepts the secret key as the system and works with it', async () => {
    const secret = clientWith(keys().secretKey);
    const { data, error } = await secret.functions.invoke('payments-reconcile', { body: {} });
    expect(error).toBeNull();
    expect(data).toMatchObject({ orders: expect.any(Number), recorded: expect.any(Number), failed: expect.any(Array) });
    // The publishable key is public: not the system.
    const pub = await clientWith(keys().publishableKey).functions.invoke('payments-reconcile', { body: {} });
    expect(pub.error).not.toBeNull();
    expect([401, 403]).toContain((pub.error as { context?: Response }).context?.status);
  }, 30_000);

  it('the system functions keep working with only the new keys in their environment (legacy keys disabled)', async () => {
    const { publishableKey, secretKey } = keys();
    const rzp = inject('razorpay');
    const gw = await ownGateway({
      functions: () => ({
        dir: path.join(repoRoot, 'supabase', 'functions'),
        configFile: path.join(repoRoot, 'supabase', 'config.toml'),
        denoDir: path.join(repoRoot, '.local', 'deno'),
        log: () => {},
        env: {
          supabaseUrl: stack().url,
          anonKey: '',
          serviceKey: '',
          publishableKey,
          secretKey,
          dbUrl: stack().dbUrl,
          secrets: { RAZORPAY_API_BASE: `${rzp.url}/v1`, RAZORPAY_KEY_ID: rzp.keyId, RAZORPAY_KEY_SECRET: rzp.keySecret, RAZORPAY_WEBHOOK_SECRET: rzp.webhookSecret },
        },
      }),
    });
    try {
      // payments-reconcile recognises the system by SUPABASE_SECRET_KEYS and reads the database
      // through supabase-admin's client, which must then use the secret key too.
      const res = await fetch(`${gw.url}/functions/v1/payments-reconcile`, {
        method: 'POST',
        headers: { apikey: secretKey, authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
        body: '{}',
      });
      const body: unknown = await res.json();
      expect({ status: res.status, body }).toMatchObject({ status: 200, body: { orders: expect.any(Number), failed: expect.any(Array) } });
    } finally {
      await gw.stop();
    }
  }, 60_000);
});
