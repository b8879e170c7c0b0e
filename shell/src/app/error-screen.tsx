import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { retryFailedImports } from '@utsav/shared/federation/retryable-lazy';
import type { AppError } from '@utsav/shared/supabase/app-error';

interface State {
  error: Error | null;
}

/** The last line of defence: never a blank page, always a way back. */
export class ErrorScreen extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    console.error('Unhandled error in the shell', error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <ErrorPanel
        error={error}
        onTryAgain={() => {
          retryFailedImports();
          this.setState({ error: null });
        }}
      />
    );
  }
}

/** The router's last line of defence (its root route's error element): the same panel. */
export function RootError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useLogOnce(error);
  return (
    <ErrorPanel
      error={error}
      // A navigation to the same address clears the router's error and renders the page again;
      // a page whose chunk failed imports afresh (retryableLazy), as a remote's page does.
      onTryAgain={() => {
        retryFailedImports();
        void navigate(`${pathname}${search}${hash}`, { replace: true });
      }}
    />
  );
}

const logged = new WeakSet<object>();
function useLogOnce(error: unknown) {
  if (typeof error === 'object' && error !== null) {
    if (logged.has(error)) return;
    logged.add(error);
  }
  console.error('Unhandled error in the shell', error);
}

function ErrorPanel({ error, onTryAgain }: { error: unknown; onTryAgain: () => void }) {
  const { t } = useTranslation('common');
  // An AppError's key, translated; any error's own text is English for the console only.
  // (Read, not converted: app-error and its key list stay off the first paint.)
  const { key, params } =
    typeof error === 'object' && error !== null && 'key' in error ? (error as AppError) : { key: 'unexpected', params: {} };
  return (
    <main className="status-page" role="alert" aria-labelledby="error-title">
      <h1 id="error-title">{t('errorScreen.title')}</h1>
      <p>{t('errorScreen.body')}</p>
      {key === 'unexpected' ? null : <p className="status-page__detail">{t(`errors:${key}`, params)}</p>}
      <div className="status-page__actions">
        <button type="button" className="button button--primary" onClick={onTryAgain}>
          {t('errorScreen.tryAgain')}
        </button>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('errorScreen.reload')}
        </button>
      </div>
    </main>
  );
}
