import { useCallback, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@utsav/shared/toast/toast-store';
import { useToggleFavourite } from '../../../domain/favourites/hooks/use-toggle-favourite';
import { favouritesListKey, type FavouriteEntry } from '../api/list-favourites';
import { restoreFavourite } from '../api/restore-favourite';
import type { FavouriteItem } from '../utils/describe-favourite';

export interface Removed {
  entry: FavouriteEntry;
  name: string;
}

const newestFirst = (a: FavouriteEntry, b: FavouriteEntry) => b.created_at.localeCompare(a.created_at);

/**
 * Removing a favourite from the widget: it leaves the list at once and the removal is kept
 * (`removed`) so it can be undone, as Airbnb's wishlists do. The delete happens at once (a
 * closed tab cannot lose it); undo writes the same row back. The last removal only is
 * undoable: a new one replaces it.
 */
export function useRemoveWithUndo(userId: string | undefined) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('catalog');
  const toggle = useToggleFavourite(userId);
  const listKey = favouritesListKey(userId);
  const [removed, setRemoved] = useState<Removed | null>(null);
  // Undo waits for the delete it undoes: an insert that overtook it would be deleted.
  const pendingRemoval = useRef<Promise<unknown>>(Promise.resolve());

  const remove = useCallback(
    (entry: FavouriteEntry, item: FavouriteItem, name: string) => {
      queryClient.setQueryData<FavouriteEntry[]>(listKey, (list) => list?.filter((e) => e.id !== entry.id));
      setRemoved({ entry, name });
      pendingRemoval.current = toggle
        .mutateAsync({ target: item.target, save: false })
        .catch(() => setRemoved((current) => (current?.entry.id === entry.id ? null : current)));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- listKey is rebuilt from userId
    [queryClient, toggle.mutateAsync, userId],
  );

  const restore = useMutation({
    mutationFn: async (entry: FavouriteEntry) => {
      await pendingRemoval.current;
      await restoreFavourite(entry);
    },
    onMutate: (entry) => {
      setRemoved(null);
      queryClient.setQueryData<FavouriteEntry[]>(listKey, (list) =>
        list && !list.some((e) => e.id === entry.id) ? [...list, entry].sort(newestFirst) : list,
      );
    },
    onError: () => toast({ title: t('favourites.failed'), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['catalog', 'favourites'] }),
  });

  return {
    removed,
    remove,
    undo: () => {
      if (removed) restore.mutate(removed.entry);
    },
    dismiss: () => setRemoved(null),
    isRemoving: (id: string) => toggle.isPending && toggle.variables?.target.id === id,
  };
}
