import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@utsav/shared/paths';
import { QuietLink } from '../../lib/navigation/quiet-link';
import { AccountEntry, AccountExtras } from './account-nav';
import { LanguageSwitcher } from '@utsav/shared/ui/language-switcher';
import { MobileMenuButton } from './mobile-menu-button';
import { DeferredServicesMenu } from './deferred-services-menu';
import { useHeaderFold } from './use-header-fold';

/**
 * The top bar, laid out by what fits rather than by a breakpoint: the logo, the account entry
 * (Sign In or the avatar) and Menu always; between them two folding zones, the main navigation
 * and the account's extras with the language, which keep as many items as fit in this language,
 * role and width. The menu sheet has everything. See use-header-fold.ts and shell.css.
 */
// Memoised: the root layout re-renders on every navigation (its outlet changes), and this has no props.
export const SiteHeader = memo(function SiteHeader() {
  const { t } = useTranslation('shell');
  const inner = useRef<HTMLDivElement>(null);
  useHeaderFold(inner);
  return (
    <header className="site-header">
      <div className="site-header__inner" ref={inner}>
        {/* The accessible name starts with the visible brand (WCAG 2.5.3), in every language. */}
        <QuietLink to={paths.home()} className="site-header__logo">
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
        </QuietLink>
        <DeferredServicesMenu />
        {/* The account area: its extras fold (right to left, the first kept longest), the entry never. */}
        <div className="site-header__account">
          <div className="site-header__extras" data-fold-zone="">
            <AccountExtras />
            <LanguageSwitcher id="header-language" />
          </div>
          <AccountEntry />
        </div>
        <MobileMenuButton />
      </div>
    </header>
  );
});
