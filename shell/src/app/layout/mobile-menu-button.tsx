import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { preloadAccountItems } from './account-nav';

// Radix Dialog and the sheet's markup are only fetched when someone opens the menu; the
// signed-in account items come with them (usually already loaded by the top bar): the sheet
// waits for both, so it never opens with its account items still missing.
const loadSheet = () => Promise.all([import('./mobile-sheet'), preloadAccountItems().catch(() => undefined)]).then(([sheet]) => sheet);
const MobileSheet = lazy(loadSheet);

/** The small-screen menu button; the sheet it opens closes itself on navigation. */
export function MobileMenuButton() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);

  // Navigating anywhere (a link, Back, the browser's buttons) closes the sheet.
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    if (open) setOpen(false);
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className="menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span>{t('nav.menu')}</span>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileSheet open={open} onOpenChange={setOpen} returnFocusTo={() => button.current} />
        </Suspense>
      )}
    </>
  );
}
