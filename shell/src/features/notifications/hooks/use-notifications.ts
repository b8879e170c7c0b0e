import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@utsav/shared/toast/toast-store';
import { fetchNotifications } from '../api/fetch-notifications';
import { notificationsQueryKey } from '../api/notification';

// Two bells can be mounted (top bar and mobile sheet); one failure is one toast.
let lastToastedFailure = 0;

/** The bell's list and unread count, with the spec's toast when they cannot be fetched. */
export function useNotifications(userId: string) {
  const { t } = useTranslation('account');
  const query = useQuery({ queryKey: notificationsQueryKey(userId), queryFn: () => fetchNotifications(userId) });
  const { isError, errorUpdatedAt } = query;

  useEffect(() => {
    if (!isError || errorUpdatedAt === lastToastedFailure) return;
    lastToastedFailure = errorUpdatedAt;
    toast({ title: t('notifications.fetchFailed'), variant: 'destructive' });
  }, [isError, errorUpdatedAt, t]);

  return query;
}
