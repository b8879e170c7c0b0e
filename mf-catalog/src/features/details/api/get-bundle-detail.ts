import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { toAppError } from '@utsav/shared/supabase/app-error';

/** What the bundle page needs; null when the bundle is unknown, paused or its provider not approved. */
export async function getBundleDetail(id: string) {
  const { data, error } = await getSupabase()
    .from('bundles')
    .select('id, name, description, bundle_price_paise, individual_total_paise, discount_percent, city')
    .eq('id', id)
    .eq('active', true)
    .maybeSingle();
  if (error) throw toAppError(error);
  return data;
}
