import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { favouriteKey } from '../favourite-target';
import { toAppError } from '@utsav/shared/supabase/app-error';

interface FavouriteRef {
  service_id: string | null;
  provider_id: string | null;
  bundle_id: string | null;
}

/** The signed-in user's favourites as `kind:id` keys (row-level security returns only theirs). */
export async function listFavouriteKeys(): Promise<string[]> {
  const { data, error } = await getSupabase().from('favourites').select('service_id, provider_id, bundle_id');
  if (error) throw toAppError(error);
  return ((data ?? []) as FavouriteRef[]).map((row) =>
    row.service_id
      ? favouriteKey({ kind: 'service', id: row.service_id })
      : row.provider_id
        ? favouriteKey({ kind: 'provider', id: row.provider_id })
        : favouriteKey({ kind: 'bundle', id: row.bundle_id ?? '' }),
  );
}
