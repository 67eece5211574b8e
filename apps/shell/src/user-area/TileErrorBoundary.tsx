import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '@lernstapel/texts';
import { ErrorNotice } from '@lernstapel/ui';

export interface TileErrorBoundaryProps {
  /** Names the tile in the console message. */
  tile: string;
  children: ReactNode;
}

interface TileErrorBoundaryState {
  failed: boolean;
}

/** A dashboard tile that fails to render (e.g. an unexpected answer) costs only its own place. */
export class TileErrorBoundary extends Component<TileErrorBoundaryProps, TileErrorBoundaryState> {
  override state: TileErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): TileErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Dashboard tile ${this.props.tile} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <ErrorNotice message={t('fehler.unbekannt')} />;
  }
}
