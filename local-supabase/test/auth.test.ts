// GoTrue protocol through unmodified supabase-js: the calls the apps make and
// the error codes they act on.
import { describe, expect, it } from 'vitest';
import { client, confirmedUser, signedInUser, stack, uniqueEmail, withDb } from './helpers.ts';

describe('auth (GoTrue protocol)', () => {
  it('signs up with metadata: no session until the email is confirmed (hosted default)', async () => {
    const email = uniqueEmail('signup.pending');
    const up = await client().auth.signUp({ email, password: 'Test@12345', options: { data: { full_name: 'Asha Rao' } } });
    expect(up.error).toBeNull();
    expect(up.data.session).toBeNull();
    expect(up.data.user?.email).toBe(email);
    expect(up.data.user?.email_confirmed_at).toBeFalsy();
    expect(up.data.user?.identities?.length).toBe(1);
    const early = await client().auth.signInWithPassword({ email, password: 'Test@12345' });
    expect(early.error?.code).toBe('email_not_confirmed');
    expect(early.error?.status).toBe(400);
  });

  it('signs in a confirmed user with the claims the apps and RLS use', async () => {
    const c = client();
    const email = uniqueEmail('signup');
    const made = await confirmedUser(email, 'Test@12345', { full_name: 'Asha Rao', city: 'Pune' });
    const { data, error } = await c.auth.signInWithPassword({ email, password: 'Test@12345' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(made.id);
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.token_type).toBe('bearer');
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Asha Rao', city: 'Pune' });
    expect(data.user?.app_metadata).toMatchObject({ provider: 'email', providers: ['email'] });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    // The access token carries the claims the apps and RLS use.
    const claims = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ sub: data.user!.id, role: 'authenticated', aud: 'authenticated', email, aal: 'aal1', is_anonymous: false });
    expect(claims.amr[0].method).toBe('password');
    expect(claims.session_id).toBeTruthy();
    expect(claims.exp - claims.iat).toBe(3600);
  });

  it('answers a duplicate sign-up with an obfuscated user without identities, as hosted does', async () => {
    const { email, user } = await signedInUser('dup');
    const { data, error } = await client().auth.signUp({ email: email.toUpperCase(), password: 'Other@12345' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.id).not.toBe(user.id);
    // The real account is untouched: its password still works, the other one does not.
    expect((await client().auth.signInWithPassword({ email, password: 'Other@12345' })).error?.code).toBe('invalid_credentials');
    expect((await client().auth.signInWithPassword({ email, password: 'Test@12345' })).error).toBeNull();
  });

  it('refuses a weak password with weak_password and its reasons', async () => {
    const { error } = await client().auth.signUp({ email: uniqueEmail('weak'), password: '123' });
    expect(error?.code).toBe('weak_password');
    expect((error as unknown as { reasons: string[] }).reasons).toContain('length');
  });

  it('signs in with a password and refuses a wrong one with invalid_credentials', async () => {
    const { email, user } = await signedInUser('signin');
    const c = client();
    const bad = await c.auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(bad.error?.code).toBe('invalid_credentials');
    expect(bad.error?.status).toBe(400);
    const nobody = await c.auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'Test@12345' });
    expect(nobody.error?.code).toBe('invalid_credentials');
    const ok = await c.auth.signInWithPassword({ email, password: 'Test@12345' });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.id).toBe(user.id);
    expect(ok.data.session?.expires_at).toBeGreaterThan(Date.now() / 1000);
  });

  it('verifies bcrypt hashes made by pgcrypto in seed SQL', async () => {
    const email = uniqueEmail('seeded');
    await withDb((db) =>
      db.query(
        `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
         values ($1, extensions.crypt('Utsav@123', extensions.gen_salt('bf')), now(), '{"provider":"email","providers":["email"]}', '{}')`,
        [email],
      ),
    );
    const { data, error } = await client().auth.signInWithPassword({ email, password: 'Utsav@123' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it('rotates refresh tokens; the old one gets the active token within the reuse interval', async () => {
    const { client: c, session } = await signedInUser('refresh');
    const { data, error } = await c.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    const again = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(again.error).toBeNull();
    expect(again.data.session?.refresh_token).toBe(data.session?.refresh_token);
    const unknown = await client().auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(unknown.error?.code).toBe('refresh_token_not_found');
    // The new token keeps working.
    const next = await client().auth.refreshSession({ refresh_token: data.session!.refresh_token });
    expect(next.error).toBeNull();
  });

  it('gets and updates the user', async () => {
    const { client: c, user } = await signedInUser('getuser', { city: 'Chennai' });
    const got = await c.auth.getUser();
    expect(got.error).toBeNull();
    expect(got.data.user?.id).toBe(user.id);
    expect(got.data.user?.identities?.[0]?.provider).toBe('email');
    const upd = await c.auth.updateUser({ data: { city: 'Madurai', preferred_language: 'ta' } });
    expect(upd.error).toBeNull();
    expect(upd.data.user?.user_metadata).toMatchObject({ city: 'Madurai', preferred_language: 'ta', full_name: 'Test getuser' });
    const pw = await c.auth.updateUser({ password: 'Newer@12345', current_password: 'Test@12345' });
    expect(pw.error).toBeNull();
    const signIn = await client().auth.signInWithPassword({ email: user.email!, password: 'Newer@12345' });
    expect(signIn.error).toBeNull();
  });

  it('signs out: the session is gone and its refresh token refused', async () => {
    const { client: c, session } = await signedInUser('signout');
    const { error } = await c.auth.signOut();
    expect(error).toBeNull();
    const s = stack();
    const r = await fetch(`${s.url}/auth/v1/user`, { headers: { apikey: s.anonKey, authorization: `Bearer ${session.access_token}` } });
    expect(r.status).toBe(403);
    expect(((await r.json()) as { code: string }).code).toBe('session_not_found');
    const refresh = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error?.code).toBe('refresh_token_not_found');
  });

  it('answers settings, health and the API version header', async () => {
    const s = stack();
    const r = await fetch(`${s.url}/auth/v1/settings`, { headers: { apikey: s.anonKey } });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(((await r.json()) as { external: { google: boolean } }).external.google).toBe(true);
    const h = await fetch(`${s.url}/auth/v1/health`);
    expect(h.status).toBe(200);
  });

  it('creates the data model profile from sign-up metadata when the profiles table exists', async () => {
    const { client: c, user } = await signedInUser('profile', { full_name: 'Meera Iyer', user_type: 'admin' });
    const { data, error } = await c.from('profiles').select('id, full_name, user_type').eq('id', user.id).maybeSingle();
    if (error?.code === '42P01' || error?.code === 'PGRST205') return; // no profiles table in this data model
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: user.id, full_name: 'Meera Iyer', user_type: 'guest' });
  });
});
