import { startSessionSync } from '@utsav/shared/auth/session-store';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';

/** Email and password against the real backend; the session store hears of it before this resolves. */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  await startSessionSync();
  const { error } = await getSupabase().auth.signInWithPassword({ email: email.trim(), password });
  if (error) throw error;
}

/** Which `standalone:signIn.errors.*` message a failed sign-in deserves. */
export function signInErrorKey(error: unknown): 'invalidCredentials' | 'emailNotConfirmed' | 'network' | 'unexpected' {
  const { code, status, name } = (error ?? {}) as { code?: string; status?: number; name?: string };
  if (code === 'invalid_credentials') return 'invalidCredentials';
  if (code === 'email_not_confirmed') return 'emailNotConfirmed';
  if (name === 'AuthRetryableFetchError' || status === 0 || (status !== undefined && status >= 500) || error instanceof TypeError)
    return 'network';
  return 'unexpected';
}
