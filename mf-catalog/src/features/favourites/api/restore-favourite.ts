import type { TablesInsert } from '@utsav/shared/supabase/db';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { toAppError } from '@utsav/shared/supabase/app-error';
import type { FavouriteEntry } from './list-favourites';

/**
 * Undo of a removal: the same row again, with its id and saving time, so it returns to its
 * place in the newest-first list (the insert policy lets the owner write both).
 */
export async function restoreFavourite(entry: FavouriteEntry): Promise<void> {
  const row: TablesInsert<'favourites'> = {
    id: entry.id,
    created_at: entry.created_at,
    service_id: entry.service_id,
    provider_id: entry.provider_id,
    bundle_id: entry.bundle_id,
  };
  const { error } = await getSupabase().from('favourites').insert(row);
  // 23505: saved again meanwhile (the heart, another tab): the wanted state holds.
  if (error && error.code !== '23505') throw toAppError(error);
}
