import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { isRemoteConfigured, loadRemoteWidget } from '@utsav/shared/federation/remote-loader';
import type { RemoteWidgetId, RemoteWidgetProps as WidgetPropsById } from '@utsav/shared/federation/widget-props';
import { ResetBoundary } from '@utsav/shared/ui/reset-boundary';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';

type State = { status: 'loading' } | { status: 'ready'; Widget: ComponentType<object> } | { status: 'failed' };

// A widget without props may leave `props` out.
type PropsOf<Id extends RemoteWidgetId> = Record<string, never> extends WidgetPropsById[Id] ? { props?: WidgetPropsById[Id] } : { props: WidgetPropsById[Id] };

export type RemoteWidgetProps<Id extends RemoteWidgetId> = PropsOf<Id> & {
  /** The widget's federation id, as in the registry (`catalog/FavouritesWidget`). */
  widget: Id;
  /**
   * The host's own frame around what it shows while the widget is not there (its card and
   * heading): a loaded widget brings its own section and heading, so it is given `loaded`.
   */
  frame?: (content: ReactNode, state: { loaded: boolean }) => ReactNode;
  loading?: ReactNode;
  /** Shown while the remote does not exist in this deployment (not in remotes.json). */
  absent?: ReactNode;
  /** The line beside Retry when the widget cannot be loaded or fails while rendering. */
  unavailable?: ReactNode;
};

const asIs = (content: ReactNode) => content;

/**
 * Another app's widget, loaded through federation, in any app: the shell, a remote's page inside
 * the shell (this file is then the shell's own instance, so the shell's runtime loads it) or a
 * remote running standalone. Loading, a remote absent from the deployment, a load or render
 * failure with a Retry that starts the load afresh: one component for every host.
 */
export function RemoteWidget<Id extends RemoteWidgetId>(options: RemoteWidgetProps<Id>) {
  const { widget, frame = asIs, loading = null, absent = null, unavailable } = options;
  const remote = widget.split('/')[0] ?? '';
  const configured = isRemoteConfigured(remote);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (!configured) return;
    let live = true;
    loadRemoteWidget(widget).then(
      (module) => live && setState({ status: 'ready', Widget: module.default as ComponentType<object> }),
      (error: unknown) => {
        console.error(`${widget} could not be loaded`, error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [configured, widget, attempt]);

  // The loader has already dropped what the failed load cached: a new attempt goes to the network.
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };
  const failed = frame(<UnavailableState onRetry={retry} message={unavailable} />, { loaded: false });
  if (!configured) return frame(absent, { loaded: false });
  if (state.status === 'loading') return frame(loading, { loaded: false });
  if (state.status === 'failed') return failed;
  const { Widget } = state;
  return (
    <ResetBoundary label={widget} resetKey={attempt} fallback={() => failed}>
      {frame(<Widget {...(options.props ?? {})} />, { loaded: true })}
    </ResetBoundary>
  );
}
