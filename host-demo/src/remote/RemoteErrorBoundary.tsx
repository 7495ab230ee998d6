import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Told once per caught error, so the shell can switch to its fallback. */
  onError: (error: unknown) => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * The host's last line of defence around the remote: whatever the cashier throws while rendering stays
 * inside this subtree and the game page keeps working. Remount it (new `key`) to try again.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[host-demo] the cashier threw while rendering', error, info.componentStack);
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
