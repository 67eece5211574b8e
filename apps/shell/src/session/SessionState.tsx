import type { ReactNode } from 'react';
import type { SessionResponse } from '@lernstapel/contracts';
import { apiErrorMessage, httpStatusOf, useGetSessionQuery } from '@lernstapel/api-client';
import { ErrorNotice, LoadingState } from '@lernstapel/ui';

export interface SessionStateProps {
  /** Rendered once the session is known. */
  children: (session: SessionResponse) => ReactNode;
}

/**
 * Waits for GET /api/session. A 401 is handled by the API client (it sends the browser to /login),
 * so it keeps showing the loading state; any other failure shows the message with a retry.
 */
export function SessionState({ children }: SessionStateProps) {
  const { data, error, refetch } = useGetSessionQuery();
  if (data) return children(data);
  if (error && httpStatusOf(error) !== 401) {
    return <ErrorNotice message={apiErrorMessage(error)} onRetry={() => void refetch()} />;
  }
  return <LoadingState />;
}
