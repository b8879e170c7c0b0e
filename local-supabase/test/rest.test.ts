// PostgREST through the gateway with unmodified supabase-js: the query shapes
// the apps use (filters, single, maybeSingle, count, range, writes, rpc).
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, signedInUser, stack, waitForTable, withDb } from './helpers.ts';

describe('rest (PostgREST via the gateway)', () => {
  beforeAll(async () => {
    // A table of the test's own, so writes do not depend on the data model's rules.
    await withDb((db) =>
      db.query(`
        create table if not exists public.ls_test_notes (
          id bigserial primary key,
          owner_id uuid not null default auth.uid(),
          body text not null check (char_length(body) between 1 and 200),
          created_at timestamptz not null default now());
        alter table public.ls_test_notes enable row level security;
        drop policy if exists own_select on public.ls_test_notes;
        drop policy if exists own_insert on public.ls_test_notes;
        create policy own_select on public.ls_test_notes for select to authenticated using (owner_id = (select auth.uid()));
        create policy own_insert on public.ls_test_notes for insert to authenticated with check (owner_id = (select auth.uid()));
        grant select, insert on public.ls_test_notes to authenticated;
        grant usage on sequence public.ls_test_notes_id_seq to authenticated;`),
    );
    await waitForTable('ls_test_notes');
  });

  it('selects with filters and ordering', async () => {
    const c = client();
    const { data, error } = await c.from('service_categories').select('slug, name, sort_order').gte('sort_order', 2).lte('sort_order', 5).order('sort_order', { ascending: false });
    expect(error).toBeNull();
    expect(data!.map((r) => r.sort_order)).toEqual([5, 4, 3, 2]);
    const { data: halls } = await c.from('service_categories').select('slug').ilike('name', '%hall%');
    expect(halls).toEqual([{ slug: 'function-hall' }]);
    const { data: two } = await c.from('service_categories').select('slug').in('slug', ['music', 'catering']).order('slug');
    expect(two).toEqual([{ slug: 'catering' }, { slug: 'music' }]);
  });

  it('single, maybeSingle and the PGRST116 error', async () => {
    const c = client();
    const one = await c.from('service_categories').select('slug, name').eq('slug', 'music').single();
    expect(one.error).toBeNull();
    expect(one.data).toMatchObject({ slug: 'music' });
    const many = await c.from('service_categories').select('slug').single();
    expect(many.error?.code).toBe('PGRST116');
    expect(many.status).toBe(406);
    const none = await c.from('service_categories').select('slug').eq('slug', 'no-such-category').maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();
  });

  it('counts and ranges', async () => {
    const c = client();
    const head = await c.from('service_categories').select('*', { count: 'exact', head: true });
    expect(head.error).toBeNull();
    expect(head.count).toBe(7);
    const page = await c.from('service_categories').select('slug', { count: 'exact' }).order('sort_order').range(2, 4);
    expect(page.data).toHaveLength(3);
    expect(page.count).toBe(7);
    const raw = await fetch(`${stack().url}/rest/v1/service_categories?select=slug&order=sort_order`, {
      headers: { apikey: stack().anonKey, Range: '0-1', Prefer: 'count=exact' },
    });
    expect(raw.headers.get('content-range')).toBe('0-1/7');
  });

  it('inserts with returning under row-level security', async () => {
    const { client: c, user } = await signedInUser('notes');
    const { data, error, status } = await c.from('ls_test_notes').insert({ body: 'Mehendi on Friday' }).select().single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ body: 'Mehendi on Friday', owner_id: user.id });
    const other = await signedInUser('notes.other');
    const { data: seen } = await other.client.from('ls_test_notes').select('id');
    expect(seen).toEqual([]);
    const anon = await client().from('ls_test_notes').insert({ body: 'x' });
    expect(anon.error).not.toBeNull();
    expect(anon.status).toBeGreaterThanOrEqual(400);
    expect(anon.status).toBeLessThan(500);
  });

  it("calls rpc('is_user_admin')", async () => {
    const { client: c, user } = await signedInUser('rpc');
    const no = await c.rpc('is_user_admin', { user_id: user.id });
    expect(no.error).toBeNull();
    expect(no.data).toBe(false);
    await withDb((db) => db.query(`update public.profiles set user_type = 'admin' where id = $1`, [user.id]));
    const yes = await client().rpc('is_user_admin', { user_id: user.id });
    expect(yes.data).toBe(true);
  });

  it('answers CORS preflight as Supabase does', async () => {
    const r = await fetch(`${stack().url}/rest/v1/service_categories`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'apikey, authorization, x-client-info' },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const allowed = r.headers.get('access-control-allow-headers')!;
    for (const h of ['apikey', 'authorization', 'x-client-info', 'content-type', 'prefer', 'accept-profile', 'content-profile', 'range', 'x-supabase-api-version', 'x-retry-count']) {
      expect(allowed).toContain(h);
    }
    const get = await fetch(`${stack().url}/rest/v1/service_categories?limit=1`, { headers: { Origin: 'http://localhost:3000', apikey: stack().anonKey } });
    expect(get.headers.get('access-control-expose-headers')).toContain('content-range');
  });

  it('refuses requests without a valid API key', async () => {
    const none = await fetch(`${stack().url}/rest/v1/service_categories`);
    expect(none.status).toBe(401);
    const bad = await fetch(`${stack().url}/rest/v1/service_categories`, { headers: { apikey: 'nope' } });
    expect(bad.status).toBe(401);
  });

  it('refuses a token once it is expired, though PostgREST keeps verified tokens', async () => {
    const { user } = await signedInUser('jwt-cache');
    // PostgREST allows 30 s of clock skew: a token 27 s past its exp still passes (and is kept).
    const exp = Math.floor(Date.now() / 1000) - 27;
    const token = await new SignJWT({ role: 'authenticated', aud: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(stack().jwtSecret));
    const get = () => fetch(`${stack().url}/rest/v1/ls_test_notes?select=id&limit=1`, { headers: { apikey: stack().anonKey, authorization: `Bearer ${token}` } });
    expect((await get()).status).toBe(200);
    expect((await get()).status).toBe(200);
    await new Promise((r) => setTimeout(r, (exp + 31.5) * 1000 - Date.now()));
    const late = await get();
    expect(late.status).toBe(401);
    expect(((await late.json()) as { code: string }).code).toBe('PGRST301');
  });
});
