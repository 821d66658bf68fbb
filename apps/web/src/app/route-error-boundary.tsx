import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ServerError } from '../components/server-error';

/**
 * Any error thrown while rendering a screen (a failed screen chunk included) shows the 500 screen in its
 * place, until the user goes somewhere else. Wraps `children`, or the child routes when used as a route.
 * React logs the error it catches.
 */
export function RouteErrorBoundary({ children }: { children?: ReactNode }) {
  const { key } = useLocation();
  return <ErrorBoundary resetKey={key}>{children ?? <Outlet />}</ErrorBoundary>;
}

interface ErrorBoundaryProps {
  /** A new key (a navigation) clears the error and renders the children again. */
  resetKey: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  resetKey: string;
}

class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <ServerError /> : this.props.children;
  }
}
