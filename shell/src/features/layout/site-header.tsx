import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PrefetchLink } from '../federation/prefetch-link';
import { LanguageSwitcher } from '../language/language-switcher';

const NAV_ITEMS = [
  { to: '/about', key: 'nav.about' },
  { to: '/services', key: 'nav.services' },
  { to: '/blog', key: 'nav.blog' },
  { to: '/contact', key: 'nav.contact' },
  { to: '/track-booking', key: 'nav.trackBooking' },
] as const;

/** A plain header for now; the full top bar (dropdowns, account menu) replaces it later. */
export function SiteHeader() {
  const { t } = useTranslation('shell');
  return (
    <header className="site-header">
      <div className="site-header__inner">
        {/* The accessible name starts with the visible brand (WCAG 2.5.3), in every language. */}
        <Link to="/" className="site-header__logo">
          <span aria-hidden="true" className="site-header__mark">
            ✺
          </span>
          Utsav<span className="visually-hidden">, {t('nav.home')}</span>
        </Link>
        <nav aria-label={t('nav.main')} className="site-header__nav">
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <PrefetchLink to={item.to}>{t(item.key)}</PrefetchLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <LanguageSwitcher id="header-language" />
          <Link className="button" to="/auth/login">
            {t('nav.signIn')}
          </Link>
          <Link className="button button--primary" to="/register">
            {t('nav.joinUs')}
          </Link>
        </div>
      </div>
    </header>
  );
}
