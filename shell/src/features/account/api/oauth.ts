import type { Session } from '@supabase/supabase-js';
import { startSessionSync } from '@utsav/shared/auth/session-store';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { safeReturnPath } from '@utsav/shared/auth/login-url';

// The page to return to survives the trip to the provider in this tab's session storage,
// so the redirect URL stays the one fixed callback address the provider allows.
const RETURN_KEY = 'utsav.auth.returnTo';

export const CALLBACK_PATH = '/auth/callback';

/** "Continue with Google": the local OpenID provider locally, Supabase's Google provider in production. */
export async function startGoogleSignIn(returnTo: string | null): Promise<void> {
  try {
    const safe = safeReturnPath(returnTo);
    if (safe) sessionStorage.setItem(RETURN_KEY, safe);
    else sessionStorage.removeItem(RETURN_KEY);
  } catch {
    /* storage blocked: the user lands on their role's home instead */
  }
  await startSessionSync();
  const { error } = await getSupabase().auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo: `${window.location.origin}${CALLBACK_PATH}` },
  });
  if (error) throw error;
}

/** Read once by the callback page. */
export function takeOAuthReturnPath(): string | null {
  try {
    const value = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
    return value;
  } catch {
    return null;
  }
}

export class OAuthCallbackError extends Error {
  override name = 'OAuthCallbackError';
}

/**
 * The client does not read sessions from the URL (detectSessionInUrl is off), so the
 * callback does it: a PKCE `?code=`, or implicit-flow tokens in the fragment, or an error
 * the provider sent back.
 */
export async function completeOAuthSignIn(href: string): Promise<Session> {
  const url = new URL(href);
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const param = (name: string) => url.searchParams.get(name) ?? fragment.get(name);
  const failure = param('error_description') ?? param('error');
  if (failure) throw new OAuthCallbackError(failure);

  await startSessionSync();
  const auth = getSupabase().auth;
  const code = url.searchParams.get('code');
  if (code) {
    const { data, error } = await auth.exchangeCodeForSession(code);
    if (error) throw error;
    return data.session;
  }
  const accessToken = fragment.get('access_token');
  const refreshToken = fragment.get('refresh_token');
  if (accessToken && refreshToken) {
    const { data, error } = await auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
    if (error) throw error;
    if (data.session) return data.session;
  }
  // A reload of the callback after it finished: the stored session is the answer.
  const { data } = await auth.getSession();
  if (data.session) return data.session;
  throw new OAuthCallbackError('The sign-in response carried no session');
}
