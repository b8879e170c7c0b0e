import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { isRemoteConfigured, loadRemoteModule } from '../../../lib/federation/remote-loader';

interface WidgetModule {
  default: ComponentType;
  prepare?: () => Promise<void>;
}

type State = { status: 'loading' } | { status: 'ready'; Widget: ComponentType } | { status: 'failed' };

interface RemoteWidgetProps {
  remote: string;
  exposed: string;
  /** The section's heading while the widget is not shown; a widget brings its own section and heading. */
  title: string;
  headingId: string;
  /** Shown while the remote does not exist in this deployment yet. */
  absent: ReactNode;
  /** Shown when it exists but cannot be loaded or fails while rendering. */
  unavailable: ReactNode;
  loading: ReactNode;
}

/**
 * A profile section another app provides (favourites, booking history), loaded through
 * federation. The widget renders its own labelled section and heading, so the card around
 * it has none; until then (or without it) the card is a section of the shell's own.
 */
export function RemoteWidget({ remote, exposed, title, headingId, absent, unavailable, loading }: RemoteWidgetProps) {
  const configured = isRemoteConfigured(remote);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (!configured) return;
    let live = true;
    loadRemoteModule<WidgetModule>(remote, exposed).then(
      (module) => live && setState({ status: 'ready', Widget: module.default }),
      (error: unknown) => {
        console.error(`${remote}/${exposed} could not be loaded`, error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [configured, remote, exposed]);

  const own = (content: ReactNode) => (
    <section className="profile-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {content}
    </section>
  );
  if (!configured) return own(absent);
  if (state.status === 'loading') return own(loading);
  if (state.status === 'failed') return own(unavailable);
  const { Widget } = state;
  return (
    <WidgetBoundary fallback={own(unavailable)}>
      <div className="profile-card profile-card--widget">
        <Widget />
      </div>
    </WidgetBoundary>
  );
}

class WidgetBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A profile widget failed while rendering', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
