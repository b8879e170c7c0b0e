import { Component, useCallback, useEffect, useState, type ReactNode } from 'react';
import { UNSAFE_RouteContext, useLocation } from 'react-router-dom';
import type { RemoteAppModule } from '@utsav/shared/federation/remote-module';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
import { loadRemoteApp, resetRemote } from './remote-loader';
import { RemoteUnavailable } from './remote-unavailable';

const ROOT_ROUTE_CONTEXT = { outlet: null, matches: [], isDataRoute: false };

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; module: RemoteAppModule }
  | { status: 'failed' };

/**
 * Mounts a remote's routes; while it cannot be loaded, its area shows the unavailable panel.
 * Rendered with `key={remote}`, so state never leaks from one remote to another.
 */
export default function RemoteRoute({ remote }: { remote: string }) {
  const { pathname } = useLocation();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadRemoteApp(remote).then(
      (module) => live && setState({ status: 'ready', module }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [remote, attempt]);

  const retry = useCallback(async () => {
    resetRemote(remote);
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, [remote]);

  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={retry} />;

  const RemoteApp = state.module.default;
  return (
    // Keyed by route: a render failure on one page must not stick to the next one.
    <RemoteErrorBoundary key={`${remote}:${pathname}:${attempt}`} onRetry={retry}>
      {/* Remotes declare absolute paths (the same ones they serve standalone), so
          their routes match from the root rather than below the shell's splat route. */}
      <UNSAFE_RouteContext.Provider value={ROOT_ROUTE_CONTEXT}>
        <RemoteApp />
      </UNSAFE_RouteContext.Provider>
    </RemoteErrorBoundary>
  );
}

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => Promise<void>;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote failed while rendering', error);
  }

  override render() {
    if (this.state.failed) return <RemoteUnavailable onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
