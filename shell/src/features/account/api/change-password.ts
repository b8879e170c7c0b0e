import { getSupabase } from '@utsav/shared/supabase/supabase-client';

export interface PasswordChange {
  password: string;
  /** Needed by the auth server's secure password change; absent for an account without a password yet. */
  currentPassword?: string;
}

/** Changes the password; the auth server then ends the user's other sessions. */
export async function changePassword({ password, currentPassword }: PasswordChange): Promise<void> {
  const { error } = await getSupabase().auth.updateUser(currentPassword ? { password, current_password: currentPassword } : { password });
  if (error) throw error;
}
