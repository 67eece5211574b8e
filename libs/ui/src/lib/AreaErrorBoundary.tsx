import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface AreaErrorBoundaryProps {
  /** Names the area in the console message, e.g. 'Remote area exams'. */
  area: string;
  /** Shown in place of the children once they threw (usually an ErrorNotice). */
  fallback: ReactNode;
  children: ReactNode;
}

interface AreaErrorBoundaryState {
  failed: boolean;
}

/**
 * One area of a page (a remote's slot, a dashboard tile) that fails to load or to render costs
 * only its own place. Give it a new `key` to try the children again.
 */
export class AreaErrorBoundary extends Component<AreaErrorBoundaryProps, AreaErrorBoundaryState> {
  override state: AreaErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): AreaErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.area} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
