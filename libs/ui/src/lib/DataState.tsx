import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { ErrorNotice } from './ErrorNotice';
import { LoadingState } from './LoadingState';

export interface DataStateProps {
  loading: boolean;
  /** German message of a failed load; null or undefined when nothing failed. */
  errorMessage?: string | null;
  onRetry?: () => void;
  empty: boolean;
  emptyMessage: string;
  children: ReactNode;
}

/** The four states of a loaded list in one place: loading, error with retry, empty, content. */
export function DataState({ loading, errorMessage, onRetry, empty, emptyMessage, children }: DataStateProps) {
  if (errorMessage) return <ErrorNotice message={errorMessage} onRetry={onRetry} />;
  if (loading) return <LoadingState />;
  if (empty) return <EmptyState message={emptyMessage} />;
  return <>{children}</>;
}
