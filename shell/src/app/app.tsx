import { useEffect, useLayoutEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { i18n } from '@utsav/shared/i18n/i18n';
import { savedLanguage } from '@utsav/shared/i18n/language-detection';
import { onLanguageAddressChange, startLanguageUrls } from '@utsav/shared/i18n/language-path';
import { markRootCommitted, replayEarlyEvents } from '../lib/early-events';
import { patchPrefetchedRemotesInto, patchRemoteRoutes } from '../lib/federation/remote-routes';
import { ErrorScreen } from './error-screen';
import { languageAddressRouter } from './language-address-router';
import { appRoutes } from './app-routes';

/**
 * The browser's router: the shell's routes now, each remote's routes when first visited;
 * `remoteRoutes` are a remote loaded before the first render (the page server rendered its page).
 */
export const createAppRouter = (remoteRoutes: RouteObject[] = []) =>
  // basename: a language address's prefix (`/hi`), so every link stays in the page's language; a
  // bare address moves to the visitor's saved language's first.
  createBrowserRouter(appRoutes(remoteRoutes), { basename: startLanguageUrls(savedLanguage()), patchRoutesOnNavigation: patchRemoteRoutes });

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The whole shell. In the browser its router follows the address bar; on the page server
 * (shell/server/render-page.tsx) a memory router renders one address with exactly the same
 * tree, so the browser can hydrate the HTML instead of replacing it.
 */
export function App({ router: initial }: { router: AppRouter }) {
  // One stand-in per router given (the server renders with a memory router, which never moves).
  const [{ router, moveTo }] = useState(() => {
    if (typeof window === 'undefined') return { router: initial, moveTo: () => undefined };
    const browser = languageAddressRouter(initial);
    patchPrefetchedRemotesInto(browser.router);
    return browser;
  });
  // The language switcher moves this router to the chosen language's address, with no reload. A
  // layout effect: a choice made before hydration is replayed in EarlyEventsReplay's effect, which
  // as a child's runs before this component's effects would (the page reloaded instead).
  useLayoutEffect(() => onLanguageAddressChange(moveTo), [moveTo]);
  return (
    <ErrorScreen>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
        <EarlyEventsReplay />
      </I18nextProvider>
    </ErrorScreen>
  );
}

/**
 * Its layout effect runs in the commit that hydrates the page, when React's handlers are wired up;
 * its effect after the router's: taps held since the server's page was painted are replayed.
 */
function EarlyEventsReplay() {
  useLayoutEffect(() => markRootCommitted(), []);
  useEffect(() => replayEarlyEvents(), []);
  return null;
}
