import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** While failed, a change of this value (the pathname) clears the error: the next page gets a fresh try. */
  resetKey: string;
  fallback: (reset: () => void) => ReactNode;
  /** What the console says when it catches (which area failed). */
  label: string;
}

interface State {
  failed: boolean;
  failedAt: string | undefined;
}

/**
 * An error boundary that resets only after an error, as react-error-boundary's `resetKeys` do,
 * in a few lines of our own. It is never keyed by the pathname: a healthy area keeps its state
 * (an open wizard, a chat) while the user navigates inside it; only a failed one starts afresh
 * when the user moves on.
 */
export class ResetBoundary extends Component<Props, State> {
  override state: State = { failed: false, failedAt: undefined };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (!state.failed) return null;
    // The first render after the error records where it happened; a later key is a new page.
    if (state.failedAt === undefined) return { failedAt: props.resetKey };
    if (state.failedAt !== props.resetKey) return { failed: false, failedAt: undefined };
    return null;
  }

  override componentDidCatch(error: unknown) {
    console.error(`${this.props.label} failed while rendering`, error);
  }

  private readonly reset = () => this.setState({ failed: false, failedAt: undefined });

  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
