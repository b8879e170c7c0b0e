import { Suspense, useEffect, useRef } from 'react';
import { useOutlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
import { ToastOutlet } from '@utsav/shared/ui/toast-outlet';
import { BackBar } from './back-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { usePageArrival } from '@utsav/shared/ui/use-page-arrival';
import { CurrentLocationProvider } from '../../lib/navigation/current-location';

export function RootLayout() {
  const { t } = useTranslation('shell');
  // Nothing below the root yet (the router still asking which remote serves a deep link):
  // the header and footer are already up, with a skeleton where the page will be.
  const outlet = useOutlet();
  const main = useRef<HTMLElement>(null);
  usePageArrival(main);
  // The moment the first view is on screen and interactive; `pnpm size` splits the JS it
  // counts into what came before this mark (render-critical) and what was deferred after it.
  useEffect(() => {
    performance.mark('utsav:first-render');
  }, []);
  // The header's and footer's links follow the location through its store (quiet-link.tsx).
  return (
    <CurrentLocationProvider>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <BackBar />
      <main ref={main} id="main" className="site-main" tabIndex={-1}>
        {outlet ?? <PageSkeleton />}
      </main>
      {/* Hydrated after the page (a server-rendered Suspense boundary is hydrated on its own, at low
          priority): below the fold, it need not lengthen the first hydration. Nothing in it suspends. */}
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <ToastOutlet />
    </CurrentLocationProvider>
  );
}
