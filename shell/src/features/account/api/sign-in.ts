import { startSessionSync } from '@utsav/shared/auth/session-store';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';

export interface SignInInput {
  email: string;
  password: string;
}

/** Email and password sign-in; the session store hears about it before this resolves. */
export async function signInWithPassword({ email, password }: SignInInput) {
  await startSessionSync();
  const { data, error } = await getSupabase().auth.signInWithPassword({ email: email.trim(), password });
  if (error) throw error;
  return data.session;
}
