import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { favouriteKey } from '../utils/favourite-target';
import { toAppError } from '@utsav/shared/supabase/app-error';

/** The signed-in user's favourites as `kind:id` keys (row-level security returns only theirs). */
export async function listFavouriteKeys(): Promise<string[]> {
  const { data, error } = await getSupabase().from('favourites').select('service_id, provider_id, bundle_id');
  if (error) throw toAppError(error);
  return (data ?? []).map((row) =>
    row.service_id
      ? favouriteKey({ kind: 'service', id: row.service_id })
      : row.provider_id
        ? favouriteKey({ kind: 'provider', id: row.provider_id })
        : favouriteKey({ kind: 'bundle', id: row.bundle_id ?? '' }),
  );
}
