import { useState } from 'react';
import type { Lehrperson } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { Alert, Button, Group, Title, useZeilenDialoge } from '@lernstapel/ui';
import { AbfrageState } from '@lernstapel/ui-data';
import { useGetLehrpersonenQuery } from '../verwaltung-api';
import { LehrpersonDialog } from './LehrpersonDialog';
import { LehrpersonenTable } from './LehrpersonenTable';
import { LehrpersonLoeschenDialog } from './LehrpersonLoeschenDialog';

export interface LehrpersonenAbschnittProps {
  schuleId: number;
}

/** 01 §2, §6 (kann_lehrpersonen_bearbeiten): the school's teachers, 'Lehrperson +', edit and delete. */
export function LehrpersonenAbschnitt({ schuleId }: LehrpersonenAbschnittProps) {
  const lehrpersonen = useGetLehrpersonenQuery(schuleId);
  const dialoge = useZeilenDialoge<Lehrperson>();
  const [meldung, setMeldung] = useState<string | null>(null);
  const list = lehrpersonen.data ?? [];
  return (
    <section data-testid="lehrpersonen-abschnitt">
      <Group justify="space-between" my="sm">
        <Title order={2} size="h4">
          {t('lehrpersonen.titel')}
        </Title>
        <Button
          onClick={() => {
            setMeldung(null);
            dialoge.neu();
          }}
        >
          {t('lehrpersonen.plus')}
        </Button>
      </Group>
      {meldung ? (
        <Alert color="green" variant="light" role="status" mb="sm">
          {meldung}
        </Alert>
      ) : null}
      <AbfrageState
        abfragen={[lehrpersonen]}
        empty={list.length === 0}
        emptyMessage={t('lehrpersonen.keineLehrpersonen')}
      >
        <LehrpersonenTable
          lehrpersonen={list}
          onBearbeiten={(lehrperson) => dialoge.bearbeiten(lehrperson)}
          onLoeschen={dialoge.loeschen}
        />
      </AbfrageState>
      {dialoge.bearbeitet === null ? null : (
        <LehrpersonDialog
          lehrperson={dialoge.bearbeitet.zeile}
          onClose={() => dialoge.bearbeitungSchliessen()}
          onSaved={(answer) => {
            setMeldung(answer.message);
            dialoge.bearbeitungSchliessen();
          }}
        />
      )}
      {dialoge.zuLoeschen ? (
        <LehrpersonLoeschenDialog
          lehrperson={dialoge.zuLoeschen}
          onClose={() => dialoge.loeschenSchliessen()}
        />
      ) : null}
    </section>
  );
}
