import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router-dom';
import { i18n } from '@utsav/shared/i18n/i18n';
import { patchRemoteRoutes } from '../lib/federation/remote-routes';
import { ErrorScreen } from './error-screen';
import { appRoutes } from './app-routes';

/** The browser's router: the shell's routes now, each remote's routes when first visited. */
export const createAppRouter = () => createBrowserRouter(appRoutes(), { patchRoutesOnNavigation: patchRemoteRoutes });

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The whole shell. In the browser it follows the address bar; at build time
 * (`prerenderAt`) it renders one path, with exactly the same tree, so the browser can
 * hydrate the static HTML instead of replacing it.
 */
export function App({ router, prerenderAt }: { router?: AppRouter; prerenderAt?: string }) {
  const active = router ?? createMemoryRouter(appRoutes(), { initialEntries: [prerenderAt ?? '/'] });
  return (
    <ErrorScreen>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={active} />
      </I18nextProvider>
    </ErrorScreen>
  );
}
