import type { QueryData } from '@supabase/supabase-js';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { toAppError } from '@utsav/shared/supabase/app-error';

// One string literal, so supabase-js types each entry from the schema (columns and embeds).
const favouritesQuery = () =>
  getSupabase()
    .from('favourites')
    .select(
      'id, created_at, service_id, provider_id, bundle_id, service:services(id, title, city, category_slug, price_paise, price_unit, images), provider:service_providers(id, business_name, city, avatar_url, rating_avg, rating_count), bundle:bundles(id, name, city, bundle_price_paise, image_path)',
    );

export type FavouriteEntry = QueryData<ReturnType<typeof favouritesQuery>>[number];

export const favouritesListKey = (userId: string | undefined) => ['catalog', 'favourites', 'list', userId] as const;

/**
 * The favourites widget's list, newest first, with what each links to, its picture and
 * price. A service, provider or bundle that is no longer public comes back as null
 * (row-level security) and is shown as unavailable, still removable.
 */
export async function listFavourites(): Promise<FavouriteEntry[]> {
  const { data, error } = await favouritesQuery().order('created_at', { ascending: false }).limit(100);
  if (error) throw toAppError(error);
  return data ?? [];
}
