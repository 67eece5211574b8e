import { apiErrorMessage, type ApiCallError } from '@lernstapel/api-client';

interface Abfrage {
  data?: unknown;
  error?: ApiCallError;
  refetch: () => unknown;
}

/** DataState's loading, error and retry for a page that needs every one of `abfragen`: the first error is told. */
export function abfragenZustand(...abfragen: Abfrage[]) {
  const mitFehler = abfragen.find((abfrage) => abfrage.error);
  return {
    loading: abfragen.some((abfrage) => !abfrage.data),
    errorMessage: mitFehler ? apiErrorMessage(mitFehler.error) : null,
    onRetry: () => void mitFehler?.refetch(),
  };
}
