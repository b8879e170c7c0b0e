import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteWidgetId, RemoteWidgetProps as WidgetPropsById } from '@utsav/shared/federation/widget-props';
import { isRemoteConfigured, loadRemoteWidget } from '../../../lib/federation/remote-loader';

// The profile's widgets take no props (widget-props.ts); one that does gets a component of its own.
type NoPropsWidgetId = { [Id in RemoteWidgetId]: Record<string, never> extends WidgetPropsById[Id] ? Id : never }[RemoteWidgetId];

type State = { status: 'loading' } | { status: 'ready'; Widget: ComponentType } | { status: 'failed' };

interface RemoteWidgetProps {
  /** The widget's federation id, as in the registry (`catalog/FavouritesWidget`). */
  widget: NoPropsWidgetId;
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
export function RemoteWidget({ widget, title, headingId, absent, unavailable, loading }: RemoteWidgetProps) {
  const remote = widget.split('/')[0] ?? '';
  const configured = isRemoteConfigured(remote);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (!configured) return;
    let live = true;
    loadRemoteWidget(widget).then(
      (module) => live && setState({ status: 'ready', Widget: module.default as ComponentType }),
      (error: unknown) => {
        console.error(`${widget} could not be loaded`, error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [configured, widget]);

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
