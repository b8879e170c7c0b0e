import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ToastOutlet } from '@utsav/shared/ui/toast-outlet';
import { BackBar } from './back-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  const { t } = useTranslation('shell');
  // The moment the first view is on screen and interactive; `pnpm size` splits the JS it
  // counts into what came before this mark (render-critical) and what was deferred after it.
  useEffect(() => {
    performance.mark('utsav:first-render');
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <BackBar />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ToastOutlet />
    </>
  );
}
