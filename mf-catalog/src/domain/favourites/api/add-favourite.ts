import type { TablesInsert } from '@utsav/shared/supabase/db';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { favouriteColumn, type FavouriteTarget } from '../utils/favourite-target';
import { toAppError } from '@utsav/shared/supabase/app-error';

/** Saves a favourite for the signed-in user (user_id defaults to auth.uid() in the table). */
export async function addFavourite(target: FavouriteTarget): Promise<void> {
  const row: TablesInsert<'favourites'> = { [favouriteColumn(target.kind)]: target.id };
  const { error } = await getSupabase().from('favourites').insert(row);
  // 23505: already saved (another tab, a double click): the wanted state holds.
  if (error && error.code !== '23505') throw toAppError(error);
}
