import { paths } from '@utsav/shared/paths';
import type { LiveChange } from '@utsav/shared/realtime/use-live-rows';
import { fromRow, type AppNotification, type NotificationRow } from '../api/notification';

/** The spec's list limit. */
export const NOTIFICATION_LIMIT = 5;

export interface NotificationsState {
  items: AppNotification[];
  unread: number;
}

/** A live insert goes to the top and raises the count by one (once, however often it arrives). */
export function addNotification(state: NotificationsState | undefined, notification: AppNotification): NotificationsState {
  const current = state ?? { items: [], unread: 0 };
  if (current.items.some((item) => item.id === notification.id)) return current;
  return {
    items: [notification, ...current.items].slice(0, NOTIFICATION_LIMIT),
    unread: current.unread + (notification.read ? 0 : 1),
  };
}

/** Marks one read; the count never drops below zero. */
export function markRead(state: NotificationsState | undefined, id: string): NotificationsState | undefined {
  if (!state) return state;
  const target = state.items.find((item) => item.id === id);
  if (!target || target.read) return state;
  return {
    items: state.items.map((item) => (item.id === id ? { ...item, read: true } : item)),
    unread: Math.max(0, state.unread - 1),
  };
}

/** Every one read ("Mark all read"); nothing changes when none was unread. */
export function markAllRead(state: NotificationsState | undefined): NotificationsState | undefined {
  if (!state || (state.unread === 0 && state.items.every((item) => item.read))) return state;
  return { items: state.items.map((item) => (item.read ? item : { ...item, read: true })), unread: 0 };
}

/** A live change of one of the user's notifications: a new one goes on top; one read elsewhere is read here. */
export function applyNotificationChange(state: NotificationsState | undefined, change: LiveChange<NotificationRow>): NotificationsState | undefined {
  if (change.type === 'INSERT') return addNotification(state, fromRow(change.row));
  if (change.type === 'UPDATE' && change.row.read) return markRead(state, change.row.id);
  return state;
}

/**
 * A new notification about the user's provider application (type 'provider': an admin approved,
 * rejected, asked for more, suspended or reinstated it; or a template of the provider.* family),
 * after which their type and status may differ.
 */
export function changesProviderStatus(change: LiveChange<NotificationRow>): boolean {
  return change.type === 'INSERT' && (change.row.type === 'provider' || (change.row.template ?? '').startsWith('provider.'));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The conversation a chat notification is about: its params' conversationId (message_sent, 75_messaging.sql), else its link's ?conversation=. */
function conversationOf(notification: Pick<AppNotification, 'link' | 'params'>): string | undefined {
  const fromParams = notification.params.conversationId;
  if (typeof fromParams === 'string' && UUID.test(fromParams)) return fromParams;
  const fromLink = notification.link ? new URL(notification.link, 'http://x').searchParams.get('conversation') : null;
  return fromLink && UUID.test(fromLink) ? fromLink : undefined;
}

/**
 * Where clicking a notification leads. Chat opens the conversation where its reader keeps their
 * messages: the dashboard when the database linked the provider there, else the profile (spec §4),
 * whatever else the link says, so a chat notification never leads outside those two pages.
 * Others follow their in-app link.
 */
export function notificationTarget(notification: Pick<AppNotification, 'type' | 'link' | 'params'>): string | undefined {
  if (notification.type === 'chat') {
    const conversation = conversationOf(notification);
    return notification.link?.split(/[?#]/)[0] === paths.provider.dashboard.pattern
      ? paths.provider.dashboard({ conversation })
      : paths.profile({ conversation });
  }
  return notification.link && notification.link.startsWith('/') && !notification.link.startsWith('//') ? notification.link : undefined;
}
