import { apiErrorMessage, type ApiCallError } from '@lernstapel/api-client';
import { ErrorNotice } from '@lernstapel/ui';

interface Abfrage {
  error?: ApiCallError;
  refetch: () => unknown;
}

/** A tile whose data did not load: the first failed query's German message and a retry of that query. */
export function TileFehler({ abfragen }: { abfragen: readonly Abfrage[] }) {
  const fehlgeschlagen = abfragen.find((abfrage) => abfrage.error);
  if (!fehlgeschlagen?.error) return null;
  return (
    <ErrorNotice
      message={apiErrorMessage(fehlgeschlagen.error)}
      onRetry={() => void fehlgeschlagen.refetch()}
    />
  );
}

/** Whether one of the queries failed (the tile then shows TileFehler instead of itself). */
export function einerFehlgeschlagen(abfragen: readonly Abfrage[]): boolean {
  return abfragen.some((abfrage) => abfrage.error);
}
