import type { Tables } from '@utsav/shared/supabase/db';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { toAppError } from '@utsav/shared/supabase/app-error';

/** A portfolio photo with its public address and its size (so the page reserves its box before it loads). */
export type ProviderPhoto = Pick<Tables<'provider_photos'>, 'path' | 'width' | 'height'> & { url: string };

export type ProviderProfile = Pick<
  Tables<'service_providers'>,
  | 'id'
  | 'business_name'
  | 'description'
  | 'city'
  | 'areas_served'
  | 'languages'
  | 'experience_years'
  | 'phone'
  | 'rating_avg'
  | 'rating_count'
  | 'travels_outside_city'
  | 'travel_fee_paise'
  | 'contact_preferences'
> & { photos: ProviderPhoto[] };

/**
 * An approved provider's public profile with its portfolio, in one request; null when there is
 * none (or it is not public). RLS decides what a visitor sees: the row only when approved, the
 * photos only of an approved provider (22_provider_files.sql), so no SQL function is needed.
 * The phone is not a readable column (migration 0022): rpc('provider_phone') gives it to
 * customers with a booking the provider confirmed (and to the provider and admins), else null.
 */
export async function getProvider(id: string): Promise<ProviderProfile | null> {
  const supabase = getSupabase();
  const [profile, phone] = await Promise.all([
    supabase
      .from('service_providers')
      .select(
        'id, business_name, description, city, areas_served, languages, experience_years, rating_avg, rating_count, travels_outside_city, travel_fee_paise, contact_preferences, provider_photos(path, width, height, position)',
      )
      .eq('id', id)
      .eq('status', 'approved')
      .order('position', { referencedTable: 'provider_photos' })
      .maybeSingle(),
    supabase.rpc('provider_phone', { provider_id: id }),
  ]);
  if (profile.error) throw toAppError(profile.error);
  if (phone.error) throw toAppError(phone.error);
  if (!profile.data) return null;
  const { provider_photos: photos, ...row } = profile.data;
  const bucket = supabase.storage.from('provider-photos');
  return {
    ...row,
    phone: phone.data ?? null,
    photos: photos.map(({ path, width, height }) => ({ path, width, height, url: bucket.getPublicUrl(path).data.publicUrl })),
  };
}
