// "Continue with Google" offline: supabase-js builds the /authorize URL, the
// test plays the browser (follows redirects, fills in the sign-in form) and the
// stack must end exactly like Supabase: a #access_token fragment (implicit) or
// ?code= (PKCE) that supabase-js exchanges for a session.
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { client, confirmedUser, stack, uniqueEmail, userStatus } from './helpers.ts';
import { browser, REDIRECT } from './security/google-browser.ts';

/** A new test account of the Google stand-in (only at its own domain, as only Google hands out Gmail addresses). */
const googleEmail = (label: string) => uniqueEmail(label).replace(/@utsav\.test$/, '@gmail.test');

function formAction(html: string, which: 'login' | 'create'): string {
  const actions = [...html.matchAll(/<form method="post" action="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  return actions.find((a) => a.endsWith(`/${which}`))!;
}

/** Plays the browser through the stand-in: signs in to (or creates) a Google account, follows the redirects back. */
async function throughLocalGoogle(authorizeUrl: string, form: { email: string; password: string; create?: boolean }) {
  const b = browser();
  const page = await b.follow(authorizeUrl);
  expect(page.res.status).toBe(200);
  const html = await page.res.text();
  // Plain, accessible HTML: labelled fields and submit buttons.
  expect(html).toMatch(/<label for="email">Email address<\/label>/);
  expect(html).toMatch(/<label for="password">Password<\/label>/);
  expect(html).toMatch(/<button type="submit">Continue with Google<\/button>/);
  const action = formAction(html, form.create ? 'create' : 'login');
  return b.follow(new URL(action, page.url).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: form.email, password: form.password }).toString(),
  });
}

async function signInThroughLocalGoogle(authorizeUrl: string, email: string, password = 'Google@12345', create = true): Promise<string> {
  const done = await throughLocalGoogle(authorizeUrl, { email, password, create });
  expect(done.url.startsWith('http://localhost:3000/auth/callback')).toBe(true);
  return done.url;
}

/**
 * Creates a Google test account without finishing the sign-in (the browser stops before the
 * stack's /callback): the Google account exists, no Utsav user was made or linked. The
 * stand-in refuses a new test account for an address that already has an Utsav account, so
 * the linking cases make the Google account first, as its owner would have had it first.
 */
async function googleAccountOnly(email: string, password = 'Google@12345'): Promise<void> {
  const s = stack();
  const b = browser();
  const page = await b.follow(`${s.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(REDIRECT)}`);
  let res = await b.get(new URL(formAction(await page.res.text(), 'create'), page.url).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  let at = page.url;
  for (let hops = 0; hops < 10 && res.status >= 300 && res.status < 400; hops++) {
    at = new URL(res.headers.get('location')!, at).toString();
    if (new URL(at).pathname === '/auth/v1/callback') return;
    res = await b.get(at);
  }
  throw new Error(`creating the Google account ${email} did not reach the callback (${res.status})`);
}

function oauthClient(flowType: 'implicit' | 'pkce') {
  const s = stack();
  const mem = new Map<string, string>();
  return createClient(s.url, s.anonKey, {
    auth: {
      flowType,
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (k: string) => mem.get(k) ?? null,
        setItem: (k: string, v: string) => void mem.set(k, v),
        removeItem: (k: string) => void mem.delete(k),
      },
    },
    realtime: { transport: WebSocket as never },
  });
}

