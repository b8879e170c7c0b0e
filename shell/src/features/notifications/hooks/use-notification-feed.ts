import { useLiveRows } from '@utsav/shared/realtime/use-live-rows';
import { notificationsQueryKey, type NotificationRow } from '../api/notification';
import { applyNotificationChange, type NotificationsState } from '../utils/notification-state';

/**
 * The bell's live part (spec §7): the user's new notifications arrive as they are inserted,
 * and one read elsewhere (another tab, another device) stops counting as unread. Catching up
 * after a (re)join and rebuilding a failed channel are the shared hook's.
 */
export function useNotificationFeed(userId: string): void {
  useLiveRows<NotificationRow, NotificationsState>({
    table: 'notifications',
    filter: { column: 'user_id', value: userId },
    events: ['INSERT', 'UPDATE'],
    queryKey: notificationsQueryKey(userId),
    apply: applyNotificationChange,
    // The unread count is a second request: a change shows at once, then the figures are re-read.
    refetchOnChange: true,
  });
}
