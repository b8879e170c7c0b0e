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
  /** The template the app words in the reader's language, with its values (0030); null for text as written. */
  template: string | null;
  params: Record<string, unknown>;
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
    template: row.template ?? null,
    params: row.params && typeof row.params === 'object' && !Array.isArray(row.params) ? (row.params as Record<string, unknown>) : {},
  };
}

/** The bell's five and unread count. Also the prefix of every notifications query of the user, so one invalidation refreshes them all. */
export const notificationsQueryKey = (userId: string) => ['notifications', userId] as const;

/** The notifications page's pages. */
export const notificationPagesQueryKey = (userId: string) => ['notifications', userId, 'pages'] as const;
