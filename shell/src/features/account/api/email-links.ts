import { startSessionSync } from '@utsav/shared/auth/session-store';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { RETURN_PARAM, safeReturnPath } from '@utsav/shared/auth/login-url';
import { callbackAddress } from './oauth';

// Every emailed link comes back to the one callback address (the only one a hosted project
// must list under Redirect URLs); the callback sends a password reset on to its own page.
// The page to return to rides in the query, not in session storage as Google's does: the
// confirmation link is often opened in another tab or browser. The auth server matches its
// allow-list on the address without the query, so the one callback entry still covers it.
export function callbackUrl(returnTo?: string | null): string {
  const safe = safeReturnPath(returnTo);
  const query = safe ? `?${new URLSearchParams({ [RETURN_PARAM]: safe }).toString()}` : '';
  return `${callbackAddress()}${query}`;
}

/** Sends the sign-up confirmation link again, to come back to `returnTo` as the first one does. */
export async function resendConfirmation(email: string, returnTo?: string | null): Promise<void> {
  const { error } = await getSupabase().auth.resend({ type: 'signup', email: email.trim(), options: { emailRedirectTo: callbackUrl(returnTo) } });
  if (error) throw error;
}

/** Emails a reset link; the answer is the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  const { error } = await getSupabase().auth.resetPasswordForEmail(email.trim(), { redirectTo: callbackUrl() });
  if (error) throw error;
}

/** Sets the new password in the session the reset link opened (no current password needed there). */
export async function setNewPassword(password: string): Promise<void> {
  await startSessionSync();
  const { error } = await getSupabase().auth.updateUser({ password });
  if (error) throw error;
}
