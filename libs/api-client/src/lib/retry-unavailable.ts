import { retry } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** Retries of a load the API answered with 503 (database briefly away) before the page shows it. */
export const UNAVAILABLE_RETRIES = 2;

/**
 * Issue 14 #6: a 503 means the server is up but its database is not (for a few seconds, as a rule).
 * Loads try again by themselves, with RTK Query's growing pauses; only then the page shows the API's
 * German message with its 'Erneut versuchen' button. Changes are never repeated on their own: the
 * dialog shows the message and the user decides.
 */
export function shouldRetryUnavailable(
  status: FetchBaseQueryError['status'],
  type: 'query' | 'mutation',
  attempt: number,
): boolean {
  return status === 503 && type === 'query' && attempt <= UNAVAILABLE_RETRIES;
}

export function withUnavailableRetry(
  baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>,
): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  return retry(baseQuery, {
    retryCondition: (error, _args, { attempt, baseQueryApi }) =>
      shouldRetryUnavailable((error as FetchBaseQueryError).status, baseQueryApi.type, attempt),
  });
}
