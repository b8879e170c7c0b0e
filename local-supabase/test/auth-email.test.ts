// Email confirmation and password recovery as on hosted Supabase: the emails
// land in the stack's mail catcher (MailDev), translated, with our templates,
// and their links and codes work once.
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { client, codeIn, confirmedUser, latestEmail, linkIn, stack, uniqueEmail, userStatus } from './helpers.ts';

const CALLBACK = 'http://localhost:3000/auth/callback';

async function open(link: string) {
  const r = await fetch(link, { redirect: 'manual' });
  expect(r.status).toBe(303);
  return new URL(r.headers.get('location')!);
}

describe('email confirmation', () => {
  it('sign-up sends a confirmation email whose link confirms and signs in', async () => {
    const email = uniqueEmail('confirm');
    const up = await client().auth.signUp({ email, password: 'Test@12345', options: { data: { full_name: 'Ravi Kumar' }, emailRedirectTo: CALLBACK } });
    expect(up.data.session).toBeNull();
    const mail = await latestEmail(email);
    expect(mail.subject).toBe('Confirm your email for Utsav');
    expect(mail.text).toContain('Hello Ravi Kumar,');
    expect(mail.html).toContain('Confirm my email');
    const link = linkIn(mail);
    expect(new URL(link).searchParams.get('type')).toBe('signup');
    expect(new URL(link).searchParams.get('redirect_to')).toBe(CALLBACK);

    const back = await open(link);
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    const frag = new URLSearchParams(back.hash.slice(1));
    expect(frag.get('type')).toBe('signup');
    expect(frag.get('token_type')).toBe('bearer');
    const c = client();
    const set = await c.auth.setSession({ access_token: frag.get('access_token')!, refresh_token: frag.get('refresh_token')! });
    expect(set.error).toBeNull();
    expect(set.data.user?.email).toBe(email);
    expect(set.data.user?.email_confirmed_at).toBeTruthy();
    // The password works now, and the link only once.
    expect((await client().auth.signInWithPassword({ email, password: 'Test@12345' })).error).toBeNull();
    const again = await open(link);
    expect(new URLSearchParams(again.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('a PKCE sign-up gets ?code= from the link, exchanged for the session', async () => {
    const mem = new Map<string, string>();
    const c = createClient(stack().url, stack().anonKey, {
      auth: {
        flowType: 'pkce',
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storage: { getItem: (k: string) => mem.get(k) ?? null, setItem: (k: string, v: string) => void mem.set(k, v), removeItem: (k: string) => void mem.delete(k) },
      },
      realtime: { transport: WebSocket as never },
    });
    const email = uniqueEmail('confirm.pkce');
    const up = await c.auth.signUp({ email, password: 'Test@12345', options: { emailRedirectTo: CALLBACK } });
    expect(up.data.session).toBeNull();
    const back = await open(linkIn(await latestEmail(email)));
    const code = back.searchParams.get('code');
    expect(code).toBeTruthy();
    const ex = await c.auth.exchangeCodeForSession(code!);
    expect(ex.error).toBeNull();
    expect(ex.data.session?.user.email).toBe(email);
  });

  it('writes in the language the user chose at sign-up', async () => {
    const email = uniqueEmail('confirm.ta');
    await client().auth.signUp({ email, password: 'Test@12345', options: { data: { full_name: 'Meena', preferred_language: 'ta' } } });
    const mail = await latestEmail(email);
    expect(mail.subject).toBe('உத்சவுக்கான உங்கள் மின்னஞ்சலை உறுதிப்படுத்தவும்');
    expect(mail.text).toContain('வணக்கம் Meena,');
    expect(mail.html).toContain('lang="ta"');
  });

  it('confirms with the 6-digit code (POST /verify) as well', async () => {
    const email = uniqueEmail('confirm.code');
    await client().auth.signUp({ email, password: 'Test@12345' });
    const code = codeIn(await latestEmail(email));
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await client().auth.verifyOtp({ email, token: code === '000000' ? '111111' : '000000', type: 'signup' });
    expect(wrong.error?.code).toBe('otp_expired');
    const ok = await client().auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.user.email).toBe(email);
  });

  it('resends the confirmation: a new link, and the old one no longer works', async () => {
    const email = uniqueEmail('resend');
    await client().auth.signUp({ email, password: 'Test@12345' });
    const first = await latestEmail(email);
    const r = await client().auth.resend({ type: 'signup', email, options: { emailRedirectTo: CALLBACK } });
    expect(r.error).toBeNull();
    const latest = await latestEmail(email, { except: [first.id] });
    expect(new URLSearchParams((await open(linkIn(first))).hash.slice(1)).get('error_code')).toBe('otp_expired');
    expect(new URLSearchParams((await open(linkIn(latest))).hash.slice(1)).get('access_token')).toBeTruthy();
    // Unknown addresses get the same empty answer (nothing to probe).
    expect((await client().auth.resend({ type: 'signup', email: uniqueEmail('nobody') })).error).toBeNull();
  });

  it('sends a redirect_to that is not on the allow-list to the Site URL', async () => {
    const email = uniqueEmail('evil.redirect');
    await client().auth.signUp({ email, password: 'Test@12345', options: { emailRedirectTo: 'https://evil.example/steal' } });
    const link = linkIn(await latestEmail(email));
    expect(new URL(link).searchParams.get('redirect_to')).toBe('http://localhost:3000');
    const tampered = new URL(link);
    tampered.searchParams.set('redirect_to', 'https://evil.example/steal');
    const back = await open(tampered.toString());
    expect(back.origin).toBe('http://localhost:3000');
    expect(new URLSearchParams(back.hash.slice(1)).get('access_token')).toBeTruthy();
  });

  it('lets the admin API create confirmed users (service key only)', async () => {
    const s = stack();
    const email = uniqueEmail('admin.made');
    const asAnon = await fetch(`${s.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: s.anonKey, authorization: `Bearer ${s.anonKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Test@12345', email_confirm: true }),
    });
    expect(asAnon.status).toBe(403);
    expect(((await asAnon.json()) as { code: string }).code).toBe('not_admin');
    const user = await confirmedUser(email, 'Test@12345', { full_name: 'Admin Made' });
    expect(user.email_confirmed_at).toBeTruthy();
    expect((await client().auth.signInWithPassword({ email, password: 'Test@12345' })).error).toBeNull();
  });
});

describe('password recovery', () => {
  it('emails a reset link whose session sets a new password without the old one', async () => {
    const email = uniqueEmail('recover');
    await confirmedUser(email, 'Test@12345', { full_name: 'Latha', preferred_language: 'hi' });
    const before = (await client().auth.signInWithPassword({ email, password: 'Test@12345' })).data.session!;
    const r = await client().auth.resetPasswordForEmail(email, { redirectTo: CALLBACK });
    expect(r.error).toBeNull();
    const mail = await latestEmail(email, { subject: /पासवर्ड/ });
    expect(mail.subject).toBe('अपना उत्सव पासवर्ड रीसेट करें');
    const back = await open(linkIn(mail));
    const frag = new URLSearchParams(back.hash.slice(1));
    expect(frag.get('type')).toBe('recovery');
    const c = client();
    await c.auth.setSession({ access_token: frag.get('access_token')!, refresh_token: frag.get('refresh_token')! });
    const upd = await c.auth.updateUser({ password: 'Reset@12345' });
    expect(upd.error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password: 'Reset@12345' })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password: 'Test@12345' })).error?.code).toBe('invalid_credentials');
    // The session signed in before the reset has ended.
    expect(await userStatus(before.access_token)).toEqual({ status: 403, code: 'session_not_found' });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('recover.nobody');
    const r = await client().auth.resetPasswordForEmail(email);
    expect(r.error).toBeNull();
    await expect(latestEmail(email, { timeoutMs: 500 })).rejects.toThrow(/no email/);
  });
});
