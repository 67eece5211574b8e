import { apiErrorMessage } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { DataState, List, Stack, Title } from '@lernstapel/ui';
import { useGetMeineGruppenQuery } from './konto-api';

/** 01 §6: a pupil sees the names of the groups they belong to (GET /api/schuelergruppen/meine). */
export function GruppenAbschnitt() {
  const { data: gruppen = [], error, isLoading, refetch } = useGetMeineGruppenQuery();
  return (
    <Stack gap="sm" data-testid="konto-gruppen">
      <Title order={2} size="h4">
        {t('konto.meineGruppen')}
      </Title>
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
    </Stack>
  );
}
