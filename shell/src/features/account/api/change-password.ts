import { getSupabase } from '@utsav/shared/supabase/supabase-client';

export async function changePassword(password: string): Promise<void> {
  const { error } = await getSupabase().auth.updateUser({ password });
  if (error) throw error;
}
