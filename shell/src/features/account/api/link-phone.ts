import { getSupabase } from '@utsav/shared/supabase/supabase-client';

/**
 * Texts a code to a number the signed-in user wants to sign in with too (GoTrue's phone change):
 * the account's number changes only once the code is verified. A number another account has is
 * refused (phone_exists).
 */
export async function sendLinkCode({ phone }: { phone: string; language: string }): Promise<void> {
  const { error } = await getSupabase().auth.updateUser({ phone });
  if (error) throw error;
}

/** Confirms the number with its code; the session store hears the updated user from supabase-js. */
export async function verifyLinkCode({ phone, code }: { phone: string; code: string }) {
  const { data, error } = await getSupabase().auth.verifyOtp({ phone, token: code, type: 'phone_change' });
  if (error) throw error;
  return data.session;
}
