import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { i18n } from '@utsav/shared/i18n/i18n';
import { ErrorScreen } from './error-screen';
import { AppRoutes } from './app-routes';

export function App() {
  return (
    <ErrorScreen>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </I18nextProvider>
    </ErrorScreen>
  );
}
