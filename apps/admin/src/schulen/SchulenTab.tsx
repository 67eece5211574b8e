import { useState } from 'react';
import type { SchuleSummary } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { Button, Group, SuccessNotice, useZeilenDialoge } from '@lernstapel/ui';
import { AbfrageState } from '@lernstapel/ui-data';
import { SchulkontoDialog } from '../schulkonto/SchulkontoDialog';
import { SchuleDialog } from './SchuleDialog';
import { SchuleLoeschenDialog } from './SchuleLoeschenDialog';
import { SchulenTable } from './SchulenTable';
import { hasSchulePlusAtBottom } from './schule-plus';
import { useGetSchulenQuery } from './schulen-api';

/** 01 §2 'Schulen': the table, 'Schule +' (also at the bottom from 10 schools on), edit and delete. */
export function SchulenTab() {
  const schulen = useGetSchulenQuery();
  const dialoge = useZeilenDialoge<SchuleSummary>();
  const [schulkonto, setSchulkonto] = useState<SchuleSummary | null>(null);
  const [schulkontoMeldung, setSchulkontoMeldung] = useState<string | null>(null);
  const list = schulen.data ?? [];
  const schulePlus = (
    <Group justify="flex-end" my="sm">
      <Button onClick={() => dialoge.neu()}>{t('admin.schulePlus')}</Button>
    </Group>
  );
  return (
    <>
      {schulen.data ? schulePlus : null}
      {schulkontoMeldung ? <SuccessNotice message={schulkontoMeldung} mb="sm" /> : null}
      <AbfrageState abfragen={[schulen]} empty={list.length === 0} emptyMessage={t('admin.keineSchulen')}>
        <SchulenTable
          schulen={list}
          onBearbeiten={(schule) => dialoge.bearbeiten(schule)}
          onLoeschen={dialoge.loeschen}
          onSchulkonto={(schule) => {
            setSchulkontoMeldung(null);
            setSchulkonto(schule);
          }}
        />
      </AbfrageState>
      {hasSchulePlusAtBottom(list.length) ? schulePlus : null}
      {dialoge.bearbeitet === null ? null : (
        <SchuleDialog schule={dialoge.bearbeitet.zeile} onClose={() => dialoge.bearbeitungSchliessen()} />
      )}
      {schulkonto ? (
        <SchulkontoDialog
          schuleId={schulkonto.id}
          onDone={(meldung) => {
            setSchulkonto(null);
            setSchulkontoMeldung(meldung);
          }}
          onClose={() => setSchulkonto(null)}
        />
      ) : null}
      {dialoge.zuLoeschen ? (
        <SchuleLoeschenDialog schule={dialoge.zuLoeschen} onClose={() => dialoge.loeschenSchliessen()} />
      ) : null}
    </>
  );
}
