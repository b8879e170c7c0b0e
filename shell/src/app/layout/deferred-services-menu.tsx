import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '../../lib/federation/prefetch-link';
import { prefetchRemote } from '../../lib/federation/prefetch-remote';
import { PLAIN_ITEMS } from './main-nav-items';

/** Resolves once the shell's first render is on screen (root-layout.tsx's mark). */
function afterFirstRender(): Promise<void> {
  return new Promise((resolve) => {
    if (performance.getEntriesByName('utsav:first-render').length) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('utsav:first-render').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'mark', buffered: true });
  });
}

/**
 * The Services dropdown's code (Radix Navigation Menu, ~13 KB gzipped) is not part of the first
 * render: it is fetched once that render is done (issue 27: `/` under 150 KB of render-critical JS).
 * A page the server rendered keeps the menu's markup meanwhile (React leaves a suspended boundary's
 * server HTML in place and hydrates it when the code comes; its links are plain links until then).
 * The server renders the real menu at once.
 */
const ServicesMenu = lazy(() =>
  (typeof window === 'undefined' ? Promise.resolve() : afterFirstRender())
    .then(() => import(/* webpackChunkName: "services-menu" */ './services-menu'))
    .then(({ ServicesMenu }) => ({ default: ServicesMenu }))
    // Offline when it was needed: the plain links stay, the dropdown's categories are in the menu sheet.
    .catch(() => ({ default: PlainMenu })),
);

export function DeferredServicesMenu() {
  return (
    <Suspense fallback={<PlainMenu />}>
      <ServicesMenu />
    </Suspense>
  );
}

/**
 * The menu as it looks closed, without its dropdown: what a page rendered in the browser shows for
 * the moment before the menu's code arrives (the same boxes, so nothing moves when it does).
 */
function PlainMenu() {
  const { t } = useTranslation('shell');
  return (
    <nav className="main-nav" aria-label={t('nav.main')}>
      <div style={{ position: 'relative' }}>
        <ul className="main-nav__list" data-fold-zone="">
          <li className="main-nav__item--panel">
            <button type="button" className="main-nav__trigger" aria-expanded={false} onPointerEnter={() => prefetchRemote('catalog')}>
              {t('nav.services')}
              <svg className="main-nav__caret" aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" focusable="false">
                <path d="M2.5 4.5L6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            </button>
          </li>
          {PLAIN_ITEMS.map((item) => (
            <li key={item.to}>
              <PrefetchLink to={item.to} className="main-nav__link">
                {t(item.key)}
              </PrefetchLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
