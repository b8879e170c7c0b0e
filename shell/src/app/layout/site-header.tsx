import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@utsav/shared/paths';
import { AccountNav } from './account-nav';
import { LanguageSwitcher } from '../../components/language-switcher';
import { MobileMenuButton } from './mobile-menu-button';
import { ServicesMenu } from './services-menu';

/**
 * The top bar. Wide screens: logo, main navigation with the Services dropdown, language and
 * the account area. Small screens: logo and a menu button that opens the side sheet.
 */
export function SiteHeader() {
  const { t } = useTranslation('shell');
  return (
    <header className="site-header">
      <div className="site-header__inner">
        {/* The accessible name starts with the visible brand (WCAG 2.5.3), in every language. */}
        <Link to={paths.home()} className="site-header__logo">
          <svg className="site-header__mark" aria-hidden="true" width="30" height="30" viewBox="0 0 32 32" focusable="false">
            <circle cx="16" cy="16" r="6" fill="#c8321f" />
            <g fill="#f4a300">
              <circle cx="16" cy="4.5" r="3.5" />
              <circle cx="16" cy="27.5" r="3.5" />
              <circle cx="4.5" cy="16" r="3.5" />
              <circle cx="27.5" cy="16" r="3.5" />
              <circle cx="7.9" cy="7.9" r="3" />
              <circle cx="24.1" cy="24.1" r="3" />
              <circle cx="7.9" cy="24.1" r="3" />
              <circle cx="24.1" cy="7.9" r="3" />
            </g>
          </svg>
          Utsav<span className="visually-hidden">, {t('nav.home')}</span>
        </Link>
        <div className="site-header__desktop">
          <ServicesMenu />
        </div>
        <div className="site-header__actions">
          <div className="site-header__desktop">
            <LanguageSwitcher id="header-language" />
          </div>
          {/* The account area: sign-in links, or the signed-in user's menus (accounts feature). */}
          <div className="site-header__account">
            <AccountNav />
          </div>
          <div className="site-header__mobile">
            <MobileMenuButton />
          </div>
        </div>
      </div>
    </header>
  );
}
