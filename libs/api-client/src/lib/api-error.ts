import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiErrorBody } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';

export type ApiCallError = FetchBaseQueryError | SerializedError;

function isApiErrorBody(data: unknown): data is ApiErrorBody {
  return (
    typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string'
  );
}

function isFetchBaseQueryError(error: ApiCallError): error is FetchBaseQueryError {
  return 'status' in error;
}

/** The HTTP status of a failed call, or undefined when no answer came (network down, aborted). */
export function httpStatusOf(error: ApiCallError | undefined): number | undefined {
  if (!error || !isFetchBaseQueryError(error)) return undefined;
  if (typeof error.status === 'number') return error.status;
  return error.status === 'PARSING_ERROR' ? error.originalStatus : undefined;
}

/** The German message to show for a failed call: the API's own `message`, else a generic text. */
export function apiErrorMessage(error: ApiCallError | undefined): string {
  if (!error) return t('fehler.unbekannt');
  if (!isFetchBaseQueryError(error)) return t('fehler.unbekannt');
  if (isApiErrorBody(error.data)) return error.data.message;
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR')
    return t('fehler.serverAntwortetNicht');
  return t('fehler.unbekannt');
}

/** The API's field-level German messages of a 400 (ApiErrorBody.details), if it sent any. */
export function apiErrorDetails(error: ApiCallError | undefined): string[] {
  if (!error || !isFetchBaseQueryError(error)) return [];
  const data = error.data as Partial<ApiErrorBody> | null | undefined;
  if (!Array.isArray(data?.details)) return [];
  return data.details.filter((detail): detail is string => typeof detail === 'string');
}
