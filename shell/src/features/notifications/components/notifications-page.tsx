import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNotificationText } from '../hooks/use-notification-text';
import { Link } from 'react-router-dom';
import { useSessionStore } from '@utsav/shared/auth/session-store';
import { currentLanguage } from '@utsav/shared/i18n/i18n';
import { QueryProvider } from '@utsav/shared/query/query-provider';
import { FormError } from '@utsav/shared/ui/form-field';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
import { notificationPagesQueryKey, type AppNotification } from '../api/notification';
import { useMarkAllNotificationsRead } from '../hooks/use-mark-all-notifications-read';
import { useMarkNotificationRead } from '../hooks/use-mark-notification-read';
import { useNotificationPages } from '../hooks/use-notification-pages';
import { useNotifications } from '../hooks/use-notifications';
import { notificationTarget } from '../utils/notification-state';
import { timeAgo } from '../utils/time-ago';
import '../notifications.css';

/** /notifications (behind RequireAuth): every notification, newest first, a page at a time; Mark all read. */
export default function NotificationsPage() {
  const session = useSessionStore((state) => state.session);
  if (!session) return <PageSkeleton />;
  return (
    <QueryProvider>
      <Notifications userId={session.user.id} />
    </QueryProvider>
  );
}

function Notifications({ userId }: { userId: string }) {
  const { t } = useTranslation('account');
  const pages = useNotificationPages(userId);
  // The bell's query holds the unread count of all of them (the pages only know what they show).
  const unread = useNotifications(userId).data?.unread ?? 0;
  const markAll = useMarkAllNotificationsRead(userId);
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="page notifications-page">
      <header className="notifications-page__head">
        <h1>{t('notifications.title')}</h1>
        <p className="notifications-page__count" aria-live="polite">
          {unread > 0 ? t('notifications.unreadCount', { count: unread }) : t('notifications.allRead')}
        </p>
        <button
          type="button"
          className="button"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('notifications.markAllRead')}
        </button>
      </header>
      {pages.isPending ? (
        <p className="notifications-page__status">{t('notifications.loading')}</p>
      ) : pages.isError && items.length === 0 ? (
        <FormError>{t('notifications.fetchFailed')}</FormError>
      ) : items.length === 0 ? (
        <p className="notifications-page__status">{t('notifications.empty')}</p>
      ) : (
        <ul className="notifications-page__list">
          {items.map((notification) => (
            <NotificationRow key={notification.id} userId={userId} notification={notification} />
          ))}
        </ul>
      )}
      {pages.hasNextPage ? (
        <button type="button" className="button notifications-page__more" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {pages.isFetchingNextPage ? t('notifications.loading') : t('notifications.showMore')}
        </button>
      ) : null}
    </div>
  );
}

/** One notification: a link to what it is about when it has one; opening it marks it read. */
function NotificationRow({ userId, notification }: { userId: string; notification: AppNotification }) {
  const { t } = useTranslation('account');
  const wordsOf = useNotificationText();
  const queryClient = useQueryClient();
  const markRead = useMarkNotificationRead(userId);
  const target = notificationTarget(notification);
  const open = () => {
    if (notification.read) return;
    markRead.mutate(notification.id, {
      onSettled: () => queryClient.invalidateQueries({ queryKey: notificationPagesQueryKey(userId) }),
    });
  };
  const body = (
    <>
      <span className="notification-item__title">
        {notification.read ? null : <span className="visually-hidden">{t('notifications.unread')}: </span>}
        {wordsOf(notification).title}
      </span>
      <span className="notification-item__message">{wordsOf(notification).message}</span>
      <time className="notification-item__time" dateTime={notification.createdAt}>
        {timeAgo(notification.createdAt, currentLanguage())}
      </time>
    </>
  );
  const className = `notification-item notifications-page__item${notification.read ? '' : ' notification-item--unread'}`;
  return (
    <li data-testid="notification-row" data-read={notification.read}>
      {target ? (
        <Link className={className} to={target} onClick={open}>
          {body}
        </Link>
      ) : (
        <button type="button" className={className} onClick={open}>
          {body}
        </button>
      )}
    </li>
  );
}
