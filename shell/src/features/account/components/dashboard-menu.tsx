import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '../../../lib/federation/prefetch-link';
import type { AccountLink } from '../utils/account-links';

/** The Dashboard dropdown: Admin Dashboard for admins; Provider Dashboard and Add New Service for approved providers. */
export function DashboardMenu({ links }: { links: AccountLink[] }) {
  const { t } = useTranslation('account');
  return (
    // Rendered in place (no portal): the menu stays inside the header's landmark.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="button account-menu__trigger">
        {t('nav.dashboard')}
        <svg aria-hidden="true" focusable="false" width="12" height="12" viewBox="0 0 12 12" className="account-menu__chevron">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content className="account-menu" align="end" sideOffset={6}>
        {links.map((link) => (
          <DropdownMenu.Item key={link.to} asChild className="account-menu__item">
            <PrefetchLink to={link.to}>{t(link.labelKey)}</PrefetchLink>
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
