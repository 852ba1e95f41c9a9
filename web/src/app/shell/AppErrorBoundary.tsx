import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';
import { reportError } from '@web/data/errorReporting';

interface Props {
  children: ReactNode;
  /** When this changes after an error (e.g. the user navigated), the children get another try. */
  resetKey?: unknown;
}

type State = { failed: false } | { failed: true; error: unknown };

/** Shows the generic error page instead of a blank screen when rendering fails. */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Reported, and the generic error page is shown.
    reportError(error, { where: 'The app failed to render', componentStack: info.componentStack });
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
