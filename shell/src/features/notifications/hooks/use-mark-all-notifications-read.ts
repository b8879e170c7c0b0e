import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@utsav/shared/toast/toast-store';
import type { NotificationPage } from '../api/fetch-notification-page';
import { markAllNotificationsRead } from '../api/mark-all-notifications-read';
import { notificationPagesQueryKey, notificationsQueryKey } from '../api/notification';
import { markAllRead, type NotificationsState } from '../utils/notification-state';

/**
 * "Mark all read": the bell and the page show it at once; if the server refuses, both are put
 * back and a toast says so. Either way the user's notification queries are then re-read.
 */
export function useMarkAllNotificationsRead(userId: string) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const bellKey = notificationsQueryKey(userId);
  const pagesKey = notificationPagesQueryKey(userId);
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: bellKey });
      const bell = queryClient.getQueryData<NotificationsState>(bellKey);
      const pages = queryClient.getQueryData<InfiniteData<NotificationPage>>(pagesKey);
      queryClient.setQueryData<NotificationsState | undefined>(bellKey, markAllRead);
      queryClient.setQueryData<InfiniteData<NotificationPage> | undefined>(pagesKey, (data) =>
        data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => ({ ...item, read: true })) })) },
      );
      return { bell, pages };
    },
    onError: (_error, _vars, context) => {
      if (context?.bell) queryClient.setQueryData(bellKey, context.bell);
      if (context?.pages) queryClient.setQueryData(pagesKey, context.pages);
      toast({ title: t('notifications.markAllFailed'), variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bellKey }),
  });
}
