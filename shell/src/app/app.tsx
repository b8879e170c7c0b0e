import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { i18n } from '@utsav/shared/i18n/i18n';
import { ErrorScreen } from './error-screen';
import { AppRoutes } from './app-routes';

/**
 * The whole shell. In the browser it follows the address bar; at build time
 * (`prerenderAt`) it renders one path, with exactly the same tree, so the browser can
 * hydrate the static HTML instead of replacing it.
 */
export function App({ prerenderAt }: { prerenderAt?: string }) {
  const routes: ReactNode = <AppRoutes />;
  return (
    <ErrorScreen>
      <I18nextProvider i18n={i18n}>
        {prerenderAt ? <MemoryRouter initialEntries={[prerenderAt]}>{routes}</MemoryRouter> : <BrowserRouter>{routes}</BrowserRouter>}
      </I18nextProvider>
    </ErrorScreen>
  );
}
