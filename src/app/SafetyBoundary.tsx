import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logger } from '@/shared/log';

/**
 * The outermost guard of the exposed components: if even the providers fail, the cashier logs and renders
 * nothing, and the host page carries on. Screens have their own recoverable boundaries below this one.
 */
export class SafetyBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    logger.error('the cashier failed to render and was switched off', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
