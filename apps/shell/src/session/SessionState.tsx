import { useEffect, useRef, type ReactNode } from 'react';
import type { SessionResponse } from '@lernstapel/contracts';
import { apiErrorMessage, httpStatusOf, loginNavigation, useGetSessionQuery } from '@lernstapel/api-client';
import { ErrorNotice, LoadingState } from '@lernstapel/ui';

export interface SessionStateProps {
  /** Rendered once the session is known. */
  children: (session: SessionResponse) => ReactNode;
}

/**
 * Waits for GET /api/session. A 401 is handled by the API client (it sends the browser to /login),
 * so it keeps showing the loading state; any other failure shows the message with a retry.
 * The check runs again when the window gets the focus back; 01 §4: if the session now belongs to
 * another user than the one this page was opened for (e.g. a login in another tab), → /login.
 */
export function SessionState({ children }: SessionStateProps) {
  const { data, error, refetch } = useGetSessionQuery(undefined, { refetchOnFocus: true });
  const pageUserId = useRef<number | null>(null);
  const userId = data?.user.id;

  useEffect(() => {
    if (userId === undefined) return;
    if (pageUserId.current === null) pageUserId.current = userId;
    else if (pageUserId.current !== userId) loginNavigation.goToLogin();
  }, [userId]);

  if (data && (pageUserId.current === null || pageUserId.current === data.user.id)) return children(data);
  if (error && httpStatusOf(error) !== 401) {
    return <ErrorNotice message={apiErrorMessage(error)} onRetry={() => void refetch()} />;
  }
  return <LoadingState />;
}
