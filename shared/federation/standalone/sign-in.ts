import { startSessionSync } from '@utsav/shared/auth/session-store';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';

/** Email and password against the real backend; the session store hears of it before this resolves. */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  await startSessionSync();
  const { error } = await getSupabase().auth.signInWithPassword({ email: email.trim(), password });
  if (error) throw error;
}

