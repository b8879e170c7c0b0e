import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { useNotificationText } from '../hooks/use-notification-text';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@utsav/shared/paths';
import { currentLanguage } from '@utsav/shared/i18n/i18n';
import type { AppNotification } from '../api/notification';
import { useMarkNotificationRead } from '../hooks/use-mark-notification-read';
import { useNotificationFeed } from '../hooks/use-notification-feed';
import { useNotifications } from '../hooks/use-notifications';
import { notificationTarget } from '../utils/notification-state';
import { timeAgo } from '../utils/time-ago';
import '../notifications.css';

interface NotificationBellProps {
  userId: string;
  /** Called before leaving for a notification's page (the mobile sheet closes). */
  onNavigate?: () => void;
  /** The mobile sheet shows the word beside the icon. */
  showLabel?: boolean;
}

/** The bell: five (unread first), the unread count, live arrivals; a click marks one read; the last item opens the page with all of them. */
export function NotificationBell({ userId, onNavigate, showLabel = false }: NotificationBellProps) {
  const { t } = useTranslation('account');
  const wordsOf = useNotificationText();
  const navigate = useNavigate();
  const { data, isPending, isError } = useNotifications(userId);
  useNotificationFeed(userId);
  const markRead = useMarkNotificationRead(userId);
  const unread = data?.unread ?? 0;

  const open = (notification: AppNotification) => {
    if (!notification.read) markRead.mutate(notification.id);
    const target = notificationTarget(notification);
    if (target) {
      onNavigate?.();
      navigate(target);
    }
  };

  return (
    // Rendered in place (no portal): the menu stays inside the header's landmark.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={`account-bell${showLabel ? ' account-bell--labelled' : ''}`} aria-label={t('notifications.bellLabel', { count: unread })}>
        <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24">
          <path
            d="M12 3a6 6 0 0 0-6 6v3.6L4.3 15.5A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.5L18 12.6V9a6 6 0 0 0-6-6zm0 18a2.5 2.5 0 0 0 2.4-2h-4.8A2.5 2.5 0 0 0 12 21z"
            fill="currentColor"
          />
        </svg>
        {showLabel ? <span aria-hidden="true">{t('notifications.title')}</span> : null}
        {unread > 0 ? (
          <span className="account-bell__badge" aria-hidden="true" data-testid="notification-count">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Content className="account-menu notification-menu" align="end" sideOffset={6}>
        <DropdownMenu.Label className="notification-menu__head">
          <span>{t('notifications.title')}</span>
          {unread > 0 ? <span className="notification-menu__count">{t('notifications.unreadCount', { count: unread })}</span> : null}
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="account-menu__separator" />
        {isPending ? (
          <p className="notification-menu__empty">{t('notifications.loading')}</p>
        ) : isError && !data ? (
          <p className="notification-menu__empty">{t('notifications.fetchFailed')}</p>
        ) : !data || data.items.length === 0 ? (
          <p className="notification-menu__empty">{t('notifications.empty')}</p>
        ) : (
          data.items.map((notification) => (
            <DropdownMenu.Item
              key={notification.id}
              className={`notification-item${notification.read ? '' : ' notification-item--unread'}`}
              data-testid="notification-item"
              data-read={notification.read}
              onSelect={() => open(notification)}
            >
              <span className="notification-item__title">
                {notification.read ? null : <span className="visually-hidden">{t('notifications.unread')}: </span>}
                {wordsOf(notification).title}
              </span>
              <span className="notification-item__message">{wordsOf(notification).message}</span>
              <time className="notification-item__time" dateTime={notification.createdAt}>
                {timeAgo(notification.createdAt, currentLanguage())}
              </time>
            </DropdownMenu.Item>
          ))
        )}
        <DropdownMenu.Separator className="account-menu__separator" />
        <DropdownMenu.Item asChild className="notification-menu__all">
          <Link to={paths.notifications()} onClick={onNavigate}>
            {t('notifications.seeAll')}
          </Link>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
