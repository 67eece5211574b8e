import { apiErrorMessage, useGetSessionQuery, skipToken } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { BuildId, DataState, PageTitle } from '@lernstapel/ui';
import { BUILD_ID } from '../build-id';
import { WettbewerbeTable } from './WettbewerbeTable';
import { useGetWettbewerbeQuery } from './wettbewerbe-api';

/** Exposed as 'races/Wettbewerbe': the races the user takes part in ('Quiz-Wettbewerbe'). */
export function Wettbewerbe() {
  const session = useGetSessionQuery();
  const wettbewerbe = useGetWettbewerbeQuery(session.data?.userID ?? skipToken);
  const error = session.error ?? wettbewerbe.error;
  const list = wettbewerbe.data ?? [];
  return (
    <section>
      <PageTitle>{t('wettbewerbe.titel')}</PageTitle>
      <DataState
        loading={!wettbewerbe.data}
        errorMessage={error ? apiErrorMessage(error) : null}
        onRetry={() => void (session.error ? session.refetch() : wettbewerbe.refetch())}
        empty={list.length === 0}
        emptyMessage={t('wettbewerbe.keineWettbewerbe')}
      >
        <WettbewerbeTable wettbewerbe={list} />
      </DataState>
      <BuildId app="races" id={BUILD_ID} />
    </section>
  );
}
