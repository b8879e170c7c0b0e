import { lazy, Suspense, useContext, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router-dom';
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
      {open && <CloseOnNavigation close={() => setOpen(false)} />}
      {loaded && (
        <Suspense fallback={null}>
          <MobileSheet open={open} onOpenChange={setOpen} returnFocusTo={() => button.current} />
        </Suspense>
      )}
    </>
  );
}

/**
 * Navigating anywhere (a link, Back, the browser's buttons) closes the open sheet. Only the open
 * sheet follows the location: the button itself read it, and rendered twice on every navigation
 * of every page (issue 27: a warm navigation under 10 ms). Closed in a layout effect, before the
 * new page's first frame is painted.
 *
 * The sheet belongs to the address it was opened at, which is the router's, not the page on
 * screen: a navigation renders as a transition, so for a moment the address says /about while
 * React still shows the page before it, and a tap on Menu then renders against that page. The
 * page arriving afterwards is not a navigation away from the sheet.
 */
function CloseOnNavigation({ close }: { close: () => void }) {
  const { pathname } = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const [openedAt] = useState(() => router?.state.location.pathname ?? pathname);
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname === shown.current) return;
    shown.current = pathname;
    if (pathname !== openedAt) close();
  }, [pathname, openedAt, close]);
  return null;
}
