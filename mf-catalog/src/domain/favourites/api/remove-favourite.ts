import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { favouriteColumn, type FavouriteTarget } from '../utils/favourite-target';
import { toAppError } from '@utsav/shared/supabase/app-error';

/** Removes the signed-in user's favourite of this target (row-level security keeps it to theirs). */
export async function removeFavourite(target: FavouriteTarget): Promise<void> {
  const { error } = await getSupabase().from('favourites').delete().eq(favouriteColumn(target.kind), target.id);
  if (error) throw toAppError(error);
}
