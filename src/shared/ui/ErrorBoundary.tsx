import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logger } from '@/shared/log';
import { CallError } from './CallError';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** The boundary resets when any of these change (compared with Object.is), e.g. the route id. */
  resetKeys?: readonly unknown[];
  /** Called when the player presses "Try again", before the boundary re-renders its children. */
  onRetry?: () => void;
  /** Adds a "Close" action to the fallback (e.g. close the cashier). */
  onClose?: () => void;
  /** Called after the error was logged (telemetry). */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Where the boundary sits, for the log line (`root`, `route:history`). */
  name?: string;
  /** Shown instead of the recoverable screen when given (`null`: nothing, e.g. an optional slot). */
  fallback?: ReactNode;
}

interface ErrorBoundaryState {
  /** Tracked apart from `error` because anything can be thrown, `undefined` included. */
  failed: boolean;
  error: unknown;
}

const keysChanged = (previous: readonly unknown[] = [], next: readonly unknown[] = []) =>
  previous.length !== next.length || previous.some((key, index) => !Object.is(key, next[index]));

/**
 * Catches render errors below it and shows a recoverable screen (role="alert") instead, so one failing
 * screen never takes down the overlay or the host page. A class because React has no hook for this.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    logger.error(`${this.props.name ?? 'a cashier view'} failed to render`, error, info.componentStack);
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(previousProps: ErrorBoundaryProps, previousState: ErrorBoundaryState): void {
    // Only a boundary that was already showing the fallback resets: the update that caught the error
    // may carry new keys too (the change that made the child throw), and resetting then would loop.
    if (this.state.failed && previousState.failed && keysChanged(previousProps.resetKeys, this.props.resetKeys)) {
      this.reset();
    }
  }

  private reset(): void {
    this.setState({ failed: false, error: undefined });
  }

  private readonly retry = (): void => {
    this.props.onRetry?.();
    this.reset();
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return <CallError variant="screen" error={this.state.error} onRetry={this.retry} onClose={this.props.onClose} />;
  }
}
