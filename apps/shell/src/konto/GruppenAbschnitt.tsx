import { apiErrorMessage } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { DataState, List } from '@lernstapel/ui';
import { useGetMeineGruppenQuery } from './konto-api';
import { KontoAbschnitt } from './KontoAbschnitt';

/** 01 §6: a pupil sees the names of the groups they belong to (GET /api/schuelergruppen/meine). */
export function GruppenAbschnitt() {
  const { data: gruppen = [], error, isLoading, refetch } = useGetMeineGruppenQuery();
  return (
    <KontoAbschnitt titel={t('konto.meineGruppen')} testId="konto-gruppen">
      <DataState
        loading={isLoading}
        errorMessage={error ? apiErrorMessage(error) : null}
        onRetry={() => void refetch()}
        empty={gruppen.length === 0}
        emptyMessage={t('konto.keineGruppen')}
      >
        <List>
          {gruppen.map((gruppe) => (
            <List.Item key={gruppe.id}>{gruppe.bezeichnung}</List.Item>
          ))}
        </List>
      </DataState>
    </KontoAbschnitt>
  );
}
