import { apiErrorMessage, BACKGROUND_REFRESH, useGetSessionQuery, skipToken } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { BuildId, DataState, PageTitle } from '@lernstapel/ui';
import { BUILD_ID } from '../build-id';
import { PruefungenTable } from './PruefungenTable';
import { useGetPruefungenQuery } from './pruefungen-api';

/**
 * Exposed as 'exams/Pruefungen': the exams of the user's class. A user without a class code has
 * none, so nothing is requested and the empty state shows.
 */
export function Pruefungen() {
  const session = useGetSessionQuery();
  const klassenCode = session.data?.user.klassen_code ?? null;
  const pruefungen = useGetPruefungenQuery(klassenCode ?? skipToken, BACKGROUND_REFRESH);
  const error = session.error ?? pruefungen.error;
  const list = pruefungen.data ?? [];
  const loading = !session.data || (klassenCode !== null && !pruefungen.data);
  return (
    <section>
      <PageTitle>{t('pruefungen.titel')}</PageTitle>
      <DataState
        loading={loading}
        errorMessage={error ? apiErrorMessage(error) : null}
        onRetry={() => void (session.error ? session.refetch() : pruefungen.refetch())}
        empty={list.length === 0}
        emptyMessage={t('pruefungen.keinePruefungen')}
      >
        <PruefungenTable pruefungen={list} />
      </DataState>
      <BuildId app="exams" id={BUILD_ID} />
    </section>
  );
}
