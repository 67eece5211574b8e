import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorNotice } from '@lernstapel/ui';
import { t } from '@lernstapel/texts';
import type { RemoteName } from '@lernstapel/contracts';

export interface RemoteErrorBoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
}

/** Catches a remote that fails to load or to render, so only its own area shows the message. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote area ${this.props.remote} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div data-testid={`remote-error-${this.props.remote}`}>
        <ErrorNotice message={t('portal.remote.nichtErreichbar')} onRetry={this.props.onRetry} />
      </div>
    );
  }
}
