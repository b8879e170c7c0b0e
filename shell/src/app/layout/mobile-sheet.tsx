import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { paths } from '@utsav/shared/paths';
import { AccountSheetItems } from './account-nav';
import { categoryNameKey, SERVICE_CATEGORIES } from '@utsav/shared/domain/categories';
import { PrefetchLink } from '../../lib/federation/prefetch-link';
import { LanguageSwitcher } from '@utsav/shared/ui/language-switcher';

interface MobileSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the sheet closes (the menu button, which lives outside this lazy chunk). */
  returnFocusTo: () => HTMLElement | null;
}

/** The small-screen menu: a side sheet (Radix Dialog), loaded on the first tap of the menu button. */
export default function MobileSheet({ open, onOpenChange, returnFocusTo }: MobileSheetProps) {
  const { t } = useTranslation('shell');
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="sheet__overlay" />
        <Dialog.Content
          className="sheet"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo()?.focus();
          }}
        >
          <div className="sheet__head">
            <Dialog.Title className="sheet__title">{t('nav.menu')}</Dialog.Title>
            <Dialog.Close className="sheet__close" aria-label={t('nav.closeMenu')}>
              <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          {/* First thing in the sheet: a phone has no room for it in the header row. */}
          <div className="sheet__language">
            <LanguageSwitcher id="sheet-language" labelled />
          </div>
          <nav aria-label={t('nav.main')}>
            <ul className="sheet__list">
              <li>
                <PrefetchLink to={paths.home()} end onClick={close}>
                  {t('nav.home')}
                </PrefetchLink>
              </li>
              <li>
                <PrefetchLink to={paths.booking.track()} onClick={close}>
                  {t('nav.trackBooking')}
                </PrefetchLink>
              </li>
              <li>
                <PrefetchLink to={paths.about()} onClick={close}>
                  {t('nav.aboutUs')}
                </PrefetchLink>
              </li>
              <li>
                <PrefetchLink to={paths.catalog.services()} end onClick={close}>
                  {t('nav.services')}
                </PrefetchLink>
                <ul className="sheet__sublist" aria-label={t('nav.services')}>
                  {SERVICE_CATEGORIES.map((category) => (
                    <li key={category.slug}>
                      <PrefetchLink to={paths.catalog.category({ category: category.slug })} onClick={close}>
                        {t(categoryNameKey(category.key))}
                      </PrefetchLink>
                    </li>
                  ))}
                  <li>
                    <PrefetchLink to={paths.catalog.bundles()} onClick={close}>
                      {t('nav.bundles')}
                    </PrefetchLink>
                  </li>
                </ul>
              </li>
              <li>
                <PrefetchLink to={paths.blog.index()} onClick={close}>
                  {t('nav.blog')}
                </PrefetchLink>
              </li>
              <li>
                <PrefetchLink to={paths.contact()} onClick={close}>
                  {t('nav.contact')}
                </PrefetchLink>
              </li>
            </ul>
            <ul className="sheet__list sheet__list--account">
              <AccountSheetItems onNavigate={close} />
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
