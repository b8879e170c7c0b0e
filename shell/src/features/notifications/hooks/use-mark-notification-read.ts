import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@utsav/shared/toast/toast-store';
import { markNotificationRead } from '../api/mark-notification-read';
import { notificationsQueryKey } from '../api/notification';
import { markRead, type NotificationsState } from '../utils/notification-state';

/** Marks one read at once on screen; puts it back, with the spec's toast, if the server refuses. */
export function useMarkNotificationRead(userId: string) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const key = notificationsQueryKey(userId);
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationsState>(key);
      queryClient.setQueryData<NotificationsState | undefined>(key, (state) => markRead(state, id));
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast({ title: t('notifications.markFailed'), variant: 'destructive' });
    },
  });
}
