import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { toAppError } from '@utsav/shared/supabase/app-error';

export interface ProviderProfile {
  id: string;
  business_name: string;
  description: string | null;
  city: string;
  areas_served: string[];
  languages: string[];
  experience_years: number;
  phone: string | null;
  rating_avg: number;
  rating_count: number;
}

/** An approved provider's public profile; null when there is none (or it is not public). */
export async function getProvider(id: string): Promise<ProviderProfile | null> {
  const { data, error } = await getSupabase()
    .from('service_providers')
    .select('id, business_name, description, city, areas_served, languages, experience_years, phone, rating_avg, rating_count')
    .eq('id', id)
    .eq('status', 'approved')
    .maybeSingle();
  if (error) throw toAppError(error);
  return data as ProviderProfile | null;
}
