import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { NOTIFICATION_LIMIT, type NotificationsState } from '../utils/notification-state';
import { fromRow } from './notification';
import { toAppError } from '@utsav/shared/supabase/app-error';

/**
 * Five of the user's notifications (spec §7), unread first and then the newest (issue 13: what
 * still needs the user comes before what they have seen), and how many are unread in all,
 * so the badge is right even when more than five wait (a head request: no rows travel).
 * The query policy (two retries) decides on retries; PostgREST's own would multiply them.
 */
export async function fetchNotifications(userId: string): Promise<NotificationsState> {
  const supabase = getSupabase();
  const [list, unread] = await Promise.all([
    supabase
      .from('notifications')
      .select('*')
      .eq('user_id', userId)
      .order('read', { ascending: true })
      .order('created_at', { ascending: false })
      .limit(NOTIFICATION_LIMIT)
      .retry(false),
    supabase
      .from('notifications')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', userId)
      .eq('read', false)
      .retry(false),
  ]);
  if (list.error) throw toAppError(list.error);
  if (unread.error) throw toAppError(unread.error);
  const items = list.data.map(fromRow);
  return { items, unread: unread.count ?? items.filter((item) => !item.read).length };
}
