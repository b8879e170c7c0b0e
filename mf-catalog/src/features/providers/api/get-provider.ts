import type { Tables } from '@utsav/shared/supabase/db';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { toAppError } from '@utsav/shared/supabase/app-error';

export type ProviderProfile = Pick<
  Tables<'service_providers'>,
  'id' | 'business_name' | 'description' | 'city' | 'areas_served' | 'languages' | 'experience_years' | 'phone' | 'rating_avg' | 'rating_count'
>;

/**
 * An approved provider's public profile; null when there is none (or it is not public).
 * The phone is not a readable column (migration 0022): rpc('provider_phone') gives it to
 * customers with a booking the provider confirmed (and to the provider and admins), else null.
 */
export async function getProvider(id: string): Promise<ProviderProfile | null> {
  const supabase = getSupabase();
  const [profile, phone] = await Promise.all([
    supabase
      .from('service_providers')
      .select('id, business_name, description, city, areas_served, languages, experience_years, rating_avg, rating_count')
      .eq('id', id)
      .eq('status', 'approved')
      .maybeSingle(),
    supabase.rpc('provider_phone', { provider_id: id }),
  ]);
  if (profile.error) throw toAppError(profile.error);
  if (phone.error) throw toAppError(phone.error);
  return profile.data ? { ...profile.data, phone: phone.data ?? null } : null;
}
