import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { retryFailedImports } from '@utsav/shared/federation/retryable-lazy';

interface Props {
  children: ReactNode;
  /** While failed, a change of this value (the pathname, a retry count) clears the error: a fresh try. */
  resetKey: string | number;
  fallback: (reset: () => void) => ReactNode;
  /** What the console says when it catches (which area failed). */
  label: string;
}

/**
 * The one error boundary of every app (a remote's pages, a remote's area in the shell, a widget):
 * react-error-boundary's, reset only after an error. It is never keyed by the pathname: a healthy
 * area keeps its state (an open wizard, a chat) while the user navigates inside it; only a failed
 * one starts afresh when the user moves on or presses Retry, failed lazy imports included.
 */
export function ResetBoundary({ children, resetKey, fallback, label }: Props) {
  return (
    <ErrorBoundary
      resetKeys={[resetKey]}
      onError={(error) => console.error(`${label} failed while rendering`, error)}
      // A page's chunk that failed to arrive is imported again by the fresh try (retryable-lazy.ts).
      onReset={retryFailedImports}
      fallbackRender={({ resetErrorBoundary }) => fallback(resetErrorBoundary)}
    >
      {children}
    </ErrorBoundary>
  );
}
