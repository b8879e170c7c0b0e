import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSignOut } from '../hooks/use-sign-out';

interface UserMenuProps {
  userId: string;
  email: string;
  name: string;
  /** Undefined while the user's type is being read. */
  profileTo: string | undefined;
}

function initials(name: string, email: string): string {
  const source = name || email;
  const parts = source.split(/[\s@._-]+/).filter(Boolean);
  return (parts.length > 1 ? `${parts[0]![0]}${parts[1]![0]}` : source.slice(0, 2)).toUpperCase();
}

/** The avatar button: who is signed in, My Profile and Sign Out. */
export function UserMenu({ email, name, profileTo }: UserMenuProps) {
  const { t } = useTranslation('account');
  const signOut = useSignOut();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="account-avatar" aria-label={t('nav.accountMenu')}>
        <span aria-hidden="true">{initials(name, email)}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="account-menu" align="end" sideOffset={6}>
          <DropdownMenu.Label className="account-menu__label">
            {name ? <span className="account-menu__name">{name}</span> : null}
            <span className="account-menu__email">{email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="account-menu__separator" />
          <DropdownMenu.Item asChild className="account-menu__item" disabled={!profileTo}>
            <Link to={profileTo ?? '/profile'}>{t('nav.myProfile')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className="account-menu__item"
            disabled={signOut.isPending}
            onSelect={() => signOut.mutate()}
          >
            {t('nav.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
