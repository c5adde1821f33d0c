import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface RouteErrorBoundaryProps {
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
}

/**
 * Catches a page whose code can't be loaded (offline, or a new version was deployed) or that
 * fails to render, and shows RouteError in its place; header and footer stay usable.
 * The layout gives it the path as key, so going to another page tries again. (React itself
 * reports the error to the console.)
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RouteErrorBoundaryState {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