describe('Continue with Google (local OpenID provider)', () => {
  it('completes the implicit flow with a session in the URL fragment', async () => {
    const c = oauthClient('implicit');
    const { data, error } = await c.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: REDIRECT, skipBrowserRedirect: true } });
    expect(error).toBeNull();
    const email = googleEmail('google.implicit');
    const back = new URL(await signInThroughLocalGoogle(data.url!, email));
    const frag = new URLSearchParams(back.hash.slice(1));
    expect(frag.get('token_type')).toBe('bearer');
    expect(Number(frag.get('expires_in'))).toBe(3600);
    expect(Number(frag.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);
    expect(frag.get('provider_token')).toBeTruthy();
    const set = await c.auth.setSession({ access_token: frag.get('access_token')!, refresh_token: frag.get('refresh_token')! });
    expect(set.error).toBeNull();
    const { data: u } = await c.auth.getUser();
    expect(u.user?.email).toBe(email);
    expect(u.user?.app_metadata.provider).toBe('google');
    expect(u.user?.identities?.map((i) => i.provider)).toEqual(['google']);
  });

  it('completes the PKCE flow with ?code= and grant_type=pkce', async () => {
    const c = oauthClient('pkce');
    const { data } = await c.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: REDIRECT, skipBrowserRedirect: true } });
    expect(new URL(data.url!).searchParams.get('code_challenge')).toBeTruthy();
    const email = googleEmail('google.pkce');
    const back = new URL(await signInThroughLocalGoogle(data.url!, email));
    const code = back.searchParams.get('code');
    expect(code).toBeTruthy();
    expect(back.hash).toBe('');
    const ex = await c.auth.exchangeCodeForSession(code!);
    expect(ex.error).toBeNull();
    expect(ex.data.session?.user.email).toBe(email);
    expect(ex.data.session?.user.app_metadata.provider).toBe('google');
    // A code is single-use.
    const s = stack();
    const again = await fetch(`${s.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: s.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(again.status).toBe(404);
    expect(((await again.json()) as { code: string }).code).toBe('flow_state_not_found');
  });

  it('links a Google account to the confirmed user with the same email (GoTrue automatic linking)', async () => {
    const email = googleEmail('google.link');
    await googleAccountOnly(email);
    await confirmedUser(email, 'Test@12345');
    const c = oauthClient('implicit');
    const { data } = await c.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: REDIRECT, skipBrowserRedirect: true } });
    const frag = new URLSearchParams(new URL(await signInThroughLocalGoogle(data.url!, email, 'Google@12345', false)).hash.slice(1));
    await c.auth.setSession({ access_token: frag.get('access_token')!, refresh_token: frag.get('refresh_token')! });
    const { data: u } = await c.auth.getUser();
    expect(u.user?.identities?.map((i) => i.provider).sort()).toEqual(['email', 'google']);
    // The owner's password keeps working.
    expect((await client().auth.signInWithPassword({ email, password: 'Test@12345' })).error).toBeNull();
  });

  it('gives nothing to someone who types admin@utsav.test at the Google page without its password', async () => {
    const c = oauthClient('implicit');
    const { data } = await c.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: REDIRECT, skipBrowserRedirect: true } });
    const attempt = await throughLocalGoogle(data.url!, { email: 'admin@utsav.test', password: 'Guess@12345' });
    expect(attempt.res.status).toBe(400);
    expect(attempt.url.startsWith(stack().url)).toBe(true);
    const html = await attempt.res.text();
    expect(html).toContain('role="alert"');
    expect(html).not.toContain('access_token');
    // Nor can anyone make a "Google account" for an address Google does not own.
    const { data: d2 } = await c.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: REDIRECT, skipBrowserRedirect: true } });
    const create = await throughLocalGoogle(d2.url!, { email: 'admin@utsav.test', password: 'Guess@12345', create: true });
    expect(create.res.status).toBe(400);
    expect(await create.res.text()).toContain('can only be created at @gmail.test');
  });

  it('signs the demo admin in through Google only with the demo password (README)', async () => {
    const c = oauthClient('implicit');
    const { data } = await c.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: REDIRECT, skipBrowserRedirect: true } });
    const frag = new URLSearchParams(new URL(await signInThroughLocalGoogle(data.url!, 'admin@utsav.test', 'Utsav@123', false)).hash.slice(1));
    const set = await c.auth.setSession({ access_token: frag.get('access_token')!, refresh_token: frag.get('refresh_token')! });
    expect(set.data.user?.email).toBe('admin@utsav.test');
  });

  it('takes the password off an unconfirmed squatter account when the Google owner signs in (GoTrue rule)', async () => {
    const email = googleEmail('google.squat');
    await googleAccountOnly(email);
    // Someone who does not own the address signs up with it and a password of their own; nobody confirms it.
    const squat = await client().auth.signUp({ email, password: 'Squat@12345' });
    expect(squat.data.user?.email_confirmed_at).toBeFalsy();
    const c = oauthClient('implicit');
    const { data } = await c.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: REDIRECT, skipBrowserRedirect: true } });
    const frag = new URLSearchParams(new URL(await signInThroughLocalGoogle(data.url!, email, 'Google@12345', false)).hash.slice(1));
    await c.auth.setSession({ access_token: frag.get('access_token')!, refresh_token: frag.get('refresh_token')! });
    const { data: u } = await c.auth.getUser();
    expect(u.user?.id).toBe(squat.data.user?.id);
    expect(u.user?.email_confirmed_at).toBeTruthy();
    expect(u.user?.identities?.map((i) => i.provider)).toEqual(['google']);
    // The squatter's password no longer opens the account.
    expect((await client().auth.signInWithPassword({ email, password: 'Squat@12345' })).error?.code).toBe('invalid_credentials');
    expect((await userStatus(frag.get('access_token')!)).status).toBe(200);
  });

  it('sends a redirect_to outside the allow-list to the Site URL and refuses unknown providers', async () => {
    const s = stack();
    const evilUrl = `${s.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent('https://evil.example/steal')}`;
    const done = await throughLocalGoogle(evilUrl, { email: googleEmail('google.evil'), password: 'Google@12345', create: true });
    expect(new URL(done.url).origin).toBe('http://localhost:3000');
    const gh = await fetch(`${s.url}/auth/v1/authorize?provider=github&redirect_to=${encodeURIComponent(REDIRECT)}`, { redirect: 'manual' });
    expect(gh.status).toBe(400);
  });

  it('re-shows the sign-in form with an accessible error for an invalid email', async () => {
    const b = browser();
    const page = await b.follow(`${stack().url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(REDIRECT)}`);
    const html = await page.res.text();
    const action = formAction(html, 'login');
    const r = await b.get(new URL(action, page.url).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=not-an-email&password=x',
    });
    expect(r.status).toBe(400);
    const again = await r.text();
    expect(again).toContain('role="alert"');
    expect(again).toContain('aria-invalid="true"');
  });
});
