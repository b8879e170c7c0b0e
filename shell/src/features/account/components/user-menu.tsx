import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@utsav/shared/paths';
import { useSignOut } from '../hooks/use-sign-out';

interface UserMenuProps {
  email: string;
  name: string;
  /** Undefined while the user's type is being read. */
  profileTo: string | undefined;
  /** The unread notifications: below 1024 px, where the bell is folded into this button, its badge shows here. */
  unread: number;
}

/** The avatar button: who is signed in, Notifications, My Profile and Sign Out; on every width. */
export function UserMenu({ email, name, profileTo, unread }: UserMenuProps) {
  const { t } = useTranslation('account');
  const signOut = useSignOut();
  return (
    // Rendered in place (no portal): the menu stays inside the header's landmark.
    <DropdownMenu.Root modal={false}>
      {/* An icon rather than initials: visible text missing from the name would break WCAG 2.5.3. */}
      <DropdownMenu.Trigger
        className="account-avatar"
        aria-label={unread > 0 ? t('nav.accountMenuUnread', { count: unread }) : t('nav.accountMenu')}
      >
        <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24">
          <circle cx="12" cy="8" r="4" fill="currentColor" />
          <path d="M4 20c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5" fill="currentColor" />
        </svg>
        {unread > 0 ? (
          <span className="account-bell__badge account-avatar__badge" aria-hidden="true" data-testid="account-unread-count">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Content className="account-menu" align="end" sideOffset={6}>
        <DropdownMenu.Label className="account-menu__label">
          {name ? (
            <span className="account-menu__name" data-testid="account-menu-name">
              {name}
            </span>
          ) : null}
          <span className="account-menu__email">{email}</span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="account-menu__separator" />
        <DropdownMenu.Item asChild className="account-menu__item">
          <Link to={paths.notifications()}>
            {t('notifications.title')}
            {unread > 0 ? <span className="account-menu__count"> ({t('notifications.unreadCount', { count: unread })})</span> : null}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className="account-menu__item" disabled={!profileTo}>
          <Link to={profileTo ?? paths.profile()}>{t('nav.myProfile')}</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item
          className="account-menu__item"
          disabled={signOut.isPending}
          onSelect={() => signOut.mutate()}
        >
          {t('nav.signOut')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
