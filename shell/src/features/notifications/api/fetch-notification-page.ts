import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { toAppError } from '@utsav/shared/supabase/app-error';
import { fromRow, type AppNotification } from './notification';

/** How many the notifications page shows at a time. */
export const NOTIFICATION_PAGE_SIZE = 20;

export interface NotificationPage {
  items: AppNotification[];
  /** The next page's number, or undefined when this one was the last. */
  next: number | undefined;
}

/**
 * One page of every notification of the user, newest first. One row more than a page is
 * asked for, so "Show more" appears only when there is more (no count request).
 */
export async function fetchNotificationPage(userId: string, page: number): Promise<NotificationPage> {
  const from = page * NOTIFICATION_PAGE_SIZE;
  const { data, error } = await getSupabase()
    .from('notifications')
    .select('*')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + NOTIFICATION_PAGE_SIZE)
    .retry(false);
  if (error) throw toAppError(error);
  const more = data.length > NOTIFICATION_PAGE_SIZE;
  return { items: data.slice(0, NOTIFICATION_PAGE_SIZE).map(fromRow), next: more ? page + 1 : undefined };
}
