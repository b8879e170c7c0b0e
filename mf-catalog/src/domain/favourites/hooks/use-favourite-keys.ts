import { useQuery } from '@tanstack/react-query';
import { useSession } from '@utsav/shared/auth/use-session';
import { listFavouriteKeys } from '../api/list-favourite-keys';

export const favouriteKeysQueryKey = (userId: string | undefined) => ['catalog', 'favourites', 'keys', userId] as const;

/** The set of saved `kind:id` keys: one small request per user, shared by every heart on the page. */
export function useFavouriteKeys() {
  const { status, session } = useSession();
  const userId = session?.user.id;
  const query = useQuery({
    queryKey: favouriteKeysQueryKey(userId),
    queryFn: async () => new Set(await listFavouriteKeys()),
    enabled: status === 'signedIn' && !!userId,
  });
  return { status, userId, keys: query.data };
}
