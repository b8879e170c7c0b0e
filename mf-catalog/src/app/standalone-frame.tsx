import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { ToastOutlet } from '@utsav/shared/ui/toast-outlet';

/** Standalone only: a minimal header in place of the shell's. */
export function StandaloneFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('catalog');
  return (
    <>
      <header className="catalog-standalone-header">
        <span className="catalog-standalone-header__brand">{t('standalone.heading')}</span>
        <nav aria-label={t('standalone.nav')}>
          <NavLink to="/services">{t('nav.services')}</NavLink>
          <NavLink to="/bundles">{t('nav.bundles')}</NavLink>
          <NavLink to="/search">{t('nav.search')}</NavLink>
        </nav>
      </header>
      <main id="main">{children}</main>
      <ToastOutlet />
    </>
  );
}
