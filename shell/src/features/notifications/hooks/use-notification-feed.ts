import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { providerStatusQueryKey, userTypeQueryKey } from '@utsav/shared/auth/user-role';
import { useLiveRows } from '@utsav/shared/realtime/use-live-rows';
import { notificationsQueryKey, type NotificationRow } from '../api/notification';
import { applyNotificationChange, changesProviderStatus, type NotificationsState } from '../utils/notification-state';

/**
 * The bell's live part (spec §7): the user's new notifications arrive as they are inserted,
 * and one read elsewhere (another tab, another device) stops counting as unread. Catching up
 * after a (re)join and rebuilding a failed channel are the shared hook's.
 *
 * An admin's decision on the user's provider application arrives here too, and it is the only
 * live news of it (service_providers is not in the Realtime publication): the user's type and
 * provider status are re-read at once, so an approval shows the dashboard links without a reload
 * (issue 26), and mf-provider's own application query (its key, domain/provider) with them.
 */
export function useNotificationFeed(userId: string): void {
  const queryClient = useQueryClient();
  const apply = useCallback(
    (state: NotificationsState | undefined, change: Parameters<typeof applyNotificationChange>[1]) => {
      if (changesProviderStatus(change)) {
        // After the cache update that called us: invalidating inside setQueryData's updater would nest cache writes.
        queueMicrotask(() => {
          for (const queryKey of [userTypeQueryKey(userId), providerStatusQueryKey(userId), ['provider', 'my-application', userId]]) {
            void queryClient.invalidateQueries({ queryKey });
          }
        });
      }
      return applyNotificationChange(state, change);
    },
    [queryClient, userId],
  );
  useLiveRows<NotificationRow, NotificationsState>({
    table: 'notifications',
    filter: { column: 'user_id', value: userId },
    events: ['INSERT', 'UPDATE'],
    queryKey: notificationsQueryKey(userId),
    apply,
    // The unread count is a second request: a change shows at once, then the figures are re-read.
    refetchOnChange: true,
  });
}
