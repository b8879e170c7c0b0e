import { getSupabase } from '@utsav/shared/supabase/supabase-client';

/** Update notifications set read = true, filtered by id (spec §7). */
export async function markNotificationRead(id: string): Promise<void> {
  const { error } = await getSupabase().from('notifications').update({ read: true }).eq('id', id);
  if (error) throw new Error(error.message);
}
