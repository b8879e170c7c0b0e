import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { toAppError } from '@utsav/shared/supabase/app-error';

export interface FavouriteEntry {
  id: string;
  created_at: string;
  service: { id: string; title: string; city: string; category_slug: string; price_paise: number; price_unit: string } | null;
  provider: { id: string; business_name: string; city: string } | null;
  bundle: { id: string; name: string; city: string; bundle_price_paise: number } | null;
  service_id: string | null;
  provider_id: string | null;
  bundle_id: string | null;
}

/**
 * The favourites widget's list, newest first, with what each links to. A service, provider
 * or bundle that is no longer public comes back as null (row-level security) and is shown
 * as unavailable, still removable.
 */
export async function listFavourites(): Promise<FavouriteEntry[]> {
  const { data, error } = await getSupabase()
    .from('favourites')
    .select(
      'id, created_at, service_id, provider_id, bundle_id,' +
        ' service:services(id, title, city, category_slug, price_paise, price_unit),' +
        ' provider:service_providers(id, business_name, city),' +
        ' bundle:bundles(id, name, city, bundle_price_paise)',
    )
    .order('created_at', { ascending: false })
    .limit(100);
  if (error) throw toAppError(error);
  return (data ?? []) as unknown as FavouriteEntry[];
}
