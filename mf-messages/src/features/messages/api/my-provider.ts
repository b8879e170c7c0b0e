import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { toAppError } from '@utsav/shared/supabase/app-error';

/** The signed-in user's provider id, if they are one (the dashboard's side of conversations). */
export async function myProviderId(userId: string): Promise<string | null> {
  const { data, error } = await getSupabase().from('service_providers').select('id').eq('profile_id', userId).maybeSingle();
  if (error) throw toAppError(error);
  return data?.id ?? null;
}
