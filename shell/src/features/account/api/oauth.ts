import type { Session } from '@supabase/supabase-js';
import { startSessionSync } from '@utsav/shared/auth/session-store';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { safeReturnPath } from '@utsav/shared/auth/login-url';
import { paths } from '@utsav/shared/paths';
import { currentLanguage } from '@utsav/shared/i18n/i18n';
import { shareablePath } from '@utsav/shared/i18n/language-path';
import { readCallbackParams } from '../utils/callback-params';

// The page to return to survives the trip to the provider in this tab's session storage,
// so the redirect URL stays the one fixed callback address the provider allows.
const RETURN_KEY = 'utsav.auth.returnTo';

export const CALLBACK_PATH = paths.auth.callback();
/** Where a password-reset link leads, after the callback has opened its session. */
export const RESET_PASSWORD_PATH = paths.auth.resetPassword();
export const FORGOT_PASSWORD_PATH = paths.auth.forgotPassword();

/**
 * The callback at the address of the language the visitor reads (`/hi/auth/callback`): Google's
 * sign-in and an emailed link come back in that language, whoever opens it (the auth server allows
 * any address on the site's host).
 */
export const callbackAddress = (): string => `${window.location.origin}${shareablePath(currentLanguage(), CALLBACK_PATH)}`;

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
    options: { redirectTo: callbackAddress() },
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
  constructor(
    message: string,
    /** GoTrue's error_code, e.g. `otp_expired` for a used or expired email link. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * The client does not read sessions from the URL (detectSessionInUrl is off), so the
 * callback does it: a PKCE `?code=`, or implicit-flow tokens in the fragment (after Google
 * or an emailed link), or an error the auth server sent back. The tokens leave the address
 * bar before they are used: a reload of the page must not replay a refresh token that the
 * client has rotated since (the auth server would take that as theft and end the session).
 */
export async function completeOAuthSignIn(href: string): Promise<{ session: Session; type?: string; returnTo?: string }> {
  const params = readCallbackParams(href);
  const { returnTo } = params;
  window.history.replaceState(null, '', new URL(href).pathname);
  if (params.error) throw new OAuthCallbackError(params.error, params.errorCode);

  await startSessionSync();
  const auth = getSupabase().auth;
  if (params.code) {
    const { data, error } = await auth.exchangeCodeForSession(params.code);
    if (!error) return { session: data.session, type: params.type, returnTo };
    // A reused code (a reload mid-exchange): a stored session is still the answer.
    const stored = (await auth.getSession()).data.session;
    if (stored) return { session: stored, type: params.type, returnTo };
    throw error;
  }
  if (params.accessToken && params.refreshToken) {
    const { data, error } = await auth.setSession({ access_token: params.accessToken, refresh_token: params.refreshToken });
    if (error) throw error;
    if (data.session) return { session: data.session, type: params.type, returnTo };
  }
  // A reload of the callback after it finished: the stored session is the answer.
  const { data } = await auth.getSession();
  if (data.session) return { session: data.session };
  throw new OAuthCallbackError('The sign-in response carried no session');
}
