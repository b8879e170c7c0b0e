import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { toAppError } from '@utsav/shared/supabase/app-error';

/** The signed-in user's own provider row, if they have one (RLS lets an owner read it in any status). */
export async function getMyProviderId(userId: string): Promise<string | null> {
  const { data, error } = await getSupabase().from('service_providers').select('id').eq('profile_id', userId).maybeSingle();
  if (error) throw toAppError(error);
  return data?.id ?? null;
}
