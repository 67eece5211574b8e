import type { ReactNode } from 'react';
import { apiErrorMessage, type ApiCallError } from '@lernstapel/api-client';
import { DataState, ErrorNotice } from '@lernstapel/ui';

/** What a screen needs of one of the API client's queries. */
export interface Abfrage {
  data?: unknown;
  error?: ApiCallError;
  refetch: () => unknown;
}

function fehlgeschlagen(abfragen: readonly Abfrage[]): (Abfrage & { error: ApiCallError }) | undefined {
  return abfragen.find((abfrage): abfrage is Abfrage & { error: ApiCallError } => Boolean(abfrage.error));
}

export interface AbfrageStateProps {
  /** the queries the content shows: it waits for all of them */
  abfragen: readonly Abfrage[];
  empty: boolean;
  emptyMessage: string;
  children: ReactNode;
}

/**
 * DataState for the API client's queries: loading until each has answered, the first failed one's German
 * message with a retry of that query, the empty message, or the content.
 */
export function AbfrageState({ abfragen, empty, emptyMessage, children }: AbfrageStateProps) {
  const fehler = fehlgeschlagen(abfragen);
  return (
    <DataState
      loading={abfragen.some((abfrage) => abfrage.data === undefined)}
      errorMessage={fehler ? apiErrorMessage(fehler.error) : null}
      onRetry={() => void fehler?.refetch()}
      empty={empty}
      emptyMessage={emptyMessage}
    >
      {children}
    </DataState>
  );
}

/** A part that shows nothing but its data (a dashboard tile): the first failed query's message and retry. */
export function AbfrageFehler({ abfragen }: { abfragen: readonly Abfrage[] }) {
  const fehler = fehlgeschlagen(abfragen);
  if (!fehler) return null;
  return <ErrorNotice message={apiErrorMessage(fehler.error)} onRetry={() => void fehler.refetch()} />;
}

/** Whether one of the queries failed (the part then shows AbfrageFehler instead of itself). */
export function einerFehlgeschlagen(abfragen: readonly Abfrage[]): boolean {
  return fehlgeschlagen(abfragen) !== undefined;
}
