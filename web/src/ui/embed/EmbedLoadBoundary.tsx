import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '@web/data/errorReporting';

interface Props {
  children: ReactNode;
  /** Called once when the embedded content fails to load or render. */
  onError(): void;
}

/**
 * Catches a third-party embed that cannot load (its code chunk failed to download, or it threw),
 * so the page can offer its own fallback instead of the app's error page.
 */
export class EmbedLoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, {
      where: 'An embedded form failed to load',
      componentStack: info.componentStack,
    });
    this.props.onError();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
