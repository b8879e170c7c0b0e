import { getSupabase } from '@utsav/shared/supabase/supabase-client';

/** Raised when the account still has bookings customers rely on (a provider's). */
export class AccountInUseError extends Error {
  override name = 'AccountInUseError';
}

/** `delete_my_account()` removes the auth user; the profile and everything it owns cascade. */
export async function deleteMyAccount(): Promise<void> {
  const { error } = await getSupabase().rpc('delete_my_account');
  if (!error) return;
  if (error.code === '23503') throw new AccountInUseError(error.message);
  throw new Error(error.message);
}
