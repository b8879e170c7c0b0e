import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@utsav/shared/i18n/format';
import { toLanguage } from '@utsav/shared/i18n/languages';
import type { AppNotification } from '../api/notification';
import { notificationText } from '../utils/notification-text';

/** Words notifications in the current language; re-renders its users when the language changes. */
export function useNotificationText() {
  const { t, i18n } = useTranslation('account');
  return useCallback(
    (notification: AppNotification) =>
      notificationText(notification, (key, values) => t(key, values ?? {}), (key) => i18n.exists(key, { ns: 'account' }),
        (isoDay) => formatDate(isoDay, toLanguage(i18n.language))),
    [t, i18n],
  );
}
