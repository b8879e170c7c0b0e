import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { toAppError } from '@utsav/shared/supabase/app-error';

/** What the service page needs; null when the service is unknown, paused or its provider not approved. */
export async function getServiceDetail(id: string) {
  const { data, error } = await getSupabase()
    .from('services')
    .select('id, title, description, category_slug, price_paise, price_unit, min_guests, max_guests, duration_hours, city, images')
    .eq('id', id)
    .eq('active', true)
    .maybeSingle();
  if (error) throw toAppError(error);
  return data;
}
