import type { AppNotification } from '../api/notification';

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * The words of a notification in the reader's language: its template (0030) translated with its
 * values, or the text as written when it has none (an admin's announcement) or the template is one
 * this build does not know yet (written by a newer database). A reason an admin typed is quoted.
 */
export function notificationText(
  notification: Pick<AppNotification, 'title' | 'message' | 'template' | 'params'>,
  t: Translate,
  exists: (key: string) => boolean,
): { title: string; message: string } {
  const key = notification.template ? `notifications.templates.${notification.template}` : null;
  if (!key || !exists(`${key}.title`) || !exists(`${key}.message`)) {
    return { title: notification.title, message: notification.message };
  }
  const values = Object.fromEntries(
    Object.entries(notification.params).flatMap(([name, value]) =>
      typeof value === 'string' || typeof value === 'number' ? [[name, String(value)]] : [],
    ),
  );
  const reason = values.reason ? ` ${t('notifications.templates.reason', { reason: values.reason })}` : '';
  return { title: t(`${key}.title`, values), message: `${t(`${key}.message`, values)}${reason}` };
}
