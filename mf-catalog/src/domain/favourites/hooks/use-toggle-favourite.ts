import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@utsav/shared/toast/toast-store';
import { useCachedTranslation } from '../../../hooks/use-cached-translation';
import { addFavourite } from '../api/add-favourite';
import { removeFavourite } from '../api/remove-favourite';
import { favouriteKey, type FavouriteTarget } from '../utils/favourite-target';
import { favouriteKeysQueryKey } from './use-favourite-keys';

interface Toggle {
  target: FavouriteTarget;
  save: boolean;
}

/**
 * Saves or removes a favourite. The heart changes at once (optimistic); if the database
 * refuses, it goes back and a toast says so. The widget's list is refreshed afterwards.
 */
export function useToggleFavourite(userId: string | undefined) {
  const queryClient = useQueryClient();
  const { t } = useCachedTranslation('catalog');
  const key = favouriteKeysQueryKey(userId);
  return useMutation({
    mutationFn: ({ target, save }: Toggle) => (save ? addFavourite(target) : removeFavourite(target)),
    onMutate: async ({ target, save }: Toggle) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Set<string>>(key);
      const next = new Set(previous);
      if (save) next.add(favouriteKey(target));
      else next.delete(favouriteKey(target));
      queryClient.setQueryData(key, next);
      return { previous };
    },
    onError: (_error, _toggle, context) => {
      queryClient.setQueryData(key, context?.previous);
      toast({ title: t('favourites.failed'), variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['catalog', 'favourites'] }),
  });
}
