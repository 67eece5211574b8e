import { apiErrorMessage } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { BuildId, DataState, PageTitle } from '@lernstapel/ui';
import { BUILD_ID } from '../build-id';
import { SchulenTable } from './SchulenTable';
import { useGetSchulenQuery } from './schulen-api';

/** Exposed as 'admin/AdminArea': the main administrator's schools table (01 §2 'Schulen'). */
export function AdminArea() {
  const schulen = useGetSchulenQuery();
  const list = schulen.data ?? [];
  return (
    <section>
      <PageTitle>{t('admin.tabSchulen')}</PageTitle>
      <DataState
        loading={!schulen.data && !schulen.error}
        errorMessage={schulen.error ? apiErrorMessage(schulen.error) : null}
        onRetry={() => void schulen.refetch()}
        empty={list.length === 0}
        emptyMessage={t('admin.keineSchulen')}
      >
        <SchulenTable schulen={list} />
      </DataState>
      <BuildId app="admin" id={BUILD_ID} />
    </section>
  );
}
