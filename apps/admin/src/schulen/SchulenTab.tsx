import { useState } from 'react';
import type { SchuleSummary } from '@lernstapel/contracts';
import { apiErrorMessage } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { DataState, Button, Group } from '@lernstapel/ui';
import { SchuleDialog } from './SchuleDialog';
import { SchuleLoeschenDialog } from './SchuleLoeschenDialog';
import { SchulenTable } from './SchulenTable';
import { hasSchulePlusAtBottom } from './schule-plus';
import { useGetSchulenQuery } from './schulen-api';

/** What the school dialog shows: nothing, a new school or an existing one. */
type Bearbeitung = { art: 'keine' } | { art: 'neu' } | { art: 'bearbeiten'; schule: SchuleSummary };

/** 01 §2 'Schulen': the table, 'Schule +' (also at the bottom from 10 schools on), edit and delete. */
export function SchulenTab() {
  const schulen = useGetSchulenQuery();
  const [bearbeitung, setBearbeitung] = useState<Bearbeitung>({ art: 'keine' });
  const [zuLoeschen, setZuLoeschen] = useState<SchuleSummary | null>(null);
  const list = schulen.data ?? [];
  const schulePlus = (
    <Group justify="flex-end" my="sm">
      <Button onClick={() => setBearbeitung({ art: 'neu' })}>{t('admin.schulePlus')}</Button>
    </Group>
  );
  return (
    <>
      {schulen.data ? schulePlus : null}
      <DataState
        loading={!schulen.data && !schulen.error}
        errorMessage={schulen.error ? apiErrorMessage(schulen.error) : null}
        onRetry={() => void schulen.refetch()}
        empty={list.length === 0}
        emptyMessage={t('admin.keineSchulen')}
      >
        <SchulenTable
          schulen={list}
          onBearbeiten={(schule) => setBearbeitung({ art: 'bearbeiten', schule })}
          onLoeschen={setZuLoeschen}
        />
      </DataState>
      {hasSchulePlusAtBottom(list.length) ? schulePlus : null}
      {bearbeitung.art === 'keine' ? null : (
        <SchuleDialog
          schule={bearbeitung.art === 'bearbeiten' ? bearbeitung.schule : null}
          onClose={() => setBearbeitung({ art: 'keine' })}
        />
      )}
      {zuLoeschen ? <SchuleLoeschenDialog schule={zuLoeschen} onClose={() => setZuLoeschen(null)} /> : null}
    </>
  );
}
