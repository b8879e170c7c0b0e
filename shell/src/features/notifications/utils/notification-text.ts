import type { AppNotification } from '../api/notification';

type Translate = (key: string, values?: Record<string, string>) => string;

/** A value the database sent as an ISO day (a booking's event date, 0034), worded in the reader's language. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The words of a notification in the reader's language: its template (0030) translated with its
 * values, or the text as written when it has none (an admin's announcement) or the template is one
 * this build does not know yet (written by a newer database). A reason an admin typed is quoted.
 */
export function notificationText(
  notification: Pick<AppNotification, 'title' | 'message' | 'template' | 'params'>,
  t: Translate,
  exists: (key: string) => boolean,
  formatDay: (isoDay: string) => string = (isoDay) => isoDay,
): { title: string; message: string } {
  const key = notification.template ? `notifications.templates.${notification.template}` : null;
  if (!key || !exists(`${key}.title`) || !exists(`${key}.message`)) {
    return { title: notification.title, message: notification.message };
  }
  const values = Object.fromEntries(
    Object.entries(notification.params).flatMap(([name, value]) =>
      typeof value === 'string' && ISO_DAY.test(value) ? [[name, formatDay(value)]]
        : typeof value === 'string' || typeof value === 'number' ? [[name, String(value)]] : [],
    ),
  );
  const reason = values.reason ? ` ${t('notifications.templates.reason', { reason: values.reason })}` : '';
  return { title: t(`${key}.title`, values), message: `${t(`${key}.message`, values)}${reason}` };
}
