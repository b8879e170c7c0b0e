import type { Tables } from '@utsav/shared/supabase/db';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';

export type ProviderProfile = Pick<
  Tables<'service_providers'>,
  'id' | 'business_name' | 'description' | 'city' | 'areas_served' | 'languages' | 'experience_years' | 'phone' | 'rating_avg' | 'rating_count'
>;

/** An approved provider's public profile; null when there is none (or it is not public). */
export async function getProvider(id: string): Promise<ProviderProfile | null> {
  const { data, error } = await getSupabase()
    .from('service_providers')
    .select('id, business_name, description, city, areas_served, languages, experience_years, phone, rating_avg, rating_count')
    .eq('id', id)
    .eq('status', 'approved')
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}
