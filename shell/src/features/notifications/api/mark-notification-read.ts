import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { toAppError } from '@utsav/shared/supabase/app-error';

/** Update notifications set read = true, filtered by id (spec §7). */
export async function markNotificationRead(id: string): Promise<void> {
  const { error } = await getSupabase().from('notifications').update({ read: true }).eq('id', id);
  if (error) throw toAppError(error);
}
