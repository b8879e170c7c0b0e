import type { Tables } from '@utsav/shared/supabase/db';

/** A row of public.notifications as the bell shows it. */
export interface AppNotification {
  id: string;
  userId: string;
  title: string;
  message: string;
  type: string;
  read: boolean;
  link: string | null;
  createdAt: string;
}

export type NotificationRow = Tables<'notifications'>;

export function fromRow(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    message: row.message,
    type: row.type,
    read: row.read,
    link: row.link ?? null,
    createdAt: row.created_at,
  };
}

/** The bell's five and unread count. Also the prefix of every notifications query of the user, so one invalidation refreshes them all. */
export const notificationsQueryKey = (userId: string) => ['notifications', userId] as const;

/** The notifications page's pages. */
export const notificationPagesQueryKey = (userId: string) => ['notifications', userId, 'pages'] as const;
