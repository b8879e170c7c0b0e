import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppNotification } from '../api/notification';
import { notificationText } from '../utils/notification-text';

/** Words notifications in the current language; re-renders its users when the language changes. */
export function useNotificationText() {
  const { t, i18n } = useTranslation('account');
  return useCallback(
    (notification: AppNotification) =>
      notificationText(notification, (key, values) => t(key, values ?? {}), (key) => i18n.exists(key, { ns: 'account' })),
    [t, i18n],
  );
}
