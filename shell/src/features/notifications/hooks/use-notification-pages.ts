import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchNotificationPage } from '../api/fetch-notification-page';
import { notificationPagesQueryKey } from '../api/notification';

/**
 * Every notification of the user for the notifications page, a page at a time. The bell's live
 * feed invalidates the user's notification queries by prefix, so an arrival shows here too.
 */
export function useNotificationPages(userId: string) {
  return useInfiniteQuery({
    queryKey: notificationPagesQueryKey(userId),
    queryFn: ({ pageParam }) => fetchNotificationPage(userId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next,
  });
}
