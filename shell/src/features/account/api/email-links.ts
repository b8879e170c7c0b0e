import { startSessionSync } from '@utsav/shared/auth/session-store';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { CALLBACK_PATH } from './oauth';

// Every emailed link comes back to the one callback address (the only one a hosted project
// must list under Redirect URLs); the callback sends a password reset on to its own page.
const callbackUrl = () => `${window.location.origin}${CALLBACK_PATH}`;

/** Sends the sign-up confirmation link again. */
export async function resendConfirmation(email: string): Promise<void> {
  const { error } = await getSupabase().auth.resend({ type: 'signup', email: email.trim(), options: { emailRedirectTo: callbackUrl() } });
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
